import { adminContent } from '@seed/contract/admin-content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { createBanner, deleteBanner, findBanner, listBanners, updateBanner } from './admin-banners';
import type { StaffAct } from './admin-pictures';
import { createSlide, deleteSlide, findSlide, listSlides, updateSlide } from './admin-slides';

type WithPictures = { media: Parameters<typeof toMedia>[0]; mediaAr: Parameters<typeof toMedia>[0] };

/** The content desk's carousel slides and banners (permission `content`; decision 0044). */
export async function adminMarketingRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = <R extends WithPictures>(row: R) => ({
    ...row,
    media: toMedia(row.media, mediaBase),
    mediaAr: toMedia(row.mediaAr, mediaBase),
  });
  const actOf = (request: FastifyRequest & { user: { id: number } }, reason?: string): StaffAct => ({
    staffId: request.user.id,
    reason: reason ?? null,
    requestId: request.id,
  });

  serve(app, adminContent.slides, async () => ({ slides: (await listSlides(db)).map(present) }));
  serve(app, adminContent.slide, async (request) => present(await findSlide(db, request.params.id)));
  serve(app, adminContent.createSlide, async (request) =>
    present(await createSlide(db, request.body, actOf(request, request.body.reason))),
  );
  serve(app, adminContent.updateSlide, async (request) =>
    present(await updateSlide(db, request.params.id, request.body, actOf(request, request.body.reason))),
  );
  serve(app, adminContent.deleteSlide, async (request) => {
    await deleteSlide(db, request.params.id, actOf(request));
    return { deleted: true as const };
  });

  serve(app, adminContent.banners, async () => ({ banners: (await listBanners(db)).map(present) }));
  serve(app, adminContent.banner, async (request) => present(await findBanner(db, request.params.id)));
  serve(app, adminContent.createBanner, async (request) =>
    present(await createBanner(db, request.body, actOf(request, request.body.reason))),
  );
  serve(app, adminContent.updateBanner, async (request) =>
    present(await updateBanner(db, request.params.id, request.body, actOf(request, request.body.reason))),
  );
  serve(app, adminContent.deleteBanner, async (request) => {
    await deleteBanner(db, request.params.id, actOf(request));
    return { deleted: true as const };
  });
}
