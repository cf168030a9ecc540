import { CURRENCIES } from '@seed/domain/currency';
import type { Paging } from '@seed/domain/paging';
import { z } from 'zod';

export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    code: z.string().optional().describe('NOT_FOUND, INVALID_DATA, UNAUTHORIZED, FORBIDDEN, CONFLICT…'),
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
