import { randomBytes } from 'node:crypto';
import { bundles } from '@seed/contract/bundles';
import { newBundleUniqueKey } from '@seed/domain/bundle-key';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { presentInventory } from '../inventory/present';
import { presentTemplate, presentTemplateCategory } from '../templates/present';
import { adminBundleRoutes } from './admin-routes';
import { createBundleDesigns, type DesignOwner } from './designs';
import { findBundleDetail, listBundles } from './service';

// A home page shows a few bundles; one page of 12 holds every bundle a shop runs at once.
const BUNDLE_PAGE_SIZE = 12;

type Part = {
  inventoryId: number;
  templateId: number | null;
  templateCategoryId: number | null;
  count: number;
};
const relationOf = ({ inventoryId, templateId, templateCategoryId, count }: Part) => ({
  inventoryId,
  templateId,
  templateCategoryId,
  count,
});

function ownerOf(request: Pick<FastifyRequest, 'user' | 'ctx'>): DesignOwner {
  if (request.user) return { userId: request.user.id };
  if (request.ctx.deviceId) return { deviceId: request.ctx.deviceId };
  throw new DomainError('INVALID_DATA', 'Send a deviceId or sign in to customise a bundle', {
    reason: 'BUNDLE_NEEDS_DEVICE_OR_SIGN_IN',
  });
}

/** Spec §7 "Bundles": the bundles on offer, one bundle with its templates, and customised items. */
export async function bundleRoutes(
  app: FastifyInstance,
  { db, mediaBase, store }: ModuleOptions & { store: MediaStore },
) {
  const minute = { config: { cacheSeconds: 60 } };

  serve(
    app,
    bundles.list,
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: BUNDLE_PAGE_SIZE });
      const page = await listBundles(db, paging, request.ctx.currency);
      return namedPage('bundles', page, ({ parts, ...bundle }) => ({
        ...bundle,
        media: toMedia(bundle.media, mediaBase),
        templatesInventoriesRelations: parts.map(relationOf),
      }));
    },
    minute,
  );

  serve(
    app,
    bundles.byId,
    async (request) => {
      const { id } = request.params;
      const { currency } = request.ctx;
      const detail = await findBundleDetail(db, id, currency);
      if (!detail)
        throw new DomainError('NOT_FOUND', `Bundle ${id} not found`, { reason: 'BUNDLE_NOT_FOUND' });
      const { parts, ...bundle } = detail.bundle;
      return {
        bundle: {
          ...bundle,
          media: toMedia(bundle.media, mediaBase),
          templatesInventoriesRelations: parts.map(relationOf),
        },
        templates: detail.templates.map((template) => presentTemplate(template, mediaBase)),
        templateCategories: detail.templateCategories.map((category) =>
          presentTemplateCategory(category, mediaBase),
        ),
        templatesInventoriesRelations: detail.relations.map((relation) => ({
          ...relation,
          inventory: relation.inventory && presentInventory(relation.inventory, { currency, mediaBase }),
        })),
      };
    },
    minute,
  );

  serve(app, bundles.designs, async (request) => {
    const lines = await createBundleDesigns(
      { db, store },
      ownerOf(request),
      request.params.id,
      request.body.items,
      async (_, made) => made,
    );
    const uniqueKey = newBundleUniqueKey(randomBytes);
    return { uniqueKey, lines: lines.map((line) => ({ ...line, uniqueKey })) };
  });

  await adminBundleRoutes(app, { db, mediaBase });
}
