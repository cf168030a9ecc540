import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Tx } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { inArray } from 'drizzle-orm';
import { recordAudit } from '../staff/audit';

/** Who changes the catalogue, and in which request: each change writes its audit row with them. */
export type CatalogueAct = { staffId: number; requestId: string };

/**
 * The end of every change of the desk, inside its transaction: the audit row, then the notice that drops the
 * storefront's cached replies about the items touched (and lists, which show any item) once it commits.
 */
export async function recordCatalogueChange(
  tx: Tx,
  act: CatalogueAct,
  change: { action: string; recordType: string; recordId: number; before: unknown; after: unknown },
  inventoryIds: readonly number[],
) {
  await recordAudit(tx, { ...change, staffId: act.staffId, requestId: act.requestId, reason: null });
  await announceChange(tx, [cacheTags.catalogue, ...inventoryIds.map(cacheTags.inventory)]);
}

/** Pictures are uploads (media/upload) made before the form is saved: an unknown id is refused by name. */
export async function assertMediaExist(tx: Tx, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const found = await tx.select({ id: media.id }).from(media).where(inArray(media.id, wanted));
  const missing = wanted.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) {
    throw new DomainError('NOT_FOUND', `Media ${missing} not found`, { reason: 'MEDIA_NOT_FOUND' });
  }
}

export const blankItemNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Blank item ${id} not found`, { reason: 'BLANK_ITEM_NOT_FOUND' });
