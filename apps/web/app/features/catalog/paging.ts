import { pageOffset } from '@seed/domain/paging';

/** The page-number parameter of list pages: `?page=3`; page 1 has none, so it has one address. */
export const PAGE_PARAM = 'page';

// Far beyond any real catalogue; a bigger number is a typo or a probe, and would only ask the database
// to skip millions of rows for an empty page.
const MAX_PAGE = 10_000;

/** The 1-based page a list URL asks for: anything missing, malformed or out of range is page 1. */
export function pageFromUrl(url: URL): number {
  const raw = url.searchParams.get(PAGE_PARAM);
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `limit` and `offset` of a page, as the API's lists take them. */
export function pagingQuery(page: number, pageSize: number) {
  return { limit: pageSize, offset: pageOffset(page, pageSize) };
}

/** The address of another page of the same list, keeping its filters. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Cards per page of a product list: whole rows in two, three and four columns alike. */
export const PRODUCT_LIST_PAGE_SIZE = 24;
