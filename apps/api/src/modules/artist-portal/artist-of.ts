import type { Db } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import { findArtistOfUser } from '../artists/accounts';

/** The signed-in caller's artist row; an admin without one has no portal data of their own (404). */
export async function artistOf(db: Db, user: { id: number }) {
  const artist = await findArtistOfUser(db, user.id);
  if (!artist)
    throw new DomainError('NOT_FOUND', 'You have no artist profile', { reason: 'NO_ARTIST_PROFILE' });
  return artist;
}
