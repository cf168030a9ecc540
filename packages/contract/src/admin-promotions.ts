import { VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

/** Page sizes of the promotions desk. */
export const VOUCHER_PAGE_SIZE = 25;
export const VOUCHER_USES_PAGE_SIZE = 20;
/** The most tiers the store's discount on amount may have; more would not fit a cart's note. */
export const DISCOUNT_TIERS_MAX = 10;
/** The largest money amount staff may type on this desk: KWD 100,000 in fils. */
const PROMOTION_AMOUNT_MAX = 100_000_000;

export const VOUCHER_SORTS = ['created', 'code', 'used'] as const;
export const VOUCHER_STATUSES = ['ACTIVE', 'INACTIVE', 'SCHEDULED', 'EXPIRED', 'USED_UP'] as const;
export const VOUCHER_KINDS = ['PERCENT', 'AMOUNT'] as const;

const id = z.number().int();
const fils = (what: string) =>
  z
    .number()
    .int('Whole fils')
    .min(1, 'More than zero')
    .max(PROMOTION_AMOUNT_MAX, `At most ${PROMOTION_AMOUNT_MAX / 1000} KWD`)
    .describe(`${what}, KWD fils`);
const limit = z.number().int('A whole number').min(1, 'At least 1').max(1_000_000, 'At most 1,000,000');
const moment = z.iso.datetime({ offset: true, message: 'A date and time with its offset' });

export const VoucherListQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(VOUCHER_CODE_MAX).optional().describe('Part of a code'),
  status: z.enum(VOUCHER_STATUSES).optional(),
  sort: z.enum(VOUCHER_SORTS).optional().describe('created (the default), code or used'),
  dir: z.enum(['asc', 'desc']).optional().describe('desc by default'),
});

const AdminVoucherSchema = z
  .object({
    id,
    code: z.string(),
    kind: z.enum(VOUCHER_KINDS),
    percent: z.number().int().describe('0 for a fixed-amount voucher'),
    amountOff: MoneySchema.nullable().describe('KWD; null for a percent voucher'),
    maxDiscount: MoneySchema.nullable().describe('KWD cap of a percent voucher; null for none'),
    minAmount: MoneySchema.nullable().describe('KWD subtotal it needs; null for none'),
    startsAt: TimestampSchema.nullable(),
    expiresAt: TimestampSchema.nullable(),
    usageLimit: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
    usedCount: z.number().int().describe('Uses by orders placed and not released'),
    isActive: z.boolean(),
    status: z.enum(VOUCHER_STATUSES).describe('What stops it now, or ACTIVE'),
    createdAt: TimestampSchema,
  })
  .meta({ id: 'AdminVoucher' });

/** A voucher as staff write it; a percent one has `percent`, a fixed one `amountOff`. */
export const VoucherBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(3, 'At least 3 characters')
      .max(VOUCHER_CODE_MAX, `At most ${VOUCHER_CODE_MAX} characters`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, - and _')
      .describe('Stored upper-cased; shoppers may type any case'),
    kind: z.enum(VOUCHER_KINDS),
    percent: z.number().int().min(1, 'From 1').max(100, 'To 100').optional(),
    amountOff: fils('A fixed amount off').optional(),
    maxDiscount: fils('The most a percent voucher takes off').nullable().optional(),
    minAmount: fils('The subtotal it needs').nullable().optional(),
    startsAt: moment.nullable().optional(),
    expiresAt: moment.nullable().optional(),
    usageLimit: limit.nullable().optional().describe('Uses in all; null for no limit'),
    perUserLimit: limit.nullable().optional().describe('Uses per customer; null for no limit'),
    isActive: z.boolean(),
    reason: AuditReasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'PERCENT' && body.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'A percent voucher needs its percent' });
    }
    if (body.kind === 'AMOUNT' && body.amountOff === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'A fixed voucher needs its amount' });
    }
    if (body.startsAt && body.expiresAt && Date.parse(body.expiresAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Ends after it starts' });
    }
  });
