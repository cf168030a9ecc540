import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, pageSchema } from './common';

export const RedeemBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the gift card code')
    .max(32, 'A gift card code has at most 32 characters'),
});

export const RedeemQuerySchema = BaseQuerySchema;

export const RedeemedSchema = z.object({
  credited: MoneySchema.describe('What the card added, in the requested currency'),
  walletAmount: MoneySchema.describe('The wallet balance now'),
});

const WalletEntrySchema = z.object({
  id: z.number().int(),
  amount: MoneySchema.describe('Positive for credits, negative for spending'),
  reason: z.enum(['GIFT_CARD', 'ORDER_PAYMENT', 'ORDER_REFUND', 'ADJUSTMENT']),
  orderId: z.number().int().nullable(),
  createdAt: z.date(),
});

export const WalletHistorySchema = pageSchema('entries', WalletEntrySchema);
