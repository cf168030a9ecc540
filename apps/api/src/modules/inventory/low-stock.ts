import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, inventories, sizes } from '@seed/db/schema/inventory';
import { stockMovements } from '@seed/db/schema/stock-movements';
import type { Locale } from '@seed/domain/locale';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import { type LowStockLine, lowStockMail } from './low-stock-mail';

/** Crossings mailed per run; a bigger backlog goes out on the next runs. */
const BATCH = 200;

/**
 * Mails the low-stock crossings not mailed yet (the outbox the stock changes fill, see stock.ts), one mail
 * per recipient in their language, and stamps them. Runs after the changes committed: right after a staff
 * edit, and every minute from the job queue for the crossings a sale made. The rows stay locked (and skipped
 * by a run on another replica) until stamped. The mails are queued by the same transaction as the stamps, so
 * they go exactly when the stamps commit; without a queue they are sent at once, and a failed send rolls the
 * stamps back, so the next run retries.
 * Returns how many crossings it mailed.
 */
export type LowStockMailing = {
  mailer: Mailer;
  /** Who is told: everyone who may work the stock desk (the staff module knows them). */
  recipients: (db: Db) => Promise<{ email: string; locale: Locale }[]>;
  publicUrl?: string;
};

export async function sendLowStockMails(
  db: Db,
  { mailer, recipients, publicUrl }: LowStockMailing,
): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(and(eq(stockMovements.lowStockAlert, true), isNull(stockMovements.alertMailedAt)))
      .orderBy(asc(stockMovements.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return 0;
    const ids = pending.map((row) => row.id);
    const lines: LowStockLine[] = await tx
      .select({
        variantId: colorsToSizes.id,
        itemNameAr: inventories.nameAr,
        itemNameEn: inventories.nameEn,
        colorNameAr: colors.nameAr,
        colorNameEn: colors.nameEn,
        sizeLabel: sizes.label,
        count: stockMovements.countAfter,
        threshold: colorsToSizes.lowStockThreshold,
      })
      .from(stockMovements)
      .innerJoin(colorsToSizes, eq(colorsToSizes.id, stockMovements.colorsToSizesId))
      .innerJoin(inventories, eq(inventories.id, colorsToSizes.inventoryId))
      .innerJoin(colors, eq(colors.id, colorsToSizes.colorId))
      .innerJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
      .where(inArray(stockMovements.id, ids))
      .orderBy(asc(stockMovements.id));
    for (const recipient of await recipients(tx)) {
      await mailer.send(lowStockMail(recipient, lines, publicUrl), tx);
    }
    await tx.update(stockMovements).set({ alertMailedAt: new Date() }).where(inArray(stockMovements.id, ids));
    return ids.length;
  });
}
