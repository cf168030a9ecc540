import { AUDIT_LOG_PAGE_SIZE, staff } from '@seed/contract/staff';
import { clampPaging } from '@seed/domain/paging';
import { permissionsOf } from '@seed/domain/staff-permissions';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { findStaffMember, listAuditLog, listStaff, type StaffMember, setStaffRoles } from './service';

const present = (member: StaffMember) => ({
  ...member,
  permissions: permissionsOf([member.role, ...member.staffRoles]),
});

export async function staffRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, staff.list, async () => ({ staff: (await listStaff(db)).map(present) }));

  serve(app, staff.lookup, async (request) => present(await findStaffMember(db, request.query.email)));

  serve(app, staff.setRoles, async (request) =>
    present(
      await setStaffRoles(db, {
        userId: request.params.userId,
        roles: request.body.roles,
        reason: request.body.reason,
        staffId: request.user.id,
        requestId: request.id,
      }),
    ),
  );

  serve(app, staff.auditLog, async (request) => {
    const { recordType, recordId, staffId, from, to } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: AUDIT_LOG_PAGE_SIZE });
    const page = await listAuditLog(db, { recordType, recordId, staffId, from, to }, paging);
    return namedPage('entries', page, (entry) => ({ ...entry, at: entry.at.toISOString() }));
  });
}
