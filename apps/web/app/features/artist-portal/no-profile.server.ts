import { ApiError } from '../../lib/api.server';

/** An admin may open the portal without an artist profile of their own: the page says so instead of failing. */
export const isNoArtistProfile = (error: unknown) =>
  error instanceof ApiError && error.reason === 'NO_ARTIST_PROFILE';
