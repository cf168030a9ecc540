import { WALLET_ADJUSTMENT_DIRECTIONS, WALLET_ADJUSTMENT_MAX_FILS } from '@seed/domain/customer-account';
import { LOCALES } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { AddressSchema } from './addresses';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { DesignRequestStatusSchema } from './design-requests';
import { endpoint } from './endpoint';
import { OrderSummarySchema } from './orders';
import { AuditReasonSchema } from './staff';
import { WalletEntrySchema } from './wallet';

/** Page sizes of the customers desk (the spec's page-size table does not cover staff lists). */
export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const CUSTOMER_LEDGER_PAGE_SIZE = 10;

export const CUSTOMER_SORTS = ['joined', 'name', 'orders', 'spent'] as const;
export const CUSTOMER_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export const ACCOUNT_ROLES = ['USER', 'ARTIST', 'ADMIN'] as const;

const id = z.number().int();

export const CustomerListQuerySchema = PagingQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .optional()
    .describe('Part of a name, an e-mail or a phone number; a number also finds the account with that id'),
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  hasOrders: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only accounts that bought (true) or never bought (false)'),
  sort: z.enum(CUSTOMER_SORTS).optional().describe('joined (the default), name, orders or spent'),
  dir: z.enum(['asc', 'desc']).optional().describe('desc by default'),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

const CustomerFiguresSchema = z.object({
  status: z.enum(CUSTOMER_STATUSES),
  isGuest: z.boolean().describe('Opened by a guest checkout, never signed up'),
  ordersCount: z.number().int().describe('Orders bought (paid), refunded ones included'),
  spent: MoneySchema.describe('What the bought orders not refunded came to, in KWD'),
});

export const CustomerSummarySchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ACCOUNT_ROLES),
    createdAt: TimestampSchema,
    ...CustomerFiguresSchema.shape,
  })
  .meta({ id: 'CustomerSummary' });

export const CustomerDetailQuerySchema = BaseQuerySchema.extend({
  ordersOffset: z.coerce.number().int().min(0).optional().describe('Paging of the orders'),
  ledgerOffset: z.coerce.number().int().min(0).optional().describe('Paging of the wallet ledger'),
});

const StaffWalletEntrySchema = WalletEntrySchema.extend({
  note: z.string().nullable().describe("Staff's reason for an adjustment; never shown to the shopper"),
});

export const CustomerDetailSchema = z
  .object({
    customer: CustomerSummarySchema.extend({
      username: z.string().nullable(),
      locale: z.enum(LOCALES),
      emailVerified: z.boolean(),
    }),
    orders: pageSchema('orders', OrderSummarySchema).describe(
      `Newest first, ${CUSTOMER_ORDERS_PAGE_SIZE} a page`,
    ),
    addresses: z.array(AddressSchema),
    wallet: z.object({
      balance: MoneySchema.describe('KWD'),
      ledger: pageSchema('entries', StaffWalletEntrySchema).describe(
        `Newest first, ${CUSTOMER_LEDGER_PAGE_SIZE} a page, amounts in KWD`,
      ),
    }),
    designRequests: z.array(
      z.object({ id, uid: z.string(), status: DesignRequestStatusSchema, createdAt: TimestampSchema }),
    ),
    favoritesCount: z.number().int(),
  })
  .meta({ id: 'CustomerDetail' });

export const WalletAdjustmentBodySchema = z.strictObject({
  direction: z.enum(WALLET_ADJUSTMENT_DIRECTIONS),
  amount: z
    .number()
    .int('Whole fils')
    .min(1, 'More than zero')
    .max(WALLET_ADJUSTMENT_MAX_FILS, `At most ${WALLET_ADJUSTMENT_MAX_FILS / 1000} KWD at once`)
    .describe('KWD fils'),
  reason: AuditReasonSchema,
});

export const ReasonBodySchema = z.strictObject({ reason: AuditReasonSchema });

const tags = ['customers'];
const CUSTOMER_NOT_FOUND = 'CUSTOMER_NOT_FOUND';

export const customers = {
  list: endpoint({
    method: 'GET',
    path: '/admin/customers',
    tags,
    access: { permission: 'customers' },
    summary: 'Find customer accounts by name, e-mail, phone or id; filter, sort and page',
    description: `${CUSTOMER_PAGE_SIZE} accounts per page by default. Closed (deleted) accounts are not listed.`,
    query: CustomerListQuerySchema,
    reply: pageSchema('customers', CustomerSummarySchema).extend({
      total: z.number().int().describe('How many accounts match, on every page'),
    }),
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/customers/:id',
    tags,
    access: { permission: 'customers' },
    summary: "A customer's account, orders, addresses, wallet and ledger, design requests and favourites",
    params: IdParamsSchema,
    query: CustomerDetailQuerySchema,
    reply: CustomerDetailSchema,
    refusals: [CUSTOMER_NOT_FOUND],
  }),
  adjustWallet: endpoint({
    method: 'POST',
    path: '/admin/customers/:id/wallet',
    tags,
    access: { permission: 'wallet' },
    summary: "Credit or debit a customer's wallet with a reason: a ledger row and an audit row",
    description: 'A debit past the balance is refused (409 WALLET_BELOW_ZERO).',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: WalletAdjustmentBodySchema,
    reply: z.object({ balance: MoneySchema.describe('KWD, after the adjustment') }),
    errors: [409],
    refusals: [CUSTOMER_NOT_FOUND, 'WALLET_BELOW_ZERO'],
  }),
  sendSignInCode: endpoint({
    method: 'POST',
    path: '/admin/customers/:id/sign-in-code',
    tags,
    access: { permission: 'customers' },
    summary: 'Mail the customer a sign-in code, as signing in by code does (its resend limits apply)',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: z.strictObject({ reason: AuditReasonSchema.optional() }),
    reply: z.object({ sent: z.literal(true) }),
    errors: [409, 429],
    refusals: [CUSTOMER_NOT_FOUND, 'CUSTOMER_DEACTIVATED'],
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/admin/customers/:id/deactivate',
    tags,
    access: { permission: 'customers' },
    summary: 'Deactivate an account with a reason: every session ends and no sign-in works until reactivated',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ReasonBodySchema,
    reply: z.object({ status: z.enum(CUSTOMER_STATUSES) }),
    errors: [409],
    refusals: [CUSTOMER_NOT_FOUND, 'CANNOT_DEACTIVATE_SELF', 'CANNOT_DEACTIVATE_ADMIN'],
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/admin/customers/:id/reactivate',
    tags,
    access: { permission: 'customers' },
    summary: 'Reactivate a deactivated account with a reason: it can sign in again',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ReasonBodySchema,
    reply: z.object({ status: z.enum(CUSTOMER_STATUSES) }),
    refusals: [CUSTOMER_NOT_FOUND],
  }),
};
