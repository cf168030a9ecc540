import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

// The slugs are the pages' own paths (`contact-us`, `ServiceAgreement`), so the case matters.
const PageParamsSchema = z.strictObject({
  slug: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,60}$/, 'slug must be 1 to 60 letters, digits or hyphens')
    .describe('contact-us, faq, info-page, privacy-policy, return-policy, ServiceAgreement, terms-of-use'),
});

const InfoPageSchema = z
  .object({
    slug: z.string(),
    titleEn: z.string(),
    titleAr: z.string(),
    bodyEn: z.string().describe('Sanitised HTML: paragraphs, headings, lists, links, bold and italic'),
    bodyAr: z.string().describe('Sanitised HTML: paragraphs, headings, lists, links, bold and italic'),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'InfoPage' });

export const pages = {
  bySlug: endpoint({
    method: 'GET',
    path: '/pages/:slug',
    tags: ['pages'],
    access: 'anyone',
    summary: 'A static information page (contact, FAQ, policies…) in both languages',
    params: PageParamsSchema,
    query: BaseQuerySchema,
    reply: InfoPageSchema,
    refusals: ['INFO_PAGE_NOT_FOUND'],
  }),
};
