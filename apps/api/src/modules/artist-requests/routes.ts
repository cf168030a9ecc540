import { artistRequests } from '@seed/contract/artist-requests';
import type { Media } from '@seed/contract/media';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import type { Mailer } from '../mail/mailer';
import { findContact } from '../users/service';
import { artistRequestDecisionMail } from './decision-mail';
import { listArtistRequests, reviewArtistRequest, submitArtistRequest } from './service';

type Row = Awaited<ReturnType<typeof submitArtistRequest>>;

const presentRequest = (row: Row, mediaBase: string) => ({
  ...row,
  samples: row.samples.flatMap((sample): Media[] => {
    const media = toMedia(sample, mediaBase);
    return media ? [media] : [];
  }),
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export async function artistRequestRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (row: Row) => presentRequest(row, mediaBase);

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
}

/** The moderators' answer to a request, and the applicant's e-mail about it (decision 0046). */
export async function artistRequestReviewRoutes(
  app: FastifyInstance,
  { db, mediaBase, mailer, publicUrl }: ModuleOptions & { mailer: Mailer; publicUrl: string },
) {
  serve(app, artistRequests.review, async (request) => {
    const reviewed = await reviewArtistRequest(
      db,
      { reviewerId: request.user.id, requestId: request.params.id, auditRequestId: request.id },
      request.body,
    );
    // After the commit: the answer stands even when the mail server is away, and the profile shows it.
    const contact = await findContact(db, reviewed.user.id);
    if (contact && reviewed.status !== 'PENDING') {
      const decision = {
        status: reviewed.status,
        reasonCode: reviewed.reasonCode,
        note: reviewed.reviewNote,
      };
      await mailer
        .send(artistRequestDecisionMail(contact, decision, publicUrl))
        .catch((error: unknown) => request.log.warn({ err: error }, 'artist request mail not sent'));
    }
    return presentRequest(reviewed, mediaBase);
  });
}
