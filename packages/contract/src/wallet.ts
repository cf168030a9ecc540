import { GIFT_CARD_CODE_MAX } from '@seed/domain/checkout-limits';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';

export const RedeemBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the gift card code')
    .max(GIFT_CARD_CODE_MAX, `A gift card code has at most ${GIFT_CARD_CODE_MAX} characters`),
});

export const RedeemQuerySchema = BaseQuerySchema;

export const RedeemedSchema = z.object({
  credited: MoneySchema.describe('What the card added, in the requested currency'),
  walletAmount: MoneySchema.describe('The wallet balance now'),
});

export const WalletEntrySchema = z.object({
  id: z.number().int(),
  amount: MoneySchema.describe('Positive for credits, negative for spending'),
  reason: z.enum(['GIFT_CARD', 'ORDER_PAYMENT', 'ORDER_REFUND', 'ADJUSTMENT', 'REFUND']),
  orderId: z.number().int().nullable(),
  createdAt: TimestampSchema,
});

export const WalletHistorySchema = pageSchema('entries', WalletEntrySchema);

const tags = ['wallet'];

export const wallet = {
  redeem: endpoint({
    method: 'POST',
    path: '/gift-cards/redeem',
    tags,
    access: 'signedIn',
    summary: 'Redeem a gift card into your wallet',
    description:
      'Any letter case. Unknown code: 404 (GIFT_CARD_NOT_FOUND); used or expired: 409 ' +
      '(GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_EXPIRED, GIFT_CARD_DEACTIVATED). A card credits once.',
    query: RedeemQuerySchema,
    body: RedeemBodySchema,
    reply: RedeemedSchema,
    errors: [409],
    refusals: [
      'GIFT_CARD_NOT_FOUND',
      'GIFT_CARD_ALREADY_REDEEMED',
      'GIFT_CARD_EXPIRED',
      'GIFT_CARD_DEACTIVATED',
    ],
  }),
  history: endpoint({
    method: 'GET',
    path: '/users/wallet/history',
    tags,
    access: 'signedIn',
    summary: 'Your wallet ledger, newest first: every credit and spend',
    query: PagingQuerySchema,
    reply: WalletHistorySchema,
    refusals: [],
  }),
};
