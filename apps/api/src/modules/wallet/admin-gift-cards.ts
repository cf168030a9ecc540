import { randomBytes } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { giftCardBatches, giftCards } from '@seed/db/schema/wallet';
import { CSV_BOM, csvRow } from '@seed/domain/csv';
import { CURRENCY_DETAILS, type Currency, parseCurrency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import { GIFT_CARD_CODE_RANDOMS, giftCardCode } from '@seed/domain/gift-card-code';
import type { Paging } from '@seed/domain/paging';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { recordAudit } from '../staff/audit';
import { findAccounts } from '../users/service';

/** Who acts, and the request they act in: every change below writes its audit row with them. */
type StaffAct = { staffId: number; reason: string | null; requestId: string };

type GiftCardStatus = 'ACTIVE' | 'REDEEMED' | 'EXPIRED' | 'DEACTIVATED';
type CardRow = typeof giftCards.$inferSelect;

/** A card's standing: redeemed first (its money is in a wallet whatever happened after), then deactivated. */
export function giftCardStatus(card: CardRow, now = new Date()): GiftCardStatus {
  if (card.redeemedAt) return 'REDEEMED';
  if (card.deactivatedAt) return 'DEACTIVATED';
  if (card.expiresAt && card.expiresAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

const STATUS_WHERE: Record<GiftCardStatus, SQL | undefined> = {
  REDEEMED: isNotNull(giftCards.redeemedAt),
  DEACTIVATED: and(isNull(giftCards.redeemedAt), isNotNull(giftCards.deactivatedAt)),
  EXPIRED: and(
    isNull(giftCards.redeemedAt),
    isNull(giftCards.deactivatedAt),
    lte(giftCards.expiresAt, sql`now()`),
  ),
  ACTIVE: and(
    isNull(giftCards.redeemedAt),
    isNull(giftCards.deactivatedAt),
    or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
  ),
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type CardFilters = { batchId?: number; status?: GiftCardStatus; q?: string };

/** Cards newest first, each with the account that redeemed it. */
export async function listGiftCards(db: Db, filters: CardFilters, paging: Paging) {
  const where = and(
    filters.batchId ? eq(giftCards.batchId, filters.batchId) : undefined,
    filters.status ? STATUS_WHERE[filters.status] : undefined,
    // The end of a code only: staff find a card a customer reads out without the list showing whole codes.
    filters.q ? ilike(giftCards.code, `%${escapeLike(filters.q.toUpperCase())}`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ n: count() }).from(giftCards).where(where),
  ]);
  const page = pageOf(rows, paging);
  const redeemers = page.items.flatMap((card) => (card.redeemedByUserId ? [card.redeemedByUserId] : []));
  const accounts = new Map(
    (await findAccounts(db, [...new Set(redeemers)])).map((account) => [account.id, account]),
  );
  return {
    ...page,
    total: total?.n ?? 0,
    items: page.items.map((card) => {
      const account = card.redeemedByUserId ? accounts.get(card.redeemedByUserId) : undefined;
      const name = account ? `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() : '';
      return {
        card,
        redeemedBy: card.redeemedByUserId
          ? {
              id: card.redeemedByUserId,
              name: name || account?.email || `#${card.redeemedByUserId}`,
              email: account?.email ?? '',
            }
          : null,
      };
    }),
  };
}

const batchColumns = {
  id: giftCardBatches.id,
  amount: giftCardBatches.amount,
  currency: giftCardBatches.currency,
  quantity: giftCardBatches.quantity,
  expiresAt: giftCardBatches.expiresAt,
  note: giftCardBatches.note,
  issuedByStaffId: giftCardBatches.issuedByStaffId,
  createdAt: giftCardBatches.createdAt,
  // Named in full: drizzle writes a column in a sql template unqualified, which the subquery would read as its own.
  redeemed: sql<number>`(select count(*)::int from ${giftCards} gc where gc.batch_id = ${giftCardBatches}.id and gc.redeemed_at is not null)`,
};

