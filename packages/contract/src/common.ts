import { CURRENCIES } from '@seed/domain/currency';
import { z } from 'zod';

export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string().describe('English, for API clients; pages show their own text for `reason`'),
    code: z.string().optional().describe('NOT_FOUND, INVALID_DATA, UNAUTHORIZED, FORBIDDEN, CONFLICT…'),
    reason: z
      .string()
      .optional()
      .describe(
        'Why, as a stable machine word (GIFT_CARD_EXPIRED…); each call lists the reasons it can give',
      ),
    details: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('Values the reason speaks of (a minimum amount, tries left), for the translated text'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// Declared on every route so the OpenAPI document lists the error body next to the success body.
export const errorResponses = { 400: ErrorBodySchema, 404: ErrorBodySchema, 500: ErrorBodySchema } as const;

// Every call of the spec sends these two; invalid values are ignored or defaulted by the request context,
// never rejected, because a stale cookie must not break a page.
export const BaseQuerySchema = z.strictObject({
  deviceId: z
    .string()
    .optional()
    .describe('Client device id (at most 100 characters; longer values are ignored)'),
  currency: z
    .string()
    .optional()
    .describe(`Currency of the prices in the reply: ${CURRENCIES.join(', ')}; anything else means KWD`),
  locale: z.string().optional().describe('ar or en; defaults to Accept-Language, then ar'),
});

// A capped limit is not an error (the issue says so): clampPaging trims it later.
const count = z.coerce
  .number({ error: 'Expected a number' })
  .int('Expected a whole number')
  .min(0, 'Expected 0 or more');
export const PagingQuerySchema = BaseQuerySchema.extend({
  limit: count.optional(),
  offset: count.optional(),
});

export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const INT4_MAX = 2_147_483_647;
const ID_MESSAGE = 'id must be a positive integer';
export const IdSchema = z
  .string()
  .regex(/^\d{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .refine((id) => id >= 1 && id <= INT4_MAX, ID_MESSAGE);
export const IdParamsSchema = z.strictObject({ id: IdSchema });

// A comma-separated id list in a query string ("1,2,3"); a repeated parameter arrives as an array.
export const IdListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).split(',').filter(Boolean))
  .pipe(z.array(IdSchema).max(100));

/** A page of a list, under the resource's own name as the spec's replies have it: `{ products, hasMore, … }`. */
export function pageSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  const list = { [key]: z.array(item) } as Record<K, z.ZodArray<T>>;
  return z.object({
    ...list,
    hasMore: z.boolean().describe('Whether another page follows'),
    limit: z.number().int().describe('The limit applied, after capping'),
    offset: z.number().int(),
  });
}

// Past these caps a query is abuse or a paste, not a search: it finds nothing rather than costing a scan.
// Every word must match, so dropping the extra words would return rows the shopper did not ask for.
export const MAX_SEARCH_CHARS = 100;
export const MAX_SEARCH_WORDS = 6;

/** The `search` query parameter of every list that searches; no length limit, so no 400 for a long one. */
export const SearchParamSchema = z
  .string()
  .optional()
  .describe(
    'Words to find, Arabic or English, in any order; spelling variants and small typos are tolerated. ' +
      `Over ${MAX_SEARCH_CHARS} characters or ${MAX_SEARCH_WORDS} words, or without a letter or digit, it finds nothing`,
  );

/**
 * A moment in a reply. The API hands its serialiser a Date; the web reads the JSON's ISO text (and checks
 * replies only outside production), so both pass, and the web reads either with `new Date(…)`.
 */
export const TimestampSchema = z.union([z.date(), z.iso.datetime()]);
