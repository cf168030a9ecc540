import type { Db } from '@seed/db/client';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { STAFF_ROLES, type StaffRole } from '@seed/domain/staff-permissions';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { findAccounts, lockUser } from '../users/service';
import { recordAudit } from './audit';

type Account = Awaited<ReturnType<typeof findAccounts>>[number];
export type StaffMember = Account & { staffRoles: StaffRole[] };

// Roles in their declared order, so a list and an audit row read the same whatever order they were granted in.
const inOrder = (roles: StaffRole[]) => STAFF_ROLES.filter((role) => roles.includes(role));

export async function staffRolesOf(db: Db, userId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId));
  return inOrder(rows.map((row) => row.role));
}

/** The caller as the back office sees them: their account and staff roles, none for a shopper. */
export async function staffMemberOf(db: Db, userId: number): Promise<StaffMember | null> {
  const [account] = await findAccounts(db, [userId]);
  return account ? { ...account, staffRoles: await staffRolesOf(db, userId) } : null;
}

/** The ADMINs and every open account holding a staff role. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const grants = await db.select({ userId: staffRoles.userId, role: staffRoles.role }).from(staffRoles);
  const accounts = await findAccounts(db, [...new Set(grants.map((grant) => grant.userId))], {
    admins: true,
  });
  return accounts.map((account) => ({
    ...account,
    staffRoles: inOrder(grants.filter((grant) => grant.userId === account.id).map((grant) => grant.role)),
  }));
}

type RolesChange = {
  userId: number;
  roles: StaffRole[];
  reason: string;
  staffId: number;
  requestId: string;
};

/** Replaces an account's staff roles and logs the roles before and after, in one transaction. */
export async function setStaffRoles(db: Db, change: RolesChange): Promise<StaffMember> {
  const [account] = await findAccounts(db, [change.userId]);
  if (!account) {
    throw new DomainError('NOT_FOUND', 'No such account', { reason: 'STAFF_USER_NOT_FOUND' });
  }
  const roles = inOrder(change.roles);
  await db.transaction(async (tx) => {
    // Two changes of one account's roles apply one after the other, each logging what the other left.
    await lockUser(tx, change.userId);
    const held = await staffRolesOf(tx, change.userId);
    const dropped = held.filter((role) => !roles.includes(role));
    const added = roles.filter((role) => !held.includes(role));
    // Roles kept keep who granted them and when.
    if (dropped.length > 0) {
      await tx
        .delete(staffRoles)
        .where(and(eq(staffRoles.userId, change.userId), inArray(staffRoles.role, dropped)));
    }
    if (added.length > 0) {
      await tx
        .insert(staffRoles)
        .values(added.map((role) => ({ userId: change.userId, role, grantedById: change.staffId })));
    }
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'staff.roles.set',
      recordType: 'user',
      recordId: change.userId,
      before: { roles: held },
      after: { roles },
      reason: change.reason,
      requestId: change.requestId,
    });
  });
  return { ...account, staffRoles: roles };
}

type AuditFilters = {
  recordType?: string;
  recordId?: string;
  staffId?: number;
  from?: string;
  to?: string;
};

export async function listAuditLog(db: Db, filters: AuditFilters, paging: Paging) {
  const where: SQL[] = [];
  if (filters.recordType) where.push(eq(auditLog.recordType, filters.recordType));
  if (filters.recordId) where.push(eq(auditLog.recordId, filters.recordId));
  if (filters.staffId) where.push(eq(auditLog.staffId, filters.staffId));
  if (filters.from) where.push(gte(auditLog.at, new Date(filters.from)));
  if (filters.to) where.push(lt(auditLog.at, new Date(filters.to)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  const staffIds = [...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))];
  const accounts = await findAccounts(db, staffIds);
  const page = pageOf(rows, paging);
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      staff: accounts.find((account) => account.id === row.staffId) ?? null,
    })),
  };
}
