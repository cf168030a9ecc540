import { randomBytes } from 'node:crypto';
import type { DesignRequestBody } from '@seed/contract/design-requests';
import type { Db } from '@seed/db/client';
import {
  designRequestAttachments,
  designRequestContents,
  designRequestInventories,
  designRequestProducts,
  designRequests,
} from '@seed/db/schema/design-requests';
import { media } from '@seed/db/schema/media';
import { users } from '@seed/db/schema/users';
import type { DesignRequestStatus } from '@seed/domain/design-request';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { findDesignRequestItems } from '../inventory/service';
import { findOwnedMediaList } from '../media/service';

/** Who asks: a designer (permission designRequests) sees every request, anyone else their own. */
export type Viewer = { id: number; designer: boolean };

// Crockford's alphabet: no I, L, O or U, so a reference read out over the phone is not misheard.
const UID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function newUid(): string {
  return `DR-${Array.from(randomBytes(8), (byte) => UID_ALPHABET[byte % 32]).join('')}`;
}

const requestColumns = {
  id: designRequests.id,
  uid: designRequests.uid,
  userId: designRequests.userId,
  status: designRequests.status,
  createdAt: designRequests.createdAt,
  updatedAt: designRequests.updatedAt,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    locale: users.locale,
  },
};

async function openItems(db: Db, inventoryIds: number[]) {
  const items = await findDesignRequestItems(db, inventoryIds, { takingRequests: true });
  const missing = inventoryIds.filter((id) => !items.some((item) => item.id === id));
  if (missing.length > 0) {
    throw new DomainError('INVALID_DATA', `Items ${missing.join(', ')} do not take design requests`, {
      reason: 'DESIGN_REQUEST_ITEM_NOT_OFFERED',
      details: { inventoryIds: missing.join(', ') },
    });
  }
}

/** The user's own uploads among `ids`, each with its kind; anyone else's upload is as unknown as none. */
export async function ownAttachments(db: Db, ids: number[], userId: number, { imagesOnly = false } = {}) {
  const rows = await findOwnedMediaList(db, ids, userId);
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new DomainError('NOT_FOUND', `Attachment ${missing[0]} not found`, {
      reason: 'DESIGN_REQUEST_ATTACHMENT_NOT_FOUND',
    });
  }
  const kinds = rows.map((row) => ({ mediaId: row.id, kind: attachmentKind(row.mimeType) }));
  if (imagesOnly && kinds.some((row) => row.kind !== 'IMAGE')) {
    throw new DomainError('INVALID_DATA', 'A proposal takes images only', { reason: 'PROPOSAL_IMAGES_ONLY' });
  }
  return kinds;
}

export const attachmentKind = (mimeType: string): 'IMAGE' | 'FILE' =>
  mimeType.startsWith('image/') ? 'IMAGE' : 'FILE';

/** Appends one message, with its attachments, to a request's thread. Run it in a transaction. */
export async function addContent(
  tx: Db,
  requestId: number,
  authorUserId: number,
  message: string,
  attachments: { mediaId: number; kind: 'IMAGE' | 'FILE' }[],
) {
  const [content] = await tx
    .insert(designRequestContents)
    .values({ requestId, authorUserId, message })
    .returning({ id: designRequestContents.id });
  if (attachments.length > 0) {
    await tx
      .insert(designRequestAttachments)
      .values(attachments.map((attachment) => ({ ...attachment, contentId: content!.id })));
  }
  return content!.id;
}

/** Files a request: its items, and the idea with its attachments as the first content. */
export async function createDesignRequest(db: Db, userId: number, body: DesignRequestBody) {
  await openItems(db, body.inventoryIds);
  const attachments = await ownAttachments(db, body.attachmentIds, userId);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(designRequests)
      .values({ uid: newUid(), userId })
      .returning({ id: designRequests.id });
    await tx
      .insert(designRequestInventories)
      .values(body.inventoryIds.map((inventoryId) => ({ requestId: request!.id, inventoryId })));
    await addContent(tx, request!.id, userId, body.idea, attachments);
    return request!.id;
  });
}

