/** Returns on one page of the list: the loader asks the API for as many as the pager counts with. */
export const RETURNS_PAGE_SIZE = 20;
