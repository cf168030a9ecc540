import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Media } from '@seed/contract/media';
import { DesignSchema, studio } from '@seed/contract/studio';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { GifSearch } from '../../adapters/gif-search/gif-search';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { findOwnDesign } from '../products/owned-products';
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

export async function studioRoutes(app: FastifyInstance, options: StudioRoutesOptions) {
  const { db, store, gifSearch, mediaBase, fontDir = FONT_DIR } = options;
  const fonts = await installedFonts(fontDir);
  const fontFiles = new Set(fonts.flatMap((font) => font.files.map((f) => f.file)));

  serve(
    app,
    studio.fonts,
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
    { config: { cacheSeconds: 300 } },
  );

  serve(app, studio.fontFile, async (request, reply) => {
    const { file } = request.params;
    if (!fontFiles.has(file)) throw new DomainError('NOT_FOUND', `Font ${file} not found`);
    return reply
      .type('font/ttf')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(join(fontDir, file)));
  });

  serve(
    app,
    studio.gifs,
    async (request) => {
      const { q, limit, offset } = request.query;
      if (!gifSearch.enabled || q === '') return { enabled: gifSearch.enabled, gifs: [] };
      return { enabled: true, gifs: await gifSearch.search(q, { limit, offset }) };
    },
    { config: { cacheSeconds: 300 } },
  );

  serve(
    app,
    studio.create,
    async (request) => {
      const userId = request.user.id;
      const { design, count, addToCart } = request.body;
      const created = await createUserProduct({ db, store, gifSearch, fonts }, userId, design, {
        addToCart: addToCart ? { count } : undefined,
      });
      const product = await findProduct(db, created.productId, userId);
      if (!product) throw new DomainError('NOT_FOUND', `Product ${created.productId} not found`);
      return {
        product: presentProduct(product, { currency: request.ctx.currency, mediaBase }),
        printFiles: created.printFiles.map((file) => ({
          side: file.side,
          mediaId: file.mediaId,
          width: file.width,
          height: file.height,
          url: printFileUrl(file.mediaId),
        })),
        cartLine: created.cartLine,
      };
    },
    {
      // Rendering print files costs seconds of CPU; a person designs far fewer products than this.
      config: {
        rateLimit: {
          max: options.createsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
    },
  );

  serve(app, studio.design, async (request) => {
    const stored = await findOwnDesign(db, request.params.id, request.user.id);
    const { printFiles: _files, ...design } = (stored ?? {}) as Record<string, unknown>;
    const parsed = DesignSchema.safeParse(design);
    if (!parsed.success) throw new DomainError('NOT_FOUND', `Product ${request.params.id} not found`);
    return { design: parsed.data };
  });

  serve(app, studio.start, async (request) => {
    const start = await studioStart(db, request.params.id, request.user?.id ?? null);
    return {
      ...start,
      pictures: start.pictures.map((row) => ({
        ...(toMedia(row, mediaBase) as Media),
        width: row.width,
        height: row.height,
        ownUpload: row.ownUpload,
      })),
    };
  });

  serve(app, studio.printFile, async (request, reply) => {
    const file = await findPrintFile(db, request.params.id, request.user);
    const stored = file && (await store.get(PRINT_FOLDER, file.pathname));
    if (!file || !stored) throw new DomainError('NOT_FOUND', `Print file ${request.params.id} not found`);
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('content-length', stored.size)
      .send(stored.body);
  });
}
