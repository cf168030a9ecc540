import type { Db } from '@seed/db/client';
import { artistEarnings, artistPayoutDetails, payoutBatches, payouts } from '@seed/db/schema/earnings';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { artistAccountsOf } from '../artists/accounts';
import { recordAudit } from '../staff/audit';
import { readSettings } from './settings';

type StaffCall = { staffId: number; requestId: string | null };

// Cleared earnings not yet in a payout, per artist with payout details, that reach the minimum.
async function dueBalances(db: Db, minimumFils: number) {
  return db
    .select({ artistId: artistEarnings.artistId, amount: sql<number>`sum(${artistEarnings.amount})::int` })
    .from(artistEarnings)
    .innerJoin(artistPayoutDetails, eq(artistPayoutDetails.artistId, artistEarnings.artistId))
    .where(
      and(
        eq(artistEarnings.state, 'CLEARED'),
        isNull(artistEarnings.payoutId),
        sql`${artistPayoutDetails.iban} <> ''`,
      ),
    )
    .groupBy(artistEarnings.artistId)
    .having(sql`sum(${artistEarnings.amount}) >= greatest(${minimumFils}::int, 1)`);
}

/** What a batch made now would pay: how many artists, how much, under which minimum. */
export async function dueNow(db: Db) {
  const { payoutMinimumFils } = await readSettings(db);
  const rows = await dueBalances(db, payoutMinimumFils);
  return {
    artists: rows.length,
    totalFils: rows.reduce((sum, row) => sum + row.amount, 0),
    minimumFils: payoutMinimumFils,
  };
}

const batchFigures = {
  id: payoutBatches.id,
  state: payoutBatches.state,
  createdAt: payoutBatches.createdAt,
  closedAt: payoutBatches.closedAt,
  payouts: sql<number>`(select count(*)::int from ${payouts} where ${payouts.batchId} = ${payoutBatches.id})`,
  paid: sql<number>`(select count(*)::int from ${payouts} where ${payouts.batchId} = ${payoutBatches.id} and ${payouts.state} = 'PAID')`,
  totalFils: sql<number>`(select coalesce(sum(${payouts.amount}), 0)::int from ${payouts} where ${payouts.batchId} = ${payoutBatches.id})`,
};

