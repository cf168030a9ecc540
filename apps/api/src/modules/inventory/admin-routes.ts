import { adminBlankItems, BLANK_ITEM_PAGE_SIZE } from '@seed/contract/admin-blank-items';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { listNamedCategoryLinks } from '../categories/service';
import { recordAudit } from '../staff/audit';
import type { CatalogueAct } from './admin-act';
import { addSide, blankItemDetail, removeSide, saveVariants, setMockup, updateSide } from './admin-parts';
import { setMainPicture } from './admin-picture';
import { createBlankItem, findBlankItems, setBlankItemActive, updateBlankItem } from './admin-service';
import { deleteSwatch, listAllColors, listAllSizes, saveColor, saveSize } from './admin-swatches';

const actOf = (request: { user: { id: number }; id: string }): CatalogueAct => ({
  staffId: request.user.id,
  requestId: request.id,
  recordAudit,
});

/** The back office's blank items desk (merchandisers): items, their variants and sides, colours and sizes. */
export async function adminBlankItemRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  serve(app, adminBlankItems.list, async (request) => {
    const { q, status, technique, sort, dir } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: BLANK_ITEM_PAGE_SIZE });
    return findBlankItems(db, { q, status, technique, sort, dir }, paging);
  });

  serve(app, adminBlankItems.options, async () => {
    const [colors, sizes, categoryLinks] = await Promise.all([
      listAllColors(db),
      listAllSizes(db),
      listNamedCategoryLinks(db),
    ]);
    return { colors, sizes, categoryLinks };
  });

  serve(app, adminBlankItems.detail, async (request) => {
    const found = await blankItemDetail(db, request.params.id);
    const { item } = found;
    return {
      id: item.id,
      isActive: item.isActive,
      nameEn: item.nameEn,
      nameAr: item.nameAr,
      descriptionEn: item.descriptionEn,
      descriptionAr: item.descriptionAr,
      price: item.price,
      weight: item.weight,
      printingTypes: item.printingType,
      backPrint: item.backPrint,
      pocketPrint: item.pocketPrint,
      designRequests: item.design_request_enabled,
      minDiagonal: item.minDiagonal,
      maxDiagonal: item.maxDiagonal,
      minFontSize: item.minFontSize,
      maxFontSize: item.maxFontSize,
      sizeGuide: item.sizeGuide,
      categoryLinkIds: found.links,
      rank: item.rank,
      mainMedia: toMedia(found.mainMedia, mediaBase),
      variants: found.variants.map((row) => ({
        id: row.id,
        colorId: row.colorId,
        sizeId: row.sizeId,
        cost: row.cost,
        surcharge: row.surcharge,
        lowStockThreshold: row.lowStockThreshold,
        count: row.count,
        notifiAdmin: row.notifiAdmin,
      })),
      sides: found.sides.map(({ side, media }) => ({
        id: side.id,
        type: side.type,
        position: side.position,
        rank: side.rank,
        printArea: side.printArea,
        media: toMedia(media, mediaBase),
        mockups: found.mockups.flatMap((mockup) => {
          const shown = mockup.sideId === side.id ? toMedia(mockup.media, mediaBase) : null;
          return shown ? [{ colorId: mockup.colorId, media: shown }] : [];
        }),
      })),
    };
  });

  serve(app, adminBlankItems.create, async (request) => ({
    id: await createBlankItem(db, request.body, actOf(request)),
  }));

  serve(app, adminBlankItems.update, async (request) => {
    await updateBlankItem(db, request.params.id, request.body, actOf(request));
    return { id: request.params.id };
  });

  serve(app, adminBlankItems.setActive, async (request) => {
    await setBlankItemActive(db, request.params.id, request.body.active, actOf(request));
    return { id: request.params.id, isActive: request.body.active };
  });

  serve(app, adminBlankItems.saveVariants, async (request) => ({
    variants: await saveVariants(db, request.params.id, request.body.variants, actOf(request)),
  }));

  serve(app, adminBlankItems.addSide, async (request) => ({
    id: await addSide(db, request.params.id, request.body, actOf(request)),
  }));

  serve(app, adminBlankItems.updateSide, async (request) => {
    const { id, sideId } = request.params;
    await updateSide(db, id, sideId, request.body, actOf(request));
    return { id: sideId };
  });

  serve(app, adminBlankItems.removeSide, async (request) => {
    const { id, sideId } = request.params;
    await removeSide(db, id, sideId, actOf(request));
    return { id: sideId };
  });

  serve(app, adminBlankItems.setMockup, async (request) => {
    await setMockup(db, request.params, request.body.mediaId, actOf(request));
    return { id: request.params.sideId };
  });

  serve(app, adminBlankItems.setPicture, async (request) => {
    await setMainPicture(db, request.params.id, request.body.mediaId, actOf(request));
    return { id: request.params.id };
  });

  serve(app, adminBlankItems.colors, async () => ({ colors: await listAllColors(db) }));
  serve(app, adminBlankItems.createColor, async (request) => ({
    id: await saveColor(db, null, request.body, actOf(request)),
  }));
  serve(app, adminBlankItems.updateColor, async (request) => ({
    id: await saveColor(db, request.params.id, request.body, actOf(request)),
  }));

  serve(app, adminBlankItems.sizes, async () => ({ sizes: await listAllSizes(db) }));
  serve(app, adminBlankItems.createSize, async (request) => ({
    id: await saveSize(db, null, request.body, actOf(request)),
  }));
  serve(app, adminBlankItems.updateSize, async (request) => ({
    id: await saveSize(db, request.params.id, request.body, actOf(request)),
  }));
  serve(app, adminBlankItems.deleteColor, async (request) => ({
    id: await deleteSwatch(db, 'color', request.params.id, actOf(request)),
  }));
  serve(app, adminBlankItems.deleteSize, async (request) => ({
    id: await deleteSwatch(db, 'size', request.params.id, actOf(request)),
  }));
}
