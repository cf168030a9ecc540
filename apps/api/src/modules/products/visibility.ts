import { products } from '@seed/db/schema/products';
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { joinActiveArtist } from '../artists/service';
import { joinListedArtwork } from '../artworks/service';

// The one rule of who sees a product and to whom it is on sale (spec: only active products of active,
// approved artworks and active artists are in the shop; a shopper's own design is theirs alone, and a
// guest's customised bundle item their device's until they sign in). Queries using it join these two.
export const listingArtwork = joinListedArtwork(products.artworkId);
export const listingArtist = joinActiveArtist(products.artistId);

const allOf = (conditions: (SQL | undefined)[]) =>
  sql`(${sql.join(
    conditions.map((condition) => condition ?? sql`true`),
    sql` and `,
  )})`;

// Shop listings match the partial index products_listing_idx (active, artist active, not a shopper's own
// design); the artwork and artist joins then drop rows whose artwork or artist is hidden.
// Literal booleans, not bound parameters: a prepared statement's generic plan could not match the index.
/** The listing rule on the products' own columns alone, for queries that must not join (a search window). */
export const isListedByOwnColumns = allOf([
  sql`${products.isActive} and ${products.isArtistActive}`,
  isNull(products.ownerUserId),
  isNull(products.deviceId),
]);

export const isListed = allOf([isListedByOwnColumns, listingArtwork.isVisible, listingArtist.isVisible]);

/** A viewer of the shop: a signed-in shopper, a guest's device, both or neither. */
export type Viewer = { userId: number | null; deviceId: string | null };

function ownedBy({ userId, deviceId }: Viewer): SQL {
  const own = [
    userId === null ? undefined : eq(products.ownerUserId, userId),
    deviceId === null ? undefined : and(isNull(products.ownerUserId), eq(products.deviceId, deviceId)),
  ];
  return or(...own) ?? sql`false`;
}

/** The product page and the studio: listed products, and the shopper's own designs, even switched off. */
export function isVisibleTo(userId: number | null): SQL {
  return userId === null ? isListed : sql`(${isListed} or ${ownedBy({ userId, deviceId: null })})`;
}

/**
 * What may be bought: listed, or the viewer's own and switched on, of a blank item on sale (`blankItemActive`,
 * from the query's join of the blank item).
 */
export function onSaleTo(viewer: Viewer, blankItemActive: AnyColumn | SQL): SQL {
  const own = sql`(${products.isActive} and ${ownedBy(viewer)})`;
  return sql<boolean>`coalesce(${blankItemActive} and (${isListed} or ${own}), false)`;
}
