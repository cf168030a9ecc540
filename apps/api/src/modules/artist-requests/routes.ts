import { artistRequests } from '@seed/contract/artist-requests';
import type { Media } from '@seed/contract/media';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { listArtistRequests, reviewArtistRequest, submitArtistRequest } from './service';

type Row = Awaited<ReturnType<typeof submitArtistRequest>>;

export async function artistRequestRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (row: Row) => ({
    ...row,
    samples: row.samples.flatMap((sample): Media[] => {
      const media = toMedia(sample, mediaBase);
      return media ? [media] : [];
    }),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  });

  for (const apply of [artistRequests.apply, artistRequests.applyPut]) {
    serve(app, apply, async (request) =>
      present(await submitArtistRequest(db, request.user.id, request.body)),
    );
  }

  serve(app, artistRequests.list, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: 20 });
    const page = await listArtistRequests(db, { status: request.query.status, ...paging });
    return namedPage('artistRequests', page, present);
  });

  serve(app, artistRequests.review, async (request) =>
    present(
      await reviewArtistRequest(
        db,
        { reviewerId: request.user.id, requestId: request.params.id, auditRequestId: request.id },
        request.body,
      ),
    ),
  );
}
