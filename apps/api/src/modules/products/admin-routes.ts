import { ADMIN_PRODUCT_PAGE_SIZE, adminProducts } from '@seed/contract/admin-catalogue-products';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import {
  editCatalogueProduct,
  featureCatalogueProduct,
  findCatalogueProduct,
  listCatalogueProducts,
} from './admin-products';

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
  const presentDetail = ({ images, tags, allTags, ...row }: Detail) => ({
    ...presentRow(row),
    tags,
    allTags,
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
}