export type VoucherBody = z.infer<typeof VoucherBodySchema>;

const VoucherUseSchema = z.object({
  orderId: id,
  userId: id,
  customer: z.string().describe('First and last name, or the e-mail'),
  email: z.string(),
  at: TimestampSchema,
  discount: MoneySchema.describe("What the order's discount came to, in KWD (voucher and amount tiers)"),
  orderStatus: z.string(),
});

const DiscountTierSchema = z.object({
  minSubtotal: fils('From this subtotal on'),
  percent: z.number().int().min(1, 'From 1').max(99, 'Up to 99'),
});

export const DiscountTiersBodySchema = z
  .strictObject({
    tiers: z.array(DiscountTierSchema).max(DISCOUNT_TIERS_MAX, `At most ${DISCOUNT_TIERS_MAX} tiers`),
    reason: AuditReasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.tiers.forEach((tier, index) => {
      if (seen.has(tier.minSubtotal)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'minSubtotal'],
          message: 'Each threshold once',
        });
      }
      seen.add(tier.minSubtotal);
    });
  });

const DiscountTiersReplySchema = z.object({
  tiers: z.array(z.object({ minSubtotal: MoneySchema.describe('KWD'), percent: z.number().int() })),
});

const tags = ['promotions'];
const access = { permission: 'promotions' } as const;
const VOUCHER_NOT_FOUND = 'VOUCHER_NOT_FOUND';

export const adminVouchers = {
  list: endpoint({
    method: 'GET',
    path: '/admin/vouchers',
    tags,
    access,
    summary: 'Vouchers for the back office: find by code, filter by status, sort and page',
    query: VoucherListQuerySchema,
    reply: pageSchema('vouchers', AdminVoucherSchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/vouchers/:id',
    tags,
    access,
    summary: 'One voucher and its uses: who, which order, when, and the discount',
    params: IdParamsSchema,
    query: BaseQuerySchema.extend({ usesOffset: z.coerce.number().int().min(0).optional() }),
    reply: z.object({
      voucher: AdminVoucherSchema,
      uses: pageSchema('uses', VoucherUseSchema).describe(`Newest first, ${VOUCHER_USES_PAGE_SIZE} a page`),
    }),
    refusals: [VOUCHER_NOT_FOUND],
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/vouchers',
    tags,
    access,
    summary: 'Create a voucher; an audit row keeps it',
    description: 'A code already taken (in any case) is refused with 409 VOUCHER_CODE_TAKEN.',
    query: BaseQuerySchema,
    body: VoucherBodySchema,
    reply: z.object({ id }),
    status: 201,
    errors: [409],
    refusals: ['VOUCHER_CODE_TAKEN'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/vouchers/:id',
    tags,
    access,
    summary: 'Change a voucher (every field); the audit row keeps what changed',
    description:
      'Applies to orders placed from now on. A total limit below the uses already made is refused ' +
      '(409 VOUCHER_LIMIT_BELOW_USES); a code taken by another voucher with 409 VOUCHER_CODE_TAKEN.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: VoucherBodySchema,
    reply: z.object({ id }),
    errors: [409],
    refusals: [VOUCHER_NOT_FOUND, 'VOUCHER_CODE_TAKEN', 'VOUCHER_LIMIT_BELOW_USES'],
  }),
};

export const adminDiscountTiers = {
  get: endpoint({
    method: 'GET',
    path: '/admin/discount-tiers',
    tags,
    access,
    summary: "The store's discount on amount: its tiers, lowest threshold first",
    query: BaseQuerySchema,
    reply: DiscountTiersReplySchema,
    refusals: [],
  }),
  set: endpoint({
    method: 'PUT',
    path: '/admin/discount-tiers',
    tags,
    access,
    summary: 'Replace the discount-on-amount tiers; carts and checkout use them at once',
    description: 'An empty list turns the discount off. One audit row keeps the tiers before and after.',
    query: BaseQuerySchema,
    body: DiscountTiersBodySchema,
    reply: DiscountTiersReplySchema,
    refusals: [],
  }),
};
