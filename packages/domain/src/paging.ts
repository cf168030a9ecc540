/** Page sizes of spec §9, by list. */
export const PAGE_SIZES = {
  favorites: 12,
  artistProducts: 12,
  artistArtworks: 12,
  featuredArtists: 30,
  artworkSearch: 100,
  autocomplete: 50,
  trending: 7,
  /** Also-available and related products. */
  relatedProducts: 12,
  inventory: 10,
  categoryLists: 100,
} as const;

// No list in the spec asks for more than 100 rows at once; a higher limit is a scraper or a mistake and
// would make one request cost as much as many.
export const MAX_PAGE_LIMIT = 100;

export type PagingInput = { limit?: number | null; offset?: number | null };
export type Paging = { limit: number; offset: number };
export type PagingRules = { defaultLimit: number; maxLimit?: number };

export function clampPaging(input: PagingInput, rules: PagingRules): Paging {
  const maxLimit = rules.maxLimit ?? MAX_PAGE_LIMIT;
  const defaultLimit = Math.min(rules.defaultLimit, maxLimit);
  const { limit, offset } = input;
  return {
    limit:
      limit != null && Number.isFinite(limit) && limit >= 1
        ? Math.min(Math.floor(limit), maxLimit)
        : defaultLimit,
    offset:
      offset != null && Number.isFinite(offset) && offset > 0
        ? Math.min(Math.floor(offset), Number.MAX_SAFE_INTEGER)
        : 0,
  };
}

/** Offset of a 1-based page, as the favourites list asks for it: offset (page - 1) * size. */
export function pageOffset(page: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return (Math.max(1, whole) - 1) * pageSize;
}
