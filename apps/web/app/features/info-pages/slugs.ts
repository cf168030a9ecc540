// The spec's information pages (§2): each slug is both the page's path and its row in the API.
export const INFO_PAGE_SLUGS = [
  'contact-us',
  'faq',
  'info-page',
  'privacy-policy',
  'return-policy',
  'ServiceAgreement',
  'terms-of-use',
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
