import { STAFF_PERMISSIONS, STAFF_ROLES } from '@seed/domain/staff-permissions';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';

/** The audit log's page when the caller gives no limit (the spec's page sizes do not cover staff lists). */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** Why a member of staff made a change: every staff write asks for one, and the audit log keeps it. */
export const AuditReasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why')
  .max(500, 'At most 500 characters')
  .describe('Why the change is made, kept in the audit log');

export const StaffMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['USER', 'ARTIST', 'ADMIN']).describe('The account role; ADMIN holds every permission'),
    staffRoles: z.array(z.enum(STAFF_ROLES)),
    permissions: z.array(z.enum(STAFF_PERMISSIONS)).describe('What the roles give together'),
  })
  .meta({ id: 'StaffMember' });

export const StaffRolesBodySchema = z.strictObject({
  roles: z
    .array(z.enum(STAFF_ROLES))
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role at most once')
    .describe('Every staff role the account holds after the call; [] removes them all'),
  reason: AuditReasonSchema,
});

const TEXT_ID = /^[\w.:-]{1,64}$/;

export const AuditLogQuerySchema = PagingQuerySchema.extend({
  recordType: z
    .string()
    .regex(/^[a-zA-Z][\w-]{0,39}$/, 'A record type is a word')
    .optional()
    .describe('order, user, product…'),
  recordId: z
    .string()
    .regex(TEXT_ID, 'A record id is at most 64 letters or digits')
    .optional()
    .describe('Meant with recordType: ids repeat across types'),
  staffId: IdSchema.optional().describe('Only what this member of staff did'),
  from: z.iso.datetime({ offset: true }).optional().describe('From this moment, included'),
  to: z.iso.datetime({ offset: true }).optional().describe('Before this moment, excluded'),
});

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    staff: z
      .object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() })
      .nullable()
      .describe('Who acted; null once their account is closed'),
    action: z.string().describe('What was done: staff.roles.set, order.status.set…'),
    recordType: z.string(),
    recordId: z.string(),
    before: z.unknown().describe('The record as it was, as far as the action changed it'),
    after: z.unknown().describe('The record as the action left it'),
    reason: z.string().nullable(),
    requestId: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

const tags = ['staff'];

export const staff = {
  me: endpoint({
    method: 'GET',
    path: '/admin/me',
    tags,
    access: 'signedIn',
    summary:
      "The caller's staff roles and permissions: none for a shopper, whom the back office then answers as not found",
    query: BaseQuerySchema,
    reply: StaffMemberSchema,
    refusals: [],
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/staff',
    tags,
    access: { permission: 'staff' },
    summary:
      'Every member of staff: the ADMINs and the accounts holding a staff role, with their permissions',
    query: BaseQuerySchema,
    reply: z.object({ staff: z.array(StaffMemberSchema) }),
    refusals: [],
  }),
  setRoles: endpoint({
    method: 'PUT',
    path: '/admin/staff/:userId/roles',
    tags,
    access: { permission: 'staff' },
    summary: "Set an account's staff roles, with the reason; the audit log keeps the roles before and after",
    params: z.strictObject({ userId: IdSchema }),
    query: BaseQuerySchema,
    body: StaffRolesBodySchema,
    reply: StaffMemberSchema,
    refusals: ['STAFF_USER_NOT_FOUND'],
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    tags,
    access: { permission: 'auditLog' },
    summary: 'What staff did, newest first, filtered by record, member of staff and time',
    description: `${AUDIT_LOG_PAGE_SIZE} entries per page by default.`,
    query: AuditLogQuerySchema,
    reply: pageSchema('entries', AuditEntrySchema),
    refusals: [],
  }),
};
