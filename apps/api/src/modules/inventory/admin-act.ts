import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Tx } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { inArray } from 'drizzle-orm';

type AuditRow = {
  staffId: number;
  action: string;
  recordType: string;
  recordId: number;
  before: unknown;
  after: unknown;
  reason: null;
  requestId: string;
};

/**
 * Who changes the catalogue, in which request, and the staff module's audit writer. The writer is handed in
 * by the routes: the staff module reaches inventory (through users and carts), so inventory's services must
 * not import it back.
 */
export type CatalogueAct = {
  staffId: number;
  requestId: string;
  recordAudit: (tx: Tx, row: AuditRow) => Promise<void>;
};

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
  await act.recordAudit(tx, { ...change, staffId: act.staffId, requestId: act.requestId, reason: null });
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
