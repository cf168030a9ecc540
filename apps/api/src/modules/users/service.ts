import type { ProfileEditBody } from '@seed/contract/users';
import type { Db } from '@seed/db/client';
import { artistRequests } from '@seed/db/schema/artists';
import { media } from '@seed/db/schema/media';
import { users } from '@seed/db/schema/users';
import { walletLedger } from '@seed/db/schema/wallet';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { deleteAllAddresses } from '../addresses/service';
import { unlinkIdentities } from '../auth/identities';
import { revokeUserSessions } from '../auth/sessions';
import { removeAllFavorites } from '../favorites/service';
import { findOwnedMedia } from '../media/service';

const live = (userId: number) => and(eq(users.id, userId), isNull(users.deletedAt));

async function selectUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      username: users.username,
      locale: users.locale,
      role: users.role,
      isActive: users.isActive,
      isGuest: users.isGuest,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      media: mediaColumns(media),
    })
    .from(users)
    .leftJoin(media, eq(media.id, users.mediaId))
    .where(live(userId));
  return row ?? null;
}

// The wallet is its ledger's sum (KWD fils); the wallet module that writes it has no reader of its own yet.
async function walletFils(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ fils: sql<number>`coalesce(sum(${walletLedger.amount}), 0)::int` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return row?.fils ?? 0;
}

async function latestArtistRequest(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: artistRequests.id,
      status: artistRequests.status,
      reviewNote: artistRequests.reviewNote,
      reasonCode: artistRequests.reasonCode,
      createdAt: artistRequests.createdAt,
    })
    .from(artistRequests)
    .where(eq(artistRequests.userId, userId))
    .orderBy(desc(artistRequests.createdAt), desc(artistRequests.id))
    .limit(1);
  return row ?? null;
}

/** The signed-in user's own record: profile, wallet balance in fils and their latest artist request. */
export async function findProfile(db: Db, userId: number) {
  const [user, fils, artistRequest] = await Promise.all([
    selectUser(db, userId),
    walletFils(db, userId),
    latestArtistRequest(db, userId),
  ]);
  if (!user) throw new DomainError('NOT_FOUND', 'Account not found');
  return { ...user, walletFils: fils, artistRequest };
}

export type Profile = Awaited<ReturnType<typeof findProfile>>;

/** Changes what a user may change about themselves; role, wallet and e-mail are not among it. */
export async function editProfile(db: Db, userId: number, body: ProfileEditBody): Promise<void> {
  if (body.mediaId != null && !(await findOwnedMedia(db, body.mediaId, userId))) {
    throw new DomainError('NOT_FOUND', `Image ${body.mediaId} not found among your uploads`, {
      reason: 'PHOTO_NOT_AMONG_UPLOADS',
    });
  }
  if (body.username) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, body.username), ne(users.id, userId)));
    if (taken) throw new DomainError('CONFLICT', 'This username is taken', { reason: 'USERNAME_TAKEN' });
  }
  await db
    .update(users)
    .set({ ...body, updatedAt: new Date() })
    .where(live(userId));
}

/** An approved applicant becomes an ARTIST; an admin keeps their wider role. */
export async function promoteToArtist(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ role: 'ARTIST', updatedAt: new Date() })
    .where(and(live(userId), eq(users.role, 'USER')));
}