export async function listBatches(db: Db, paging: Paging) {
  const rows = await db
    .select(batchFigures)
    .from(payoutBatches)
    .orderBy(desc(payoutBatches.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

export function batchNotFound(id: number) {
  return new DomainError('NOT_FOUND', `Payout batch ${id} not found`, { reason: 'PAYOUT_BATCH_NOT_FOUND' });
}

/** A batch with its payouts: the artist, the amount and where it goes (the IBAN whole; callers mask it). */
export async function findBatch(db: Db, id: number) {
  const [batch] = await db.select(batchFigures).from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch) throw batchNotFound(id);
  const rows = await db
    .select({
      payout: payouts,
      iban: artistPayoutDetails.iban,
      accountName: artistPayoutDetails.accountName,
    })
    .from(payouts)
    .leftJoin(artistPayoutDetails, eq(artistPayoutDetails.artistId, payouts.artistId))
    .where(eq(payouts.batchId, id))
    .orderBy(payouts.id);
  const names = await artistAccountsOf(
    db,
    rows.map((row) => row.payout.artistId),
  );
  return {
    batch,
    rows: rows.map(({ payout, iban, accountName }) => ({
      ...payout,
      iban,
      accountName,
      artistNameEn: names.get(payout.artistId)?.displayNameEn ?? '',
      artistNameAr: names.get(payout.artistId)?.displayNameAr ?? '',
    })),
  };
}

/**
 * Makes the payout batch: one payout per artist whose cleared balance reaches the minimum, the earnings
 * rows tied to it. The settings row is locked first, so creations at once queue behind each other and the
 * ones after the first find a batch open; the partial unique index on open batches backs that up.
 */
export async function createBatch(db: Db, call: StaffCall) {
  const id = await db.transaction(async (tx) => {
    const settings = await readSettings(tx, { lock: true });
    const [open] = await tx
      .select({ id: payoutBatches.id })
      .from(payoutBatches)
      .where(eq(payoutBatches.state, 'OPEN'));
    if (open) {
      throw new DomainError('CONFLICT', `Payout batch ${open.id} is still open: pay it first`, {
        reason: 'PAYOUT_BATCH_OPEN',
        details: { id: open.id },
      });
    }
    const due = await dueBalances(tx, settings.payoutMinimumFils);
    if (due.length === 0) {
      throw new DomainError('CONFLICT', 'No artist has a cleared balance that reaches the minimum', {
        reason: 'PAYOUT_NOTHING_DUE',
      });
    }
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ minimumFils: settings.payoutMinimumFils, staffId: call.staffId })
      .returning({ id: payoutBatches.id });
    if (!batch) throw new Error('The payout batch insert returned no row');
    const made = await tx
      .insert(payouts)
      .values(due.map((row) => ({ batchId: batch.id, artistId: row.artistId, amount: row.amount })))
      .returning({ id: payouts.id, artistId: payouts.artistId });
    for (const payout of made) {
      await tx
        .update(artistEarnings)
        .set({ payoutId: payout.id })
        .where(
          and(
            eq(artistEarnings.artistId, payout.artistId),
            eq(artistEarnings.state, 'CLEARED'),
            isNull(artistEarnings.payoutId),
          ),
        );
    }
    await recordAudit(tx, {
      staffId: call.staffId,
      action: 'payouts.batch.create',
      recordType: 'payout_batch',
      recordId: batch.id,
      before: null,
      after: { payouts: due.length, totalFils: due.reduce((sum, row) => sum + row.amount, 0) },
      reason: null,
      requestId: call.requestId,
    });
    return batch.id;
  });
  return findBatch(db, id);
}

/** The batch with IBANs in full for the bank; the export itself is written to the audit log. */
export async function exportBatch(db: Db, id: number, call: StaffCall) {
  const found = await findBatch(db, id);
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      staffId: call.staffId,
      action: 'payouts.batch.export',
      recordType: 'payout_batch',
      recordId: id,
      before: null,
      after: { payouts: found.rows.length, ibansShown: found.rows.filter((row) => row.iban).length },
      reason: null,
      requestId: call.requestId,
    });
  });
  return found;
}

export function payoutNotFound(id: number) {
  return new DomainError('NOT_FOUND', `Payout ${id} not found`, { reason: 'PAYOUT_NOT_FOUND' });
}

/**
 * Marks a payout paid with the transfer's reference: its earnings become PAID, and the batch closes once
 * every payout in it is paid. Returns the payout and whether it was this call that paid it.
 */
export async function markPaid(db: Db, id: number, reference: string, call: StaffCall) {
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw payoutNotFound(id);
    if (payout.state === 'PAID') {
      throw new DomainError('CONFLICT', `Payout ${id} is already paid`, { reason: 'PAYOUT_ALREADY_PAID' });
    }
    const paidAt = new Date();
    await tx
      .update(payouts)
      .set({ state: 'PAID', reference, paidAt, paidByStaffId: call.staffId })
      .where(eq(payouts.id, id));
    await tx.update(artistEarnings).set({ state: 'PAID' }).where(eq(artistEarnings.payoutId, id));
    const [unpaid] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.batchId, payout.batchId), eq(payouts.state, 'PENDING')))
      .limit(1);
    if (!unpaid) {
      await tx
        .update(payoutBatches)
        .set({ state: 'CLOSED', closedAt: paidAt })
        .where(eq(payoutBatches.id, payout.batchId));
    }
    await recordAudit(tx, {
      staffId: call.staffId,
      action: 'payouts.payout.paid',
      recordType: 'payout',
      recordId: id,
      before: { state: payout.state },
      after: { state: 'PAID', reference, amountFils: payout.amount, artistId: payout.artistId },
      reason: null,
      requestId: call.requestId,
    });
    return { ...payout, state: 'PAID' as const, reference, paidAt };
  });
}
