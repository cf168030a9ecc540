import { adminGiftCards, GIFT_CARD_PAGE_SIZE } from '@seed/contract/admin-promotions-gift-cards';
import { parseCurrency } from '@seed/domain/currency';
import { giftCardCodeEnd } from '@seed/domain/gift-card-code';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import {
  batchCodesCsv,
  deactivateGiftCard,
  findBatch,
  giftCardStatus,
  issueBatch,
  listBatches,
  listGiftCards,
} from './admin-gift-cards';

type Batch = Awaited<ReturnType<typeof findBatch>>;
const presentBatch = ({ amount, currency, issuedByStaffId: _staff, ...batch }: Batch) => ({
  ...batch,
  amount: { amount, currency: parseCurrency(currency) },
});

/** The promotions desk's gift cards (issue 21): every call needs `promotions`. */
export async function adminWalletRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, adminGiftCards.list, async (request) => {
    const { batchId, status, q } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: GIFT_CARD_PAGE_SIZE });
    const page = await listGiftCards(db, { batchId, status, q }, paging);
    return {
      ...namedPage('giftCards', page, ({ card, redeemedBy }) => ({
        id: card.id,
        codeEnd: giftCardCodeEnd(card.code),
        amount: { amount: card.amount, currency: parseCurrency(card.currency) },
        status: giftCardStatus(card),
        batchId: card.batchId,
        expiresAt: card.expiresAt,
        redeemedAt: card.redeemedAt,
        redeemedBy,
        deactivatedAt: card.deactivatedAt,
        createdAt: card.createdAt,
      })),
      total: page.total,
    };
  });

  serve(app, adminGiftCards.batches, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: GIFT_CARD_PAGE_SIZE });
    return namedPage('batches', await listBatches(db, paging), presentBatch);
  });

  serve(app, adminGiftCards.issue, async (request) => {
    const { amount, currency, quantity, expiresAt, note, reason } = request.body;
    return issueBatch(
      db,
      { amount, currency, quantity, expiresAt: expiresAt ? new Date(expiresAt) : null, note: note ?? '' },
      { staffId: request.user.id, reason: reason ?? null, requestId: request.id },
    );
  });

  serve(app, adminGiftCards.batch, async (request) => ({
    batch: presentBatch(await findBatch(db, request.params.id)),
  }));

  serve(app, adminGiftCards.codes, async (request, reply) => {
    const csv = await batchCodesCsv(db, request.params.id, {
      staffId: request.user.id,
      reason: null,
      requestId: request.id,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gift-cards-${request.params.id}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  serve(app, adminGiftCards.deactivate, async (request) => {
    await deactivateGiftCard(db, request.params.id, {
      staffId: request.user.id,
      reason: request.body.reason,
      requestId: request.id,
    });
    return { id: request.params.id, status: 'DEACTIVATED' as const };
  });
}
