import type { Tx } from '@seed/db/client';

/** An audit row as `recordAudit` (modules/staff/audit.ts) writes it. */
export type AuditRow = {
  staffId: number;
  action: string;
  recordType: string;
  recordId: string | number;
  before: unknown;
  after: unknown;
  reason: string | null;
  requestId: string | null;
};

/**
 * A staff change: who acts, why, in which request, and the writer of its audit row, called with the change's
 * transaction. The catalogue's modules sit below the accounts that staff builds on (users → favourites →
 * products), so they cannot import staff themselves: their routes hand them `recordAudit`.
 */
export type StaffAct = {
  staffId: number;
  reason: string | null;
  requestId: string;
  recordAudit: (tx: Tx, row: AuditRow) => Promise<void>;
};
