import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, desc, eq } from 'drizzle-orm';
import { createSession } from '../../test/api';

let accounts = 0;

/** An account holding the staff roles, signed in: its id and bearer headers (for the content desk's tests). */
export async function staffAccount(db: Db, roles: StaffRole[]) {
  const [row] = await db
    .insert(users)
    .values({ email: `content-staff-${++accounts}-${Date.now()}@example.com` })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  if (roles.length > 0) await db.insert(staffRoles).values(roles.map((role) => ({ userId: row.id, role })));
  const token = await createSession(db, row.id);
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

/** A media row owned by the user, as POST media/upload leaves one. */
export async function ownUpload(db: Db, ownerUserId: number, name: string) {
  const [row] = await db
    .insert(media)
    .values({
      pathname: `uploads/${name}`,
      filename: name,
      foldersName: 'uploads',
      mimeType: 'image/webp',
      ownerUserId,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('no media inserted');
  return row.id;
}

/** The newest audit row about a record. */
export async function lastAudit(db: Db, recordType: string, recordId: string | number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
}
