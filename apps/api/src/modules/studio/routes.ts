import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { BaseQuerySchema, ErrorBodySchema, errorResponses, IdParamsSchema } from '@seed/contract/common';
import {
  CreateBodySchema,
  CreatedSchema,
  DesignSchema,
  FontFileParamsSchema,
  FontsSchema,
  GifQuerySchema,
  GifsSchema,
  StudioStartSchema,
} from '@seed/contract/studio';
import { products } from '@seed/db/schema/products';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GifSearch } from '../../adapters/gif-search/gif-search';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import { presentProduct } from '../products/present';
import { findProduct } from '../products/service';
import { createUserProduct } from './create-product';
import { FONT_DIR, installedFonts } from './fonts';
import { findPrintFile, PRINT_FOLDER, printFileUrl } from './print-files';
import { studioStart } from './start-design';

export type StudioRoutesOptions = ModuleOptions & {
  store: MediaStore;
  gifSearch: GifSearch;
  createsPerMinute: number;
  fontDir?: string;
};

const signedIn = { ...errorResponses, 401: ErrorBodySchema };

export async function studioRoutes(app: FastifyInstance, options: StudioRoutesOptions) {
  const { db, store, gifSearch, mediaBase, fontDir = FONT_DIR } = options;
  const fonts = await installedFonts(fontDir);
  const fontFiles = new Set(fonts.flatMap((font) => font.files.map((f) => f.file)));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/studio/fonts',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags: ['customization'],
        summary: 'Fonts the studio offers: the files the server prints with, all of them shaping Arabic',
        querystring: BaseQuerySchema,
        response: { 200: FontsSchema, ...errorResponses },
      },
    },
    async () => ({
      fonts: fonts.map((font) => ({
        ...font,
        files: font.files.map((f) => ({
          family: f.family,
          url: `/api/studio/fonts/${f.file}`,
          format: 'truetype' as const,
        })),
      })),
    }),
  );

  routes.get(
    '/studio/fonts/:file',
    { schema: { tags: ['customization'], summary: 'A studio font file', params: FontFileParamsSchema } },
    async (request, reply) => {
      const { file } = request.params;
      if (!fontFiles.has(file)) throw new DomainError('NOT_FOUND', `Font ${file} not found`);
      return reply
        .type('font/ttf')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(join(fontDir, file)));
    },
  );

  routes.get(
    '/giphy/search',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags: ['customization'],
        summary: 'GIF stickers for the studio; `enabled: false` when no GIF service is configured',
        querystring: GifQuerySchema,
        response: { 200: GifsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      if (!gifSearch.enabled || q === '') return { enabled: gifSearch.enabled, gifs: [] };
      return { enabled: true, gifs: await gifSearch.search(q, { limit, offset }) };
    },
  );

  routes.post(
    '/products/v2/user/create',
    {
      preHandler: requireUser,
      // Rendering print files costs seconds of CPU; a person designs far fewer products than this.
      config: {
        rateLimit: {
          max: options.createsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      schema: {
        tags: ['customization'],
        summary: "Create the caller's own product from a studio design (and add it to the cart)",
        description:
          'Checks the design against the blank item (technique, position, variant in stock, layers inside ' +
          'the print area, font sizes, design size, image resolution of at least 75 DPI, media owned by the ' +
          'caller: another user’s media id is 404), renders a transparent 300 DPI PNG print file and a mockup ' +
          'per side, and stores product, images and, with `addToCart`, the cart line together. The product ' +
          'belongs to the caller and is never listed in the shop.',
        querystring: BaseQuerySchema,
        body: CreateBodySchema,
        response: { 201: CreatedSchema, ...signedIn, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { design, count, addToCart } = request.body;
      const created = await createUserProduct({ db, store, gifSearch, fonts }, userId, design, {
        addToCart: addToCart ? { count } : undefined,
      });
      const product = await findProduct(db, created.productId, userId);
      return reply.code(201).send({
        product: presentProduct(product!, { currency: request.ctx.currency, mediaBase }),
        printFiles: created.printFiles.map((file) => ({
          side: file.side,
          mediaId: file.mediaId,
          width: file.width,
          height: file.height,
          url: printFileUrl(file.mediaId),
        })),
        cartLine: created.cartLine,
      });
    },
  );

  routes.get(
    '/studio/products/:id/design',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customization'],
        summary: "The design of one of the caller's own products, to open it in the studio again",
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: z.object({ design: DesignSchema }), ...signedIn },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ design: products.design })
        .from(products)
        .where(and(eq(products.id, request.params.id), eq(products.ownerUserId, request.user!.id)));
      const { printFiles: _files, ...design } = (row?.design ?? {}) as Record<string, unknown>;
      const parsed = DesignSchema.safeParse(design);
      if (!parsed.success) throw new DomainError('NOT_FOUND', `Product ${request.params.id} not found`);
      return { design: parsed.data };
    },
  );

  routes.get(
    '/studio/products/:id/start',
    {
      schema: {
        tags: ['customization'],
        summary: 'Where the studio starts when opened on a product',
        description:
          'A listed catalogue product (anyone): its blank item, technique and position, its colour, and its ' +
          'artwork as an image layer centred in each printed side as large as fits (within the largest ' +
          "design). The caller's own customised product: its stored design. Any other product is 404. " +
          'Creating from it makes a new product of the caller; the original is not changed.',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: StudioStartSchema, ...errorResponses },
      },
    },
    async (request) => {
      const start = await studioStart(db, request.params.id, request.user?.id ?? null);
      return {
        ...start,
        pictures: start.pictures.map((row) => ({
          ...toMedia(row, mediaBase)!,
          width: row.width,
          height: row.height,
          ownUpload: row.ownUpload,
        })),
      };
    },
  );

  routes.get(
    '/studio/print-files/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customization'],
        summary: 'A print file (PNG, 300 DPI); only for its owner and admins',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await findPrintFile(db, request.params.id, request.user!);
      const stored = file && (await store.get(PRINT_FOLDER, file.pathname));
      if (!file || !stored) throw new DomainError('NOT_FOUND', `Print file ${request.params.id} not found`);
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('content-length', stored.size)
        .send(stored.body);
    },
  );
}
