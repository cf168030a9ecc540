/**
 * A back-office list's state lives in its URL (page, sort, direction and filters), so a list is a link that
 * works without JavaScript. These helpers read it for the loader and write the links the table renders.
 */
export type SortDirection = 'asc' | 'desc';

export type ListState<Sort extends string> = {
  page: number;
  sort: Sort;
  dir: SortDirection;
};

const PAGE_LIMIT = 10_000;

/** The page, sort and direction of `url`; anything unknown or malformed falls back to the defaults. */
export function readListState<Sort extends string>(
  url: URL,
  sorts: readonly Sort[],
  defaults: { sort: Sort; dir: SortDirection },
): ListState<Sort> {
  const page = Number(url.searchParams.get('page'));
  const sort = url.searchParams.get('sort');
  const dir = url.searchParams.get('dir');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_LIMIT ? page : 1,
    sort: sorts.includes(sort as Sort) ? (sort as Sort) : defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
  };
}

/** The API's offset and limit for a 1-based page. */
export const pageQuery = (page: number, pageSize: number) => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
});

/** `search` with the given parameters set (or removed when undefined), as a `?…` link. */
export function withParams(search: string, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/**
 * The link a column header points at: sorting by another column starts ascending (or as that column
 * prefers), sorting by the current one flips the direction; either way back to the first page.
 */
export function sortLink(search: string, column: string, state: { sort: string; dir: SortDirection }) {
  const dir: SortDirection = state.sort === column && state.dir === 'asc' ? 'desc' : 'asc';
  return withParams(search, { sort: column, dir, page: undefined });
}
