import type { Db, Tx } from '@seed/db/client';
import { earningsSettings } from '@seed/db/schema/earnings';
import { marginWithin } from '@seed/domain/artist-earnings';
import { DomainError } from '@seed/domain/errors';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../staff/audit';

// What an artwork earns per product when the artist does not say.
const DEFAULT_MARGIN_FILS = 2000;

export type EarningsSettings = typeof earningsSettings.$inferSelect;

/** The one settings row, made with its defaults the first time it is read. */
export async function readSettings(db: Db | Tx, options: { lock?: boolean } = {}): Promise<EarningsSettings> {
  await db.insert(earningsSettings).values({ id: 1 }).onConflictDoNothing();
  const query = db.select().from(earningsSettings).where(eq(earningsSettings.id, 1));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new Error('The earnings settings row is missing');
  return row;
}

/** The margin asked for (or the default, kept within the limits), refused when outside the limits. */
export async function assertMargin(db: Db | Tx, marginFils: number | undefined): Promise<number> {
  const settings = await readSettings(db);
  const limits = { minFils: settings.marginMinFils, maxFils: settings.marginMaxFils };
  if (marginFils === undefined) {
    return Math.min(Math.max(DEFAULT_MARGIN_FILS, limits.minFils), limits.maxFils);
  }
  if (!marginWithin(marginFils, limits)) {
    throw new DomainError(
      'INVALID_DATA',
      `The margin must be between ${limits.minFils} and ${limits.maxFils} fils`,
      {
        reason: 'MARGIN_OUT_OF_RANGE',
        details: { min: limits.minFils / 1000, max: limits.maxFils / 1000 },
      },
    );
  }
  return marginFils;
}

type NewSettings = Pick<EarningsSettings, 'marginMinFils' | 'marginMaxFils' | 'payoutMinimumFils'>;

export async function saveSettings(
  db: Db,
  values: NewSettings,
  audit: { staffId: number; reason: string; requestId: string | null },
) {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, { lock: true });
    const [after] = await tx
      .update(earningsSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(earningsSettings.id, 1))
      .returning();
    if (!after) throw new Error('The earnings settings row is missing');
    await recordAudit(tx, {
      staffId: audit.staffId,
      action: 'payouts.settings.set',
      recordType: 'earnings_settings',
      recordId: 1,
      before: {
        marginMinFils: before.marginMinFils,
        marginMaxFils: before.marginMaxFils,
        payoutMinimumFils: before.payoutMinimumFils,
      },
      after: values,
      reason: audit.reason,
      requestId: audit.requestId,
    });
    return after;
  });
}
