import { WAITING_DESIGN_REQUEST_STATUSES, WAITING_ORDER_STATUSES } from '@seed/domain/back-office-home';
import { CurrencySchema, MoneySchema } from '@seed/domain/money-schema';
import { STAFF_PERMISSIONS } from '@seed/domain/staff-permissions';
import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

const DateSchema = z.iso.date().describe("A day of the store's calendar (Kuwait time), YYYY-MM-DD");

const SalesSchema = z.object({
  orders: z.number().int().describe('Orders paid that still stand (PAID, IN_PRODUCTION, SHIPPED, DELIVERED)'),
  revenue: MoneySchema.describe('What they were paid, card and wallet together, in KWD'),
  byCurrency: z
    .array(
      z.object({
        currency: CurrencySchema,
        orders: z.number().int(),
        revenue: MoneySchema.describe("In the currency the shoppers paid in, at the store's rates"),
      }),
    )
    .describe('Only the currencies that sold'),
});

const CountSchema = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.array(z.object({ status: z.enum(statuses), count: z.number().int() }));

export const HomeFiguresSchema = z
  .object({
    permissions: z
      .array(z.enum(STAFF_PERMISSIONS))
      .describe("The caller's permissions, which shape the reply"),
    sales: z
      .object({
        from: DateSchema,
        to: DateSchema,
        byDay: z
          .array(SalesSchema.extend({ date: DateSchema }))
          .describe('Every day of the period, oldest first'),
        totals: SalesSchema,
      })
      .nullable()
      .describe('Orders and revenue by day; null without the reports permission'),
    ordersWaiting: CountSchema(WAITING_ORDER_STATUSES)
      .nullable()
      .describe(
        'Orders at each status that waits for a payment or a move; null without the orders permission',
      ),
    designRequestsWaiting: CountSchema(WAITING_DESIGN_REQUEST_STATUSES)
      .nullable()
      .describe('Requests waiting for the designers, by status; null without the designRequests permission'),
    artworksWaiting: z
      .number()
      .int()
      .nullable()
      .describe('Active artworks waiting for approval; null without the moderation permission'),
    artistRequestsWaiting: z
      .number()
      .int()
      .nullable()
      .describe(
        'Requests to become an artist waiting for a decision; null without the moderation permission',
      ),
    // Low stock joins these figures with issue 21 (stock thresholds per variant), for the catalogue permission.
  })
  .meta({ id: 'HomeFigures' });
export type HomeFigures = z.infer<typeof HomeFiguresSchema>;

export const reports = {
  home: endpoint({
    method: 'GET',
    path: '/admin/home',
    tags: ['reports'],
    access: 'signedIn',
    summary: "The back office home's figures, each shown only to staff holding its desk's permission",
    description:
      'Any member of staff may ask; each figure is null for a caller without its permission, so a designer sees ' +
      'the design requests waiting but no revenue. Signed-in callers without a staff permission hear 404, as ' +
      'for every back-office call.',
    query: BaseQuerySchema,
    reply: HomeFiguresSchema,
    refusals: [],
  }),
};
