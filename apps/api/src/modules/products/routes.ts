import { BaseQuerySchema, errorResponses, IdParamsSchema, pageSchema } from '@seed/contract/common';
import {
  ProductCardSchema,
  ProductImagesSchema,
  ProductListQuerySchema,
  ProductQuerySchema,
  ProductSchema,
  TrendingQuerySchema,
} from '@seed/contract/products';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { recordView } from '../views/service';
import { ensureColourPhotos } from './colour-photos';
import { presentCard, presentImages, presentProduct } from './present';
import { findProduct, findProductImages, listProducts, listTrendingProducts } from './service';

// The spec names no default for the shop grid; 12 fills three or four rows of cards.
const PRODUCT_PAGE_SIZE = 12;

export async function productRoutes(
  app: FastifyInstance,
  { db, mediaBase, store }: ModuleOptions & { store: MediaStore },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/products/all',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['products'],
        summary: 'Products in the shop, by rank, with optional search and filters',
        querystring: ProductListQuerySchema,
        response: { 200: pageSchema('products', ProductCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PRODUCT_PAGE_SIZE });
      const page = await listProducts(db, { ...request.query, ...paging });
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('products', page, (card) => presentCard(card, presentation));
    },
  );

  routes.get(
    '/products/trending',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['products'],
        summary: 'Most viewed and bought products of the last 30 days',
        querystring: TrendingQuerySchema,
        response: { 200: pageSchema('products', ProductCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const page = await listTrendingProducts(
        db,
        clampPaging(request.query, { defaultLimit: PAGE_SIZES.trending }),
      );
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('products', page, (card) => presentCard(card, presentation));
    },
  );

  routes.get(
    '/products/:id/image',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['products'],
        summary: "A product's main image and its mockups, for a picture shown before its image was known",
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: ProductImagesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const images = await findProductImages(db, id, request.user?.id ?? null);
      if (!images) throw new DomainError('NOT_FOUND', `Product ${id} not found`);
      return presentImages(images, mediaBase);
    },
  );

  routes.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'A product page: prices, images, artist, artwork, blank item and its variants',
        description:
          "With `colorId` (a garment colour of its blank item) the product's images include that colour: " +
          "a shop product photographed in another colour is drawn on that colour's mockup the first time.",
        params: IdParamsSchema,
        querystring: ProductQuerySchema,
        response: { 200: ProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { colorId } = request.query;
      if (colorId !== undefined)
        await ensureColourPhotos({ db, store, log: request.log }, [{ productId: id, colorId }]);
      const product = await findProduct(db, id, request.user?.id ?? null);
      if (!product) throw new DomainError('NOT_FOUND', `Product ${id} not found`);
      // Counted off the response path: a lost view is cheaper than a slower page.
      recordView(db, 'product', id).catch((err: unknown) =>
        request.log.warn({ err }, 'product view not counted'),
      );
      return presentProduct(product, { currency: request.ctx.currency, mediaBase });
    },
  );
}
