import { returns } from '@seed/contract/returns';
import { parseCurrency } from '@seed/domain/currency';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { CommerceOptions } from '../../http/commerce';
import { serve } from '../../http/serve';
import { sendRefundMail } from '../refunds/read';
import { findContact } from '../users/service';
import { presentReturns } from './present';
import { returnRefusedMail } from './return-mail';
import { createReturn, decideReturn, findReturn, listReturns, shopperReturns } from './service';

type ReturnOptions = CommerceOptions & { returnWindowDays: number };

/** Shoppers ask to return lines of a delivered order; staff accept (a refund) or refuse with a note. */
export async function returnRoutes(app: FastifyInstance, options: ReturnOptions) {
  const { db, gateway, mailer, mediaBase, returnWindowDays } = options;
  const one = async (row: Parameters<typeof presentReturns>[1][number]) => {
    const [shown] = await presentReturns(db, [row], mediaBase);
    if (!shown) throw new Error('A return presented as nothing');
    return shown;
  };

  serve(app, returns.create, async (request) => {
    const row = await createReturn(db, {
      userId: request.user.id,
      orderId: request.params.id,
      lines: request.body.lines,
      reason: request.body.reason,
      details: request.body.details || null,
      photoIds: request.body.photoIds ?? [],
      windowDays: returnWindowDays,
    });
    return { return: await one(row) };
  });

  serve(app, returns.ofOrder, async (request) => {
    const found = await shopperReturns(db, request.user.id, request.params.id, returnWindowDays);
    const money = (amount: number, currency: string) => ({ amount, currency: parseCurrency(currency) });
    return {
      returns: await presentReturns(db, found.rows, mediaBase),
      window: { open: found.window.open, endsAt: found.window.endsAt?.toISOString() ?? null },
      lines: found.lines,
      refunded: money(found.refunded, found.currency),
      refunds: found.refunds.map((row) => ({
        amount: money(row.amount, row.currency),
        toCard: money(row.cardAmount, row.currency),
        toWallet: money(row.walletAmount, row.currency),
        state: row.state,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  serve(app, returns.adminList, async (request) => {
    const page = await listReturns(db, request.query.state, clampPaging(request.query, { defaultLimit: 20 }));
    const { items, ...rest } = page;
    return { returns: await presentReturns(db, items, mediaBase), ...rest };
  });

  serve(app, returns.adminDetail, async (request) => ({
    return: await one(await findReturn(db, request.params.id)),
  }));

  serve(app, returns.decide, async (request) => {
    const { row, refund } = await decideReturn(db, gateway, {
      returnId: request.params.id,
      staffId: request.user.id,
      requestId: request.id,
      body: request.body,
    });
    if (refund) await sendRefundMail(db, mailer, request.log, refund);
    else if (row.decisionNote) {
      const contact = await findContact(db, row.userId);
      if (contact?.email) {
        await mailer
          .send(returnRefusedMail(contact, row.orderId, row.decisionNote))
          .catch((err: unknown) => request.log.error({ err, returnId: row.id }, 'return mail not sent'));
      }
    }
    return { return: await one(row) };
  });
}
