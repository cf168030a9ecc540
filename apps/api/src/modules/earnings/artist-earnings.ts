import type { Db } from '@seed/db/client';
import { artistEarnings, artistPayoutDetails, payouts } from '@seed/db/schema/earnings';
import { DomainError } from '@seed/domain/errors';
import { ibanProblem, maskIban, normalizeIban } from '@seed/domain/iban';
import type { Paging } from '@seed/domain/paging';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { artworkTitles } from '../artworks/artwork-margin';
import { balancesOf } from './ledger';
import { payoutNotFound } from './payouts';

export type EarningRow = typeof artistEarnings.$inferSelect;

// A sale that a reversal row of the same line stands beside.
const reversed = sql<boolean>`exists (select 1 from ${artistEarnings} r where r.order_product_id = ${artistEarnings.orderProductId} and r.kind = 'REVERSAL')`;

export async function artistTotals(db: Db, artistId: number) {
  return (await balancesOf(db, [artistId])).get(artistId) ?? { pending: 0, cleared: 0, paid: 0 };
}

/** The artist's ledger rows, newest first: sales and reversals. */
export async function artistSales(db: Db, artistId: number, paging: Paging) {
  const rows = await db
    .select({ row: artistEarnings, reversed })
    .from(artistEarnings)
    .where(eq(artistEarnings.artistId, artistId))
    .orderBy(desc(artistEarnings.createdAt), desc(artistEarnings.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(
    rows.map(({ row, reversed }) => ({ ...row, reversed: row.kind === 'SALE' && reversed })),
    paging,
  );
}

/** Every ledger row of the artist, oldest first, for the CSV export. */
export function allArtistSales(db: Db, artistId: number) {
  return db
    .select()
    .from(artistEarnings)
    .where(eq(artistEarnings.artistId, artistId))
    .orderBy(asc(artistEarnings.createdAt), asc(artistEarnings.id));
}

/** The artist's sales per design (artwork): units kept and what they earned, best sellers first. */
export async function artistDesigns(db: Db, artistId: number, paging: Paging) {
  const units = sql<number>`sum(case when ${artistEarnings.kind} = 'SALE' then ${artistEarnings.count} else -${artistEarnings.count} end)::int`;
  const rows = await db
    .select({
      artworkId: artistEarnings.artworkId,
      units,
      amount: sql<number>`sum(${artistEarnings.amount})::int`,
      nameEn: sql<string>`min(${artistEarnings.nameEn})`,
      nameAr: sql<string>`min(${artistEarnings.nameAr})`,
    })
    .from(artistEarnings)
    .where(eq(artistEarnings.artistId, artistId))
    .groupBy(artistEarnings.artworkId)
    .orderBy(desc(sql`sum(${artistEarnings.amount})`), asc(artistEarnings.artworkId))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  const titles = await artworkTitles(
    db,
    rows.flatMap((row) => (row.artworkId === null ? [] : [row.artworkId])),
  );
  return pageOf(
    rows.map(({ nameEn, nameAr, ...row }) => {
      const title = row.artworkId === null ? undefined : titles.get(row.artworkId);
      return { ...row, titleEn: title?.titleEn ?? nameEn, titleAr: title?.titleAr ?? nameAr };
    }),
    paging,
  );
}

export async function artistPayouts(db: Db, artistId: number, paging: Paging) {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.artistId, artistId))
    .orderBy(desc(payouts.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/** One of the artist's payouts and the ledger rows it paid (sales and the refunds deducted). */
export async function artistStatement(db: Db, artistId: number, payoutId: number) {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.artistId, artistId)));
  if (!payout) throw payoutNotFound(payoutId);
  const lines = await db
    .select()
    .from(artistEarnings)
    .where(eq(artistEarnings.payoutId, payoutId))
    .orderBy(asc(artistEarnings.createdAt), asc(artistEarnings.id));
  return { payout, lines };
}

export async function payoutDetailsOf(db: Db, artistId: number) {
  const [row] = await db.select().from(artistPayoutDetails).where(eq(artistPayoutDetails.artistId, artistId));
  return {
    ibanMasked: row?.iban ? maskIban(row.iban) : null,
    accountName: row?.accountName || null,
    saleMail: row?.saleMail ?? false,
  };
}

/** Saves the artist's IBAN (checked, stored without spaces) and account name. */
export async function savePayoutDetails(
  db: Db,
  artistId: number,
  input: { iban: string; accountName: string },
) {
  const problem = ibanProblem(input.iban);
  if (problem) {
    throw new DomainError('INVALID_DATA', `That IBAN is not valid (${problem.toLowerCase()})`, {
      reason: 'IBAN_INVALID',
      details: { problem },
    });
  }
  const values = { iban: normalizeIban(input.iban), accountName: input.accountName };
  await db
    .insert(artistPayoutDetails)
    .values({ artistId, ...values })
    .onConflictDoUpdate({ target: artistPayoutDetails.artistId, set: values });
  return payoutDetailsOf(db, artistId);
}

/**
 * Turns the daily sale e-mail on or off. Details not given yet are kept as an empty row, so the setting has
 * a home; payouts skip an artist without an IBAN.
 */
export async function saveSaleMail(db: Db, artistId: number, enabled: boolean) {
  await db
    .insert(artistPayoutDetails)
    .values({ artistId, iban: '', accountName: '', saleMail: enabled, saleMailSentAt: new Date() })
    .onConflictDoUpdate({
      target: artistPayoutDetails.artistId,
      set: { saleMail: enabled, ...(enabled ? { saleMailSentAt: new Date() } : {}) },
    });
  return payoutDetailsOf(db, artistId);
}
