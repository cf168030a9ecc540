import type { Paging } from '@seed/domain/paging';

type Page<T> = Paging & { items: T[]; hasMore: boolean };

// Services fetch one row more than the page: its presence says whether another page follows, without the
// cost of counting every match on each request.
export function pageOf<T>(rows: T[], paging: Paging): Page<T> {
  return { items: rows.slice(0, paging.limit), hasMore: rows.length > paging.limit, ...paging };
}

/** A service's page as a reply: its rows presented and named after the resource. */
export function namedPage<K extends string, T, U>(key: K, page: Page<T>, present: (row: T) => U) {
  const { items, ...rest } = page;
  return { ...({ [key]: items.map(present) } as Record<K, U[]>), ...rest };
}
