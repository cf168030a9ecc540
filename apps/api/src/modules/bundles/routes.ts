import { randomBytes } from 'node:crypto';
import {
  BundleDetailSchema,
  BundleSchema,
  DesignBodySchema,
  DesignLinesSchema,
} from '@seed/contract/bundles';
import {
  BaseQuerySchema,
  ErrorBodySchema,
  errorResponses,
  IdParamsSchema,
  PagingQuerySchema,
  pageSchema,
} from '@seed/contract/common';
import { newBundleUniqueKey } from '@seed/domain/bundle-key';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { presentInventory } from '../inventory/present';
import { presentTemplate, presentTemplateCategory } from '../templates/present';
import { createBundleDesigns, type DesignOwner } from './designs';
import { findBundleDetail, listBundles } from './service';

// A home page shows a few bundles; one page of 12 holds every bundle a shop runs at once.
const BUNDLE_PAGE_SIZE = 12;
const tags = ['bundles'];

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

function ownerOf(request: FastifyRequest): DesignOwner {
  if (request.user) return { userId: request.user.id };
  if (request.ctx.deviceId) return { deviceId: request.ctx.deviceId };
  throw new DomainError('INVALID_DATA', 'Send a deviceId or sign in to customise a bundle');
}

/** Spec §7 "Bundles": the bundles on offer, one bundle with its templates, and customised items. */
export async function bundleRoutes(
  app: FastifyInstance,
  { db, mediaBase, store }: ModuleOptions & { store: MediaStore },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/bundling',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'The active bundles by rank, priced in the requested currency',
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('bundles', BundleSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: BUNDLE_PAGE_SIZE });
      const page = await listBundles(db, paging, request.ctx.currency);
      return namedPage('bundles', page, ({ parts, ...bundle }) => ({
        ...bundle,
        media: toMedia(bundle.media, mediaBase),
        templatesInventoriesRelations: parts.map(relationOf),
      }));
    },
  );

  routes.get(
    '/bundling/:id',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'An active bundle with its items, the templates they take and their categories',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: BundleDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { currency } = request.ctx;
      const detail = await findBundleDetail(db, request.params.id, currency);
      if (!detail) throw new DomainError('NOT_FOUND', `Bundle ${request.params.id} not found`);
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
  );

  routes.post(
    '/bundling/:id/designs',
    {
      schema: {
        tags,
        summary: "Makes a bundle's customised items, for a guest's cart (or a signed-in shopper's)",
        description:
          "Each item becomes the caller's own unlisted product (a guest's, by deviceId, passes to their " +
          'account when they sign in with that cart). Answers the cart lines to keep, under a new ' +
          'uniqueKey. All items or none: a template not offered for the item, a missing required ' +
          'control, a value too long or of the wrong type, an image under 75 DPI in its slot, or items ' +
          'that are not exactly the bundle are refused with 400; an image control needs a signed-in ' +
          "shopper's own upload (401 for a guest, 404 for anyone else's). Each item gets a picture: its " +
          "template drawn on the blank item's mockup. Signed-in shoppers add a bundle in one step with carts/product/multi/to/bag.",
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: DesignBodySchema,
        response: { 201: DesignLinesSchema, ...errorResponses, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const bundleId = request.params.id;
      const lines = await createBundleDesigns(
        { db, store },
        owner,
        bundleId,
        request.body.items,
        async (_, made) => made,
      );
      const uniqueKey = newBundleUniqueKey(randomBytes);
      return reply.code(201).send({ uniqueKey, lines: lines.map((line) => ({ ...line, uniqueKey })) });
    },
  );
}