/**
 * Closes the account at once: every session ends, addresses and favourites go, and the personal fields are
 * blanked. The row stays (soft delete) because orders and the wallet ledger point at it; its e-mail becomes
 * an address under the reserved .invalid domain, and its social sign-in links go, so the real address (or
 * provider account) signing in later starts a new, empty account (decision 0008).
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        deletedAt: new Date(),
        isActive: false,
        email: `deleted-${userId}@deleted.invalid`,
        firstName: '',
        lastName: '',
        phone: null,
        username: null,
        passwordHash: null,
        emailVerifiedAt: null,
        mediaId: null,
        updatedAt: new Date(),
      })
      .where(live(userId))
      .returning({ id: users.id });
    if (!row) throw new DomainError('NOT_FOUND', 'Account not found');
    await revokeUserSessions(tx, userId);
    await unlinkIdentities(tx, userId);
    await deleteAllAddresses(tx, userId);
    await removeAllFavorites(tx, userId);
  });
}

/** Who to write to about an order, and in which language. */
export async function findContact(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Serialises a user's money moves: their cart, wallet and orders change one transaction at a time. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/** The open accounts (not guests, not deleted) among these ids, and every ADMIN if asked: staff pages name them. */
export async function findAccounts(db: Db, ids: number[], { admins = false } = {}) {
  const chosen = ids.length > 0 ? inArray(users.id, ids) : undefined;
  const wanted = admins ? or(chosen, eq(users.role, 'ADMIN')) : chosen;
  if (!wanted) return [];
  return db
    .select(accountColumns)
    .from(users)
    .where(and(wanted, isNull(users.deletedAt), eq(users.isGuest, false)))
    .orderBy(users.id);
}

/** The open account (not a guest, not deleted) with this e-mail address, stored lower-cased; null if none. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), eq(users.isGuest, false)));
  return row ?? null;
}

/** What other modules know of each account, as correlated SQL on its id: the customers desk sorts by them. */
export type AccountFigures = (userId: SQLWrapper) => { ordersCount: SQL<number>; spentFils: SQL<number> };

type CustomerFilters = {
  q?: string;
  role?: 'USER' | 'ARTIST' | 'ADMIN';
  status?: 'ACTIVE' | 'DEACTIVATED';
  hasOrders?: boolean;
  sort?: 'joined' | 'name' | 'orders' | 'spent';
  dir?: 'asc' | 'desc';
};

// Qualified: inside another module's subquery a bare "id" would name that table's own column.
const accountId = sql`${users}.id`;

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function customerSearch(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  // Every word must match somewhere, so "Sara Ali" finds Sara Ali and not every Sara. A word of digits also
  // matches a phone stored with spaces, dashes or a + in front.
  const matches = words.map((word) => {
    const pattern = likeEscaped(word);
    const digits = /^\+?[\d\s()-]+$/.test(word) ? word.replace(/\D/g, '') : '';
    return or(
      ilike(fullName, pattern),
      ilike(users.email, pattern),
      digits
        ? sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
        : undefined,
    );
  });
  const byId = /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined;
  return or(byId, and(...matches));
}

/** Accounts for the customers desk: not deleted; filtered, sorted and paged in the database. */
export async function listCustomers(
  db: Db,
  filters: CustomerFilters,
  figures: AccountFigures,
  paging: Paging,
) {
  const { ordersCount, spentFils } = figures(accountId);
  const where = and(
    isNull(users.deletedAt),
    filters.q ? customerSearch(filters.q) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.status ? eq(users.isActive, filters.status === 'ACTIVE') : undefined,
    filters.hasOrders === undefined
      ? undefined
      : filters.hasOrders
        ? sql`${ordersCount} > 0`
        : sql`${ordersCount} = 0`,
  );
  const direction = filters.dir === 'asc' ? asc : desc;
  const order = {
    joined: [direction(users.createdAt)],
    name: [direction(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), direction(users.email)],
    orders: [direction(ordersCount)],
    spent: [direction(spentFils)],
  }[filters.sort ?? 'joined'];
  const select = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      isActive: users.isActive,
      isGuest: users.isGuest,
      createdAt: users.createdAt,
      ordersCount: ordersCount.mapWith(Number),
      spentFils: spentFils.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(...order, direction(users.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  // The desk's pager says "26–50 of 310": staff lists count their matches, unlike the shop's.
  const [rows, [matched]] = await Promise.all([
    select,
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { ...pageOf(rows, paging), total: matched?.total ?? 0 };
}

/** One account for the customers desk, with its figures; a deleted one is as unknown as a missing one. */
export async function findCustomer(db: Db, userId: number, figures: AccountFigures) {
  const { ordersCount, spentFils } = figures(accountId);
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      username: users.username,
      locale: users.locale,
      role: users.role,
      isActive: users.isActive,
      isGuest: users.isGuest,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      ordersCount: ordersCount.mapWith(Number),
      spentFils: spentFils.mapWith(Number),
    })
    .from(users)
    .where(live(userId));
  return row ?? null;
}

/** Locks a live account's row and reads what staff act on; null when it is missing or deleted. */
export async function lockAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      locale: users.locale,
    })
    .from(users)
    .where(live(userId))
    .for('update');
  return row ?? null;
}

/** Opens or closes sign-in for a live account (staff deactivation); the caller ends its sessions. */
export async function setAccountActive(db: Db, userId: number, isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive, updatedAt: new Date() }).where(live(userId));
}