/** The edit of a DONE request (the caller moved it): new items and a new brief at the end of the thread. */
export async function replaceBrief(tx: Db, requestId: number, userId: number, body: DesignRequestBody) {
  await openItems(tx, body.inventoryIds);
  const attachments = await ownAttachments(tx, body.attachmentIds, userId);
  await tx
    .delete(designRequestInventories)
    .where(
      and(
        eq(designRequestInventories.requestId, requestId),
        notInArray(designRequestInventories.inventoryId, body.inventoryIds),
      ),
    );
  await tx
    .insert(designRequestInventories)
    .values(body.inventoryIds.map((inventoryId) => ({ requestId, inventoryId })))
    .onConflictDoNothing();
  await addContent(tx, requestId, userId, body.idea, attachments);
}

type ListFilter = Paging & { userId: number | null; status?: DesignRequestStatus; active?: boolean };

const FINISHED: DesignRequestStatus[] = ['DONE', 'CANCELLED'];

/** Newest first; `userId: null` lists everyone's (for designers). */
export async function listDesignRequests(db: Db, filter: ListFilter) {
  const where = and(
    filter.userId === null ? undefined : eq(designRequests.userId, filter.userId),
    filter.status ? eq(designRequests.status, filter.status) : undefined,
    filter.active ? notInArray(designRequests.status, FINISHED) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(designRequests)
      .innerJoin(users, eq(users.id, designRequests.userId))
      .where(where)
      .orderBy(desc(designRequests.createdAt), desc(designRequests.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: count() }).from(designRequests).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/**
 * One request as `viewer` may see it: their own, or any for a designer; otherwise null, so another
 * shopper's request is as unknown as a missing one. `lock` takes the row for a transition.
 */
export async function findDesignRequest(db: Db, id: number, viewer: Viewer, { lock = false } = {}) {
  const query = db
    .select(requestColumns)
    .from(designRequests)
    .innerJoin(users, eq(users.id, designRequests.userId))
    .where(
      and(
        eq(designRequests.id, id),
        viewer.designer ? undefined : eq(designRequests.userId, viewer.id),
      ) as SQL,
    );
  const [row] = lock ? await query.for('update', { of: designRequests }) : await query;
  return row ?? null;
}

export type DesignRequestRow = NonNullable<Awaited<ReturnType<typeof findDesignRequest>>>;

/** The items, the thread with its attachments, and the proposed products' ids of some requests. */
export async function findRequestParts(db: Db, requestIds: number[], { thread = true } = {}) {
  if (requestIds.length === 0) return { items: [], contents: [], attachments: [], proposed: [] };
  const links = await db
    .select()
    .from(designRequestInventories)
    .where(inArray(designRequestInventories.requestId, requestIds))
    .orderBy(asc(designRequestInventories.id));
  const inventories = await findDesignRequestItems(db, [...new Set(links.map((link) => link.inventoryId))]);
  const items = links.flatMap((link) => {
    const item = inventories.find((row) => row.id === link.inventoryId);
    return item ? [{ requestId: link.requestId, ...item }] : [];
  });
  if (!thread) return { items, contents: [], attachments: [], proposed: [] };
  const contents = await db
    .select()
    .from(designRequestContents)
    .where(inArray(designRequestContents.requestId, requestIds))
    .orderBy(asc(designRequestContents.createdAt), asc(designRequestContents.id));
  const contentIds = contents.map((content) => content.id);
  const [attachments, proposed] = await Promise.all([
    contentIds.length === 0
      ? []
      : db
          .select({
            contentId: designRequestAttachments.contentId,
            kind: designRequestAttachments.kind,
            media: mediaColumns(media),
            width: media.width,
            height: media.height,
          })
          .from(designRequestAttachments)
          .innerJoin(media, eq(media.id, designRequestAttachments.mediaId))
          .where(inArray(designRequestAttachments.contentId, contentIds))
          .orderBy(asc(designRequestAttachments.id)),
    db
      .select()
      .from(designRequestProducts)
      .where(inArray(designRequestProducts.requestId, requestIds))
      .orderBy(asc(designRequestProducts.id)),
  ]);
  return { items, contents, attachments, proposed };
}

/** Moves a locked request to `status` (the domain allowed it). */
export async function setStatus(tx: Db, id: number, status: DesignRequestStatus) {
  await tx.update(designRequests).set({ status, updatedAt: sql`now()` }).where(eq(designRequests.id, id));
}

/** Links the products of a proposal to the request and the content that proposed them. */
export async function linkProposalProducts(
  tx: Db,
  requestId: number,
  contentId: number,
  productIds: number[],
) {
  if (productIds.length === 0) return;
  await tx
    .insert(designRequestProducts)
    .values(productIds.map((productId) => ({ requestId, contentId, productId })));
}
