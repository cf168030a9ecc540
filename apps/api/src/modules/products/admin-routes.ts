import { ADMIN_PRODUCT_PAGE_SIZE, adminProducts } from '@seed/contract/admin-catalogue-products';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import {
  addCatalogueProductImage,
  editCatalogueProduct,
  featureCatalogueProduct,
  findCatalogueProduct,
  listCatalogueProducts,
  removeCatalogueProductImage,
} from './admin-products';
import { createProductTag } from './admin-tags';

type Row = Awaited<ReturnType<typeof listCatalogueProducts>>['items'][number];
type Detail = Awaited<ReturnType<typeof findCatalogueProduct>>;

const actOf = (request: { user: { id: number }; id: string }, reason: string | undefined) => ({
  staffId: request.user.id,
  reason: reason ?? null,
  requestId: request.id,
  recordAudit,
});

/** The catalogue desk's product endpoints (permission `catalogue`): search, edit, feature on the home page. */
export async function adminProductRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  // Left joins give a null-filled object where the artist or the category is missing.
  const presentRow = ({
    artistId: _artistId,
    artworkId: _artworkId,
    artist,
    category,
    media,
    ...row
  }: Row) => ({
    ...row,
    artist: artist ? { id: artist.id, nameEn: artist.displayNameEn, nameAr: artist.displayNameAr } : null,
    category: category?.id ? category : null,
    media: toMedia(media, mediaBase),
  });
  const presentDetail = ({ images, tags, allTags, colors, ...row }: Detail) => ({
    ...presentRow(row),
    tags,
    allTags,
    colors,
    images: images.map((image) => ({ ...image, media: toMedia(image.media, mediaBase) })),
  });

  serve(app, adminProducts.list, async (request) => {
    const { q, artist, categoryId, active, featured, sort, dir } = request.query;
    const filter = { q, artist, categoryId, active, featured, sort, dir };
    const paging = clampPaging(request.query, { defaultLimit: ADMIN_PRODUCT_PAGE_SIZE });
    const page = await listCatalogueProducts(db, filter, paging);
    return { ...namedPage('products', page, presentRow), total: page.total };
  });

  serve(app, adminProducts.detail, async (request) =>
    presentDetail(await findCatalogueProduct(db, request.params.id)),
  );

  serve(app, adminProducts.update, async (request) => {
    const { reason, ...edit } = request.body;
    return presentDetail(await editCatalogueProduct(db, request.params.id, edit, actOf(request, reason)));
  });

  serve(app, adminProducts.createTag, async (request) => {
    const { reason, ...names } = request.body;
    return presentDetail(await createProductTag(db, request.params.id, names, actOf(request, reason)));
  });

  serve(app, adminProducts.feature, async (request) => {
    const { featuredRank, reason } = request.body;
    return {
      featuredRank: await featureCatalogueProduct(
        db,
        request.params.id,
        featuredRank,
        actOf(request, reason),
      ),
    };
  });

  serve(app, adminProducts.addImage, async (request) => {
    const { reason, ...image } = request.body;
    return presentDetail(
      await addCatalogueProductImage(db, request.params.id, image, actOf(request, reason)),
    );
  });

  serve(app, adminProducts.removeImage, async (request) => {
    const { id, imageId } = request.params;
    return presentDetail(await removeCatalogueProductImage(db, id, imageId, actOf(request, undefined)));
  });
}
