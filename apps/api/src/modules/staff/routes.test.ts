/// <reference types="vite/client" />
import type { Endpoint } from '@seed/contract/endpoint';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { type AnyRole, can, STAFF_ROLES, type StaffPermission } from '@seed/domain/staff-permissions';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';
import { recordAudit } from './audit';

const CONTRACT = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/contract/src/*.ts', '!**/*.test.ts'],
  { eager: true },
);

type StaffEndpoint = Endpoint & { access: { permission: StaffPermission } };

function staffEndpointsIn(value: unknown, found: StaffEndpoint[] = []): StaffEndpoint[] {
  if (typeof value !== 'object' || value === null || '_zod' in value) return found;
  if ('method' in value && 'path' in value && 'access' in value) {
    const { access } = value as Endpoint;
    if (typeof access === 'object' && 'permission' in access) found.push(value as StaffEndpoint);
  } else for (const inner of Object.values(value)) staffEndpointsIn(inner, found);
  return found;
}

// Every staff endpoint of the contract, present and future: the permission matrix below covers them all.
const STAFF_ENDPOINTS = Object.values(CONTRACT).flatMap((module) => staffEndpointsIn(module));

const hidden = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && /^Route \w+ \S+ not found$/.test(response.json().message);

describe.each(testDatabaseKinds())('staff on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => api?.close());

  const account = async (email: string, role: 'USER' | 'ARTIST' | 'ADMIN' = 'USER') => {
    const [row] = await api.db.insert(users).values({ email, role }).returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    return { id: row.id, headers: { authorization: `Bearer ${await createSession(api.db, row.id)}` } };
  };
  const setRoles = (headers: object, userId: number | string, payload: object) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${userId}/roles`,
      headers: headers as Record<string, string>,
      payload,
    });
  const get = (url: string, headers: object = {}) =>
    api.app.inject({ url, headers: headers as Record<string, string> });

  it('tells the caller their own staff roles and permissions, none for a shopper, and nothing to a guest', async () => {
    const admin = await account('me-admin@example.com', 'ADMIN');
    const clerk = await account('me-clerk@example.com');
    const shopper = await account('me-shopper@example.com');
    await setRoles(admin.headers, clerk.id, { roles: ['FINANCE'], reason: 'Joins finance' });

    const mine = await get('/api/admin/me', clerk.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: clerk.id,
      staffRoles: ['FINANCE'],
      permissions: ['refunds', 'wallet', 'payouts', 'reports', 'customers'],
    });
    expect((await get('/api/admin/me', shopper.headers)).json()).toMatchObject({
      staffRoles: [],
      permissions: [],
    });
    expect((await get('/api/admin/me', admin.headers)).json().permissions).toContain('staff');
    expect((await get('/api/admin/me')).statusCode).toBe(401);
  });

  it('lets an ADMIN set roles, logging the roles before and after with the reason and the request', async () => {
    const admin = await account('boss@example.com', 'ADMIN');
    const clerk = await account('clerk@example.com');

    const granted = await setRoles(admin.headers, clerk.id, {
      roles: ['FINANCE', 'OPERATIONS'],
      reason: '  Runs the desk on weekends ',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      id: clerk.id,
      email: 'clerk@example.com',
      firstName: '',
      lastName: '',
      role: 'USER',
      staffRoles: ['OPERATIONS', 'FINANCE'],
      permissions: [
        'orders',
        'production',
        'shipping',
        'returns',
        'refunds',
        'wallet',
        'payouts',
        'reports',
        'customers',
      ],
    });
    const [grantedFirst] = await api.db
      .select()
      .from(staffRoles)
      .where(and(eq(staffRoles.userId, clerk.id), eq(staffRoles.role, 'FINANCE')));
    const narrowed = await setRoles(admin.headers, clerk.id, {
      roles: ['FINANCE'],
      reason: 'Moved to finance',
    });
    // The role kept keeps who granted it and when.
    expect(await api.db.select().from(staffRoles).where(eq(staffRoles.userId, clerk.id))).toEqual([
      grantedFirst,
    ]);
    expect(narrowed.json().staffRoles).toEqual(['FINANCE']);

    const rows = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(clerk.id)))
      .orderBy(desc(auditLog.id));
    expect(
      rows.map(({ staffId, action, recordType, before, after, reason }) => ({
        staffId,
        action,
        recordType,
        before,
        after,
        reason,
      })),
    ).toEqual([
      {
        staffId: admin.id,
        action: 'staff.roles.set',
        recordType: 'user',
        before: { roles: ['OPERATIONS', 'FINANCE'] },
        after: { roles: ['FINANCE'] },
        reason: 'Moved to finance',
      },
      {
        staffId: admin.id,
        action: 'staff.roles.set',
        recordType: 'user',
        before: { roles: [] },
        after: { roles: ['OPERATIONS', 'FINANCE'] },
        reason: 'Runs the desk on weekends',
      },
    ]);
    expect(rows[0]?.requestId).toBe(narrowed.headers['x-request-id']);

    const list = (await get('/api/admin/staff', admin.headers)).json();
    const listed = list.staff.filter((member: { id: number }) => [admin.id, clerk.id].includes(member.id));
    expect(listed).toMatchObject([
      {
        id: admin.id,
        role: 'ADMIN',
        staffRoles: [],
        permissions: expect.arrayContaining(['staff', 'auditLog']),
      },
      { id: clerk.id, role: 'USER', staffRoles: ['FINANCE'] },
    ]);

    const found = await get('/api/admin/staff/lookup?email=%20Clerk@Example.com', admin.headers);
    expect(found.json()).toMatchObject({
      id: clerk.id,
      staffRoles: ['FINANCE'],
      permissions: ['refunds', 'wallet', 'payouts', 'reports', 'customers'],
    });

    await setRoles(admin.headers, clerk.id, { roles: [], reason: 'Left the company' });
    const after = (await get('/api/admin/staff', admin.headers)).json();
    expect(after.staff.map((member: { id: number }) => member.id)).not.toContain(clerk.id);
  });

  it('applies changes made at once one after the other, each audit row starting where the last ended', async () => {
    const admin = await account('race@example.com', 'ADMIN');
    const target = await account('contested@example.com');
    const choices = [['DESIGNER'], ['FINANCE'], ['OPERATIONS', 'MODERATOR'], [], ['MERCHANDISER']];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        setRoles(admin.headers, target.id, {
          roles: choices[index % choices.length],
          reason: `change ${index}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await api.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.recordId, String(target.id)))
      .orderBy(auditLog.id);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.before).toEqual({ roles: [] });
    for (const [index, row] of rows.slice(1).entries()) expect(row.before).toEqual(rows[index]?.after);
    const held = await api.db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(eq(staffRoles.userId, target.id));
    const last = rows.at(-1)?.after as { roles: string[] } | undefined;
    expect(held.map((row) => row.role).sort()).toEqual([...(last?.roles ?? ['missing'])].sort());
  });

  it('refuses an unknown or closed account by reason, and a change without a reason', async () => {
    const admin = await account('boss2@example.com', 'ADMIN');
    const unknown = await setRoles(admin.headers, 999_999, { roles: ['DESIGNER'], reason: 'Hired' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'STAFF_USER_NOT_FOUND' });

    const nobody = await get('/api/admin/staff/lookup?email=nobody@example.com', admin.headers);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().reason).toBe('STAFF_USER_NOT_FOUND');
    expect((await get('/api/admin/staff/lookup?email=not-an-address', admin.headers)).statusCode).toBe(400);

    const closed = await account('gone@example.com');
    await api.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    expect(
      (await setRoles(admin.headers, closed.id, { roles: ['DESIGNER'], reason: 'Hired' })).json().reason,
    ).toBe('STAFF_USER_NOT_FOUND');
    expect((await get('/api/admin/staff/lookup?email=gone@example.com', admin.headers)).statusCode).toBe(404);

    const someone = await account('someone@example.com');
    expect(
      (await setRoles(admin.headers, someone.id, { roles: ['DESIGNER'], reason: '   ' })).statusCode,
    ).toBe(400);
    expect(
      (await setRoles(admin.headers, someone.id, { roles: ['DESIGNER', 'DESIGNER'], reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await setRoles(admin.headers, someone.id, { roles: ['ADMIN'], reason: 'x' })).statusCode).toBe(
      400,
    );
    const grants = await api.db.select().from(staffRoles).where(eq(staffRoles.userId, someone.id));
    expect(grants).toEqual([]);
  });

  it('asks a guest to sign in, and hides every staff endpoint from each role without its permission', async () => {
    expect(STAFF_ENDPOINTS.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([
        '/admin/staff',
        '/admin/staff/lookup',
        '/admin/staff/:userId/roles',
        '/admin/audit-log',
        '/design-requests/:id/process',
        '/design-requests/:id/cancel',
        '/design-requests/:id/proposal',
        '/admin/artist-requests',
        '/admin/artist-requests/:id',
        '/admin/moderation/artworks',
        '/admin/moderation/artworks/:id/decisions',
        '/admin/payments/refund-due',
      ]),
    );
    const admin = await account('boss3@example.com', 'ADMIN');
    const callers: { roles: AnyRole[]; headers: Record<string, string> }[] = [
      { roles: ['ADMIN'], headers: admin.headers },
      { roles: ['USER'], headers: (await account('shopper@example.com')).headers },
      { roles: ['ARTIST'], headers: (await account('artist@example.com', 'ARTIST')).headers },
    ];
    for (const role of STAFF_ROLES) {
      const member = await account(`${role.toLowerCase()}@staff.example.com`);
      expect((await setRoles(admin.headers, member.id, { roles: [role], reason: 'Hired' })).statusCode).toBe(
        200,
      );
      callers.push({ roles: ['USER', role], headers: member.headers });
    }

    // Invalid params, body and query: an allowed caller is stopped by validation (400) after the access check,
    // so the probe changes nothing whatever the endpoint does.
    const probe = (endpoint: StaffEndpoint, headers: Record<string, string>) =>
      api.app.inject({
        method: endpoint.method,
        url: `/api${endpoint.path.replace(/:\w+/g, '0')}?__probe=1`,
        headers,
        ...(endpoint.method === 'GET' ? {} : { payload: { __probe: true } }),
      });
    for (const endpoint of STAFF_ENDPOINTS) {
      expect((await probe(endpoint, {})).statusCode, endpoint.path).toBe(401);
      for (const caller of callers) {
        const response = await probe(endpoint, caller.headers);
        const label = `${endpoint.method} ${endpoint.path} as ${caller.roles.join('+')}`;
        const allowed = can(caller.roles, endpoint.access.permission);
        expect(hidden(response), label).toBe(!allowed);
        expect(response.statusCode, label).toBe(allowed ? 400 : 404);
      }
    }
    // Every staff endpoint for every role: hundreds of requests, slow on a busy machine.
  }, 180_000);

  it('lists the audit log newest first, filtered by record, member of staff and time, in pages', async () => {
    const admin = await account('auditor@example.com', 'ADMIN');
    const [first, second] = [
      await account('first@staff.example.com'),
      await account('second@staff.example.com'),
    ];
    const entry = (staffId: number, recordId: number) => ({
      staffId,
      action: 'order.status.set',
      recordType: 'order-test',
      recordId,
      before: { status: 'PAID' },
      after: { status: 'SHIPPED' },
      reason: null,
      requestId: null,
    });
    await api.db.transaction(async (tx) => {
      await recordAudit(tx, entry(first.id, 7));
      await recordAudit(tx, entry(second.id, 7));
      await recordAudit(tx, entry(first.id, 8));
    });
    const rows = await api.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.recordType, 'order-test'));
    const days = ['2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z', '2026-03-03T10:00:00Z'];
    for (const [index, row] of rows.sort((a, b) => a.id - b.id).entries()) {
      await api.db
        .update(auditLog)
        .set({ at: new Date(days[index] ?? '') })
        .where(eq(auditLog.id, row.id));
    }

    const query = async (search: string) => {
      const response = await get(`/api/admin/audit-log?${search}`, admin.headers);
      expect(response.statusCode, search).toBe(200);
      return response.json();
    };
    const ids = (page: { entries: { recordId: string; staff: { id: number } }[] }) =>
      page.entries.map((row) => `${row.recordId}:${row.staff.id === first.id ? 'first' : 'second'}`);

    expect(ids(await query('recordType=order-test'))).toEqual(['8:first', '7:second', '7:first']);
    expect(ids(await query('recordType=order-test&recordId=7'))).toEqual(['7:second', '7:first']);
    expect(ids(await query(`recordType=order-test&staffId=${first.id}`))).toEqual(['8:first', '7:first']);
    expect(
      ids(await query('recordType=order-test&from=2026-03-02T00:00:00%2B03:00&to=2026-03-03T10:00:00Z')),
    ).toEqual(['7:second']);
    const paged = await query('recordType=order-test&limit=2&offset=0');
    expect(paged).toMatchObject({ hasMore: true, limit: 2, offset: 0 });
    expect(paged.entries[0]).toEqual({
      id: expect.any(Number),
      at: '2026-03-03T10:00:00.000Z',
      staff: { id: first.id, email: 'first@staff.example.com', firstName: '', lastName: '' },
      action: 'order.status.set',
      recordType: 'order-test',
      recordId: '8',
      before: { status: 'PAID' },
      after: { status: 'SHIPPED' },
      reason: null,
      requestId: null,
    });
    expect((await query('recordType=order-test&limit=2&offset=2')).hasMore).toBe(false);

    const bad = (search: string) => get(`/api/admin/audit-log?${search}`, admin.headers);
    expect((await bad('from=yesterday')).statusCode).toBe(400);
    expect((await bad('staffId=abc')).statusCode).toBe(400);
  });

  it('keeps no audit row of a change that was rolled back', async () => {
    const admin = await account('rollback@example.com', 'ADMIN');
    const failed = api.db.transaction(async (tx) => {
      await recordAudit(tx, {
        staffId: admin.id,
        action: 'test.rolled-back',
        recordType: 'test',
        recordId: 1,
        before: null,
        after: null,
        reason: null,
        requestId: null,
      });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await api.db.select().from(auditLog).where(eq(auditLog.action, 'test.rolled-back'))).toEqual([]);
  });
});
