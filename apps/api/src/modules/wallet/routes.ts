import { ErrorBodySchema, errorResponses, PagingQuerySchema } from '@seed/contract/common';
import {
  RedeemBodySchema,
  RedeemedSchema,
  RedeemQuerySchema,
  WalletHistorySchema,
} from '@seed/contract/wallet';
import { convertFils } from '@seed/domain/money';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { requireUser } from '../../plugins/auth';
import { redeemGiftCard, walletHistory } from './service';

const walletErrors = { ...errorResponses, 401: ErrorBodySchema, 409: ErrorBodySchema } as const;
const tags = ['wallet'];

export async function walletRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/gift-cards/redeem',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Redeem a gift card into your wallet',
        description: 'Any letter case. Unknown code: 404; used or expired: 409. A card credits once.',
        querystring: RedeemQuerySchema,
        body: RedeemBodySchema,
        response: { 200: RedeemedSchema, ...walletErrors },
      },
    },
    async (request) => {
      const { currency } = request.ctx;
      const { credited, balance } = await redeemGiftCard(db, request.user!.id, request.body.code);
      return { credited: convertFils(credited, currency), walletAmount: convertFils(balance, currency) };
    },
  );

  routes.get(
    '/users/wallet/history',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your wallet ledger, newest first: every credit and spend',
        querystring: PagingQuerySchema,
        response: { 200: WalletHistorySchema, ...walletErrors },
      },
    },
    async (request) => {
      const { currency } = request.ctx;
      const paging = clampPaging(request.query, { defaultLimit: 20 });
      const page = await walletHistory(db, request.user!.id, paging);
      return namedPage('entries', page, (row) => ({ ...row, amount: convertFils(row.amount, currency) }));
    },
  );
}
