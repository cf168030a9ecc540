import { wallet } from '@seed/contract/wallet';
import { convertFils } from '@seed/domain/money';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { redeemGiftCard, walletHistory } from './service';

export async function walletRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, wallet.redeem, async (request) => {
    const { currency } = request.ctx;
    const { credited, balance } = await redeemGiftCard(db, request.user.id, request.body.code);
    return { credited: convertFils(credited, currency), walletAmount: convertFils(balance, currency) };
  });

  serve(app, wallet.history, async (request) => {
    const { currency } = request.ctx;
    const paging = clampPaging(request.query, { defaultLimit: 20 });
    const page = await walletHistory(db, request.user.id, paging);
    return namedPage('entries', page, (row) => ({ ...row, amount: convertFils(row.amount, currency) }));
  });
}
