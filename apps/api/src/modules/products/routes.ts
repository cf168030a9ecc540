import { products } from '@seed/contract/products';
import { cacheTags } from '@seed/db/cache-changes';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import type { ViewCounter } from '../views/service';
import { adminProductRoutes } from './admin-routes';
import { ensureColourPhotos } from './colour-photos';
import { presentCard, presentImages, presentProduct } from './present';
import { findProduct, findProductImages, listProducts, listTrendingProducts } from './service';

// The spec names no default for the shop grid; 12 fills three or four rows of cards.
const PRODUCT_PAGE_SIZE = 12;

const notListed = (id: number) =>
  new DomainError('NOT_FOUND', `Product ${id} not found`, { reason: 'PRODUCT_NOT_LISTED' });

type PhotoDeps = Parameters<typeof ensureColourPhotos>[0];

/**
 * The product its viewer may see, with photos in the colour asked for. The visibility check comes first:
 * a photo is only ever drawn for a product the caller may open.
 */
async function productInColour(deps: PhotoDeps, id: number, userId: number | null, colorId?: number) {
  const product = await findProduct(deps.db, id, userId);
  if (!product) throw notListed(id);
  const photos = product.productImages;
  // A product without any photo has none to redraw; one with a photo in this colour needs none.
  if (colorId === undefined || photos.length === 0 || photos.some((photo) => photo.colorId === colorId))
    return product;
  await ensureColourPhotos(deps, [{ productId: id, colorId }]);
  const images = await findProductImages(deps.db, id, userId);
  return images ? { ...product, productImages: images.productImages } : product;
}

type Product = Awaited<ReturnType<typeof productInColour>>;

// Everything a product page shows, so that a change to any of it drops the page's cached replies.
const productPageTags = (product: Product) => [
  cacheTags.product(product.id),
  cacheTags.inventory(product.inventoryId),
  ...(product.artistId === null ? [] : [cacheTags.artist(product.artistId)]),
  ...(product.artworkId === null ? [] : [cacheTags.artwork(product.artworkId)]),
];

// Views are counted after the answer, cached or not, and only for a product that was shown.
function countProductView(views: ViewCounter): onResponseHookHandler {
  return async (request, reply) => {
    const id = Number((request.params as { id: unknown }).id);
    if (reply.statusCode === 200 && Number.isInteger(id)) views.count('product', id);
  };
}

export async function productRoutes(
  app: FastifyInstance,
  { db, mediaBase, store, views }: ModuleOptions & { store: MediaStore; views: ViewCounter },
) {
  serve(
    app,
    products.list,
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PRODUCT_PAGE_SIZE });
      const page = await listProducts(db, { ...request.query, ...paging });
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('products', page, (card) => presentCard(card, presentation));
    },
    { config: { cacheSeconds: 30 } },
  );

  serve(
    app,
    products.trending,
    async (request) => {
      const page = await listTrendingProducts(db, {
        ...clampPaging(request.query, { defaultLimit: PAGE_SIZES.trending }),
        frontPage: request.query.frontPage,
      });
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('products', page, (card) => presentCard(card, presentation));
    },
    { config: { cacheSeconds: 60 } },
  );

  serve(
    app,
    products.images,
    async (request) => {
      const { id } = request.params;
      const images = await findProductImages(db, id, request.user?.id ?? null);
      if (!images) throw notListed(id);
      return presentImages(images, mediaBase);
    },
    { config: { cacheSeconds: 60 } },
  );

  // Anonymous replies of listed products are cached per URL (currency, colour) and language, and dropped as
  // soon as anything they show changes; a signed-in caller, who may see their own designs, is never served
  // from or stored in the cache (plugins/response-cache.ts, decision 0040).
  serve(
    app,
    products.detail,
    async (request) => {
      const { id } = request.params;
      const deps = { db, store, log: request.log };
      const product = await productInColour(deps, id, request.user?.id ?? null, request.query.colorId);
      request.cacheTags = productPageTags(product);
      return presentProduct(product, { currency: request.ctx.currency, mediaBase });
    },
    { config: { cacheSeconds: 60 }, onResponse: [countProductView(views)] },
  );

  await adminProductRoutes(app, { db, mediaBase });
}
