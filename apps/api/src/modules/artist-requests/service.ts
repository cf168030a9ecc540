import type { ArtistRequestBody, ReviewBody } from '@seed/contract/artist-requests';
import type { Db } from '@seed/db/client';
import { artistRequests } from '@seed/db/schema/artists';
import { users } from '@seed/db/schema/users';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { createArtistForUser, findArtistOfUser } from '../artists/accounts';
import { findMediaRows, findOwnedMedia } from '../media/service';
import { recordAudit } from '../staff/audit';
import { promoteToArtist } from '../users/service';

const requestColumns = {
  id: artistRequests.id,
  status: artistRequests.status,
  name: artistRequests.name,
  bio: artistRequests.bio,
  portfolioLinks: artistRequests.portfolioLinks,
  sampleMediaIds: artistRequests.sampleMediaIds,
  reviewNote: artistRequests.reviewNote,
  reasonCode: artistRequests.reasonCode,
  createdAt: artistRequests.createdAt,
  reviewedAt: artistRequests.reviewedAt,
  user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
};

type RequestRow = { sampleMediaIds: number[] };

// The samples' media rows, in the order the applicant gave them.
async function withSamples<T extends RequestRow>(db: Db, rows: T[]) {
  const media = await findMediaRows(db, [...new Set(rows.flatMap((row) => row.sampleMediaIds))]);
  const byId = new Map(media.map((row) => [row.id, row]));
  return rows.map(({ sampleMediaIds, ...row }) => ({
    ...row,
    samples: sampleMediaIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

async function findRequest(db: Db, id: number) {
  const [row] = await db
    .select(requestColumns)
    .from(artistRequests)
    .innerJoin(users, eq(users.id, artistRequests.userId))
    .where(eq(artistRequests.id, id));
  if (!row) throw new DomainError('NOT_FOUND', `Artist request ${id} not found`);
  const [withMedia] = await withSamples(db, [row]);
  return withMedia!;
}

/**
 * A user's application to become an artist. One waits at a time: the user row is locked while checking, so
 * two submissions at once cannot both pass. Samples must be the applicant's own uploads.
 */
export async function submitArtistRequest(db: Db, userId: number, body: ArtistRequestBody) {
  const sampleIds = [...new Set(body.sampleMediaIds)];
  for (const mediaId of sampleIds) {
    if (!(await findOwnedMedia(db, mediaId, userId)))
      throw new DomainError('NOT_FOUND', `Image ${mediaId} not found among your uploads`, {
        reason: 'ARTIST_SAMPLE_NOT_FOUND',
      });
  }
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    if (await findArtistOfUser(tx, userId)) {
      throw new DomainError('CONFLICT', 'You are already an artist', { reason: 'ALREADY_AN_ARTIST' });
    }
    const [pending] = await tx
      .select({ id: artistRequests.id })
      .from(artistRequests)
      .where(and(eq(artistRequests.userId, userId), eq(artistRequests.status, 'PENDING')));
    if (pending) {
      throw new DomainError('CONFLICT', 'Your earlier request is still being reviewed', {
        reason: 'ARTIST_REQUEST_PENDING',
      });
    }
    const [row] = await tx
      .insert(artistRequests)
      .values({
        userId,
        name: body.name,
        bio: body.bio,
        portfolioLinks: body.portfolioLinks,
        sampleMediaIds: sampleIds,
      })
      .returning({ id: artistRequests.id });
    return row!.id;
  });
  return findRequest(db, id);
}

/** Requests for the admin, newest first, optionally of one status. */
export async function listArtistRequests(
  db: Db,
  filter: { status?: 'PENDING' | 'APPROVED' | 'REJECTED' } & Paging,
) {
  const rows = await db
    .select(requestColumns)
    .from(artistRequests)
    .innerJoin(users, eq(users.id, artistRequests.userId))
    .where(filter.status ? eq(artistRequests.status, filter.status) : undefined)
    .orderBy(desc(artistRequests.createdAt), desc(artistRequests.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return pageOf(await withSamples(db, rows), filter);
}

/**
 * An admin's decision on a waiting request; a decided one cannot be decided again (409). Approval makes the
 * applicant an artist (their artist row with a free subdomain, and the ARTIST role) in the same transaction.
 */
export async function reviewArtistRequest(
  db: Db,
  review: { reviewerId: number; requestId: number; auditRequestId: string },
  body: ReviewBody,
) {
  const { reviewerId, requestId } = review;
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        userId: artistRequests.userId,
        status: artistRequests.status,
        name: artistRequests.name,
        bio: artistRequests.bio,
      })
      .from(artistRequests)
      .where(eq(artistRequests.id, requestId))
      .for('update');
    if (!request) throw new DomainError('NOT_FOUND', `Artist request ${requestId} not found`);
    if (request.status !== 'PENDING') {
      throw new DomainError('CONFLICT', `This request was already ${request.status.toLowerCase()}`, {
        reason: 'ARTIST_REQUEST_ALREADY_REVIEWED',
        details: { status: request.status },
      });
    }
    // The applicant is always told why, in their language, from the list.
    if (body.status === 'REJECTED' && !body.reasonCode) {
      throw new DomainError('INVALID_DATA', 'Choose a reason from the list', {
        reason: 'MODERATION_REASON_REQUIRED',
      });
    }
    await tx
      .update(artistRequests)
      .set({
        status: body.status,
        reviewNote: body.note ?? null,
        reasonCode: body.status === 'REJECTED' ? (body.reasonCode ?? null) : null,
        reviewedByUserId: reviewerId,
        reviewedAt: new Date(),
      })
      .where(eq(artistRequests.id, requestId));
    await recordAudit(tx, {
      staffId: reviewerId,
      action: 'artistRequest.status.set',
      recordType: 'artistRequest',
      recordId: requestId,
      before: { status: request.status },
      after: { status: body.status, reasonCode: body.reasonCode ?? null },
      reason: body.note || body.reasonCode || null,
      requestId: review.auditRequestId,
    });
    if (body.status === 'APPROVED') {
      await createArtistForUser(tx, { userId: request.userId, name: request.name, bio: request.bio });
      await promoteToArtist(tx, request.userId);
    }
  });
  return findRequest(db, requestId);
}
