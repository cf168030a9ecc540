import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { media } from '@seed/db/schema/media';
import { isValidSubdomain } from '@seed/domain/artist-subdomain';
import { DomainError } from '@seed/domain/errors';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';

/** The artists among these ids (active or not) with their accounts: staff see them and write to them. */
export async function findArtistAccounts(db: Db, artistIds: number[]) {
  if (artistIds.length === 0) return [];
  return db
    .select({
      id: artists.id,
      userId: artists.userId,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
      subdomain: artists.subdomain,
    })
    .from(artists)
    .where(inArray(artists.id, [...new Set(artistIds)]));
}

const avatar = alias(media, 'avatar_media');
const background = alias(media, 'background_media');

/** What the artist edits of their shop, with its pictures. */
export async function findOwnShop(db: Db, artistId: number) {
  const [row] = await db
    .select({
      id: artists.id,
      subdomain: artists.subdomain,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
      myselfEn: artists.myselfEn,
      myselfAr: artists.myselfAr,
      jobEn: artists.jobEn,
      jobAr: artists.jobAr,
      media: mediaColumns(avatar),
      background: mediaColumns(background),
    })
    .from(artists)
    .leftJoin(avatar, eq(avatar.id, artists.avatarMediaId))
    .leftJoin(background, eq(background.id, artists.backgroundMediaId))
    .where(eq(artists.id, artistId));
  if (!row) throw new DomainError('NOT_FOUND', `Artist ${artistId} not found`);
  return row;
}

export type ShopEdit = {
  subdomain: string;
  myselfEn: string;
  myselfAr: string;
  jobEn: string;
  jobAr: string;
  /** undefined keeps the picture, null removes it. */
  avatarMediaId?: number | null;
  backgroundMediaId?: number | null;
};

export const subdomainTaken = () =>
  new DomainError('CONFLICT', 'Another shop already has this address', { reason: 'SUBDOMAIN_TAKEN' });

/** Whether the database refused a write for a unique index (the driver's error, or drizzle's around it). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * Saves the artist's shop. The subdomain is a host name: checked as one (and against the store's own hosts),
 * compared case-insensitively with every other shop's, and the unique index still catches two artists
 * taking the same one at once (`isUniqueViolation` around the transaction). Call inside a transaction; the caller checks the pictures are the artist's.
 */
export async function saveOwnShop(tx: Db, artistId: number, edit: ShopEdit) {
  const subdomain = edit.subdomain.toLowerCase();
  if (!isValidSubdomain(subdomain)) {
    throw new DomainError('INVALID_DATA', `“${edit.subdomain}” cannot be a shop address`, {
      reason: 'SUBDOMAIN_INVALID',
    });
  }
  const [other] = await tx
    .select({ id: artists.id })
    .from(artists)
    .where(and(sql`lower(${artists.subdomain}) = ${subdomain}`, ne(artists.id, artistId)));
  if (other) throw subdomainTaken();
  const [before] = await tx
    .select({ subdomain: artists.subdomain })
    .from(artists)
    .where(eq(artists.id, artistId))
    .for('update');
  await tx
    .update(artists)
    .set({
      subdomain,
      myselfEn: edit.myselfEn,
      myselfAr: edit.myselfAr,
      jobEn: edit.jobEn,
      jobAr: edit.jobAr,
      ...(edit.avatarMediaId === undefined ? {} : { avatarMediaId: edit.avatarMediaId }),
      ...(edit.backgroundMediaId === undefined ? {} : { backgroundMediaId: edit.backgroundMediaId }),
    })
    .where(eq(artists.id, artistId));
  return { previousSubdomain: before?.subdomain ?? null };
}