async function withIssuers<T extends { issuedByStaffId: number | null }>(db: Db, rows: T[]) {
  const ids = rows.flatMap((row) => (row.issuedByStaffId ? [row.issuedByStaffId] : []));
  const staff = new Map((await findAccounts(db, [...new Set(ids)])).map((account) => [account.id, account]));
  return rows.map((row) => {
    const account = row.issuedByStaffId ? staff.get(row.issuedByStaffId) : undefined;
    const name = account
      ? `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() || account.email
      : null;
    return { ...row, issuedBy: name };
  });
}

export async function listBatches(db: Db, paging: Paging) {
  const rows = await db
    .select(batchColumns)
    .from(giftCardBatches)
    .orderBy(desc(giftCardBatches.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  const page = pageOf(rows, paging);
  return { ...page, items: await withIssuers(db, page.items) };
}

const batchNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Gift card batch ${id} not found`, { reason: 'GIFT_CARD_BATCH_NOT_FOUND' });

export async function findBatch(db: Db, id: number) {
  const [row] = await db.select(batchColumns).from(giftCardBatches).where(eq(giftCardBatches.id, id));
  if (!row) throw batchNotFound(id);
  const [batch] = await withIssuers(db, [row]);
  if (!batch) throw batchNotFound(id);
  return batch;
}

/** `count` fresh codes; a code that happens to exist already is replaced when the insert skips it. */
function freshCodes(howMany: number): string[] {
  const codes = new Set<string>();
  while (codes.size < howMany) {
    const code = giftCardCode(randomBytes(GIFT_CARD_CODE_RANDOMS * 2));
    if (code) codes.add(code);
  }
  return [...codes];
}

type Issue = { amount: number; currency: Currency; quantity: number; expiresAt: Date | null; note: string };

/** Issues a batch of cards in one transaction, with its audit row (which never holds the codes). */
export async function issueBatch(db: Db, issue: Issue, act: StaffAct) {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(giftCardBatches)
      .values({ ...issue, issuedByStaffId: act.staffId })
      .returning({ id: giftCardBatches.id });
    if (!batch) throw new Error('gift card batch not inserted');
    let missing = issue.quantity;
    while (missing > 0) {
      const made = await tx
        .insert(giftCards)
        .values(
          freshCodes(missing).map((code) => ({
            code,
            amount: issue.amount,
            currency: issue.currency,
            expiresAt: issue.expiresAt,
            batchId: batch.id,
          })),
        )
        .onConflictDoNothing({ target: giftCards.code })
        .returning({ id: giftCards.id });
      missing -= made.length;
    }
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'giftCards.batch.issue',
      recordType: 'giftCardBatch',
      recordId: batch.id,
      before: null,
      after: { ...issue, expiresAt: issue.expiresAt?.toISOString() ?? null },
      reason: act.reason,
      requestId: act.requestId,
    });
    return batch;
  });
}

const majorAmount = (amount: number, currency: Currency) =>
  (amount / 10 ** CURRENCY_DETAILS[currency].minorDigits).toFixed(CURRENCY_DETAILS[currency].minorDigits);

/**
 * A batch's codes as CSV text. Reading them is the one way staff see whole codes, so the read and its audit
 * row are one transaction: no download goes unrecorded.
 */
export async function batchCodesCsv(db: Db, id: number, act: StaffAct): Promise<string> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(giftCardBatches).where(eq(giftCardBatches.id, id));
    if (!batch) throw batchNotFound(id);
    const cards = await tx.select().from(giftCards).where(eq(giftCards.batchId, id)).orderBy(giftCards.id);
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'giftCards.codes.download',
      recordType: 'giftCardBatch',
      recordId: id,
      before: null,
      after: { cards: cards.length },
      reason: act.reason,
      requestId: act.requestId,
    });
    const now = new Date();
    const rows = cards.map((card) => {
      const currency = parseCurrency(card.currency);
      return csvRow([
        card.code,
        majorAmount(card.amount, currency),
        currency,
        card.expiresAt?.toISOString() ?? null,
        giftCardStatus(card, now),
      ]);
    });
    return CSV_BOM + csvRow(['code', 'amount', 'currency', 'expiresAt', 'status']) + rows.join('');
  });
}

/** Deactivates a card under its row lock, the lock redeeming takes: a card is redeemed or deactivated, never both. */
export async function deactivateGiftCard(db: Db, id: number, act: StaffAct) {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!card) {
      throw new DomainError('NOT_FOUND', `Gift card ${id} not found`, { reason: 'GIFT_CARD_NOT_FOUND' });
    }
    if (card.redeemedAt) {
      throw new DomainError('CONFLICT', `Gift card ${id} has been redeemed`, {
        reason: 'GIFT_CARD_ALREADY_REDEEMED',
      });
    }
    const deactivatedAt = card.deactivatedAt ?? new Date();
    await tx.update(giftCards).set({ deactivatedAt }).where(eq(giftCards.id, id));
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'giftCard.deactivate',
      recordType: 'giftCard',
      recordId: id,
      before: { deactivatedAt: card.deactivatedAt?.toISOString() ?? null },
      after: { deactivatedAt: deactivatedAt.toISOString() },
      reason: act.reason,
      requestId: act.requestId,
    });
  });
}
