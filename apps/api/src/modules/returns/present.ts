import type { Db } from '@seed/db/client';
import { type orderReturns, returnLines, returnPhotos } from '@seed/db/schema/returns';
import { asc, inArray } from 'drizzle-orm';
import { toMedia } from '../../http/media';
import { findMediaRows } from '../media/service';
import { orderLines } from '../orders/records';
import { findAccounts } from '../users/service';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** Returns as the API shows them: their lines named as ordered, their photos, and (for staff) the customer. */
export async function presentReturns(db: Db, rows: readonly ReturnRow[], mediaBase: string) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [lines, photos, accounts] = await Promise.all([
    db.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.id)),
    db.select().from(returnPhotos).where(inArray(returnPhotos.returnId, ids)).orderBy(asc(returnPhotos.id)),
    findAccounts(db, [...new Set(rows.map((row) => row.userId))]),
  ]);
  const media = new Map(
    (
      await findMediaRows(
        db,
        photos.map((photo) => photo.mediaId),
      )
    ).map((m) => [m.id, m]),
  );
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const names = new Map(
    (await Promise.all(orderIds.map((orderId) => orderLines(db, orderId)))).flatMap(({ rows: lineRows }) =>
      lineRows.map((line) => [line.id, { nameEn: line.nameEn, nameAr: line.nameAr }] as const),
    ),
  );
  return rows.map((row) => {
    const account = accounts.find((candidate) => candidate.id === row.userId);
    return {
      id: row.id,
      orderId: row.orderId,
      state: row.state,
      reason: row.reason,
      details: row.details,
      decisionNote: row.decisionNote,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      refundId: row.refundId,
      createdAt: row.createdAt.toISOString(),
      lines: lines
        .filter((line) => line.returnId === row.id)
        .map((line) => ({
          lineId: line.orderProductId,
          count: line.count,
          nameEn: names.get(line.orderProductId)?.nameEn ?? '',
          nameAr: names.get(line.orderProductId)?.nameAr ?? '',
        })),
      photos: photos
        .filter((photo) => photo.returnId === row.id)
        .flatMap((photo) => toMedia(media.get(photo.mediaId), mediaBase) ?? []),
      customer: account
        ? { id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName }
        : null,
    };
  });
}
