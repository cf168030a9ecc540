import type { Tx } from '@seed/db/client';
import { auditLog } from '@seed/db/schema/staff';

export type AuditEntry = {
  staffId: number;
  /** What was done, as `<record>.<field>.<verb>`: staff.roles.set, order.status.set… */
  action: string;
  recordType: string;
  recordId: string | number;
  before: unknown;
  after: unknown;
  reason: string | null;
  requestId: string | null;
};

/**
 * Writes the audit row of a staff change. It takes the change's transaction, never the database, so the row
 * and the change are committed or rolled back together: no change escapes the log, no row tells of a change
 * that did not happen.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, recordId: String(entry.recordId) });
}
