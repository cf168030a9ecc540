import {
  CUSTOMER_LEDGER_PAGE_SIZE,
  CUSTOMER_ORDERS_PAGE_SIZE,
  CUSTOMER_PAGE_SIZE,
  customers,
} from '@seed/contract/customers';
import { convertFils } from '@seed/domain/money';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { presentAddress } from '../addresses/present';
import type { Mailer } from '../mail/mailer';
import { presentSummary } from '../orders/present';
import {
  adjustCustomerWallet,
  customerDetail,
  findCustomers,
  sendCustomerSignInCode,
  setCustomerActive,
} from './service';

export type CustomersModuleOptions = ModuleOptions & { mailer: Mailer };

// The wallet and the stored order amounts are KWD fils; the desk shows them in KWD whatever the browsing currency.
const kwd = (fils: number) => convertFils(fils, 'KWD');

type AccountRow = { isActive: boolean; spentFils: number };
const presentFigures = <R extends AccountRow>({ isActive, spentFils, ...row }: R) => ({
  ...row,
  status: isActive ? ('ACTIVE' as const) : ('DEACTIVATED' as const),
  spent: kwd(spentFils),
});

export async function customerRoutes(app: FastifyInstance, { db, mailer }: CustomersModuleOptions) {
  serve(app, customers.list, async (request) => {
    const { q, role, status, hasOrders, sort, dir } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: CUSTOMER_PAGE_SIZE });
    const page = await findCustomers(db, { q, role, status, hasOrders, sort, dir }, paging);
    return { ...namedPage('customers', page, presentFigures), total: page.total };
  });

  serve(app, customers.detail, async (request) => {
    const found = await customerDetail(db, request.params.id, {
      orders: { limit: CUSTOMER_ORDERS_PAGE_SIZE, offset: request.query.ordersOffset ?? 0 },
      ledger: { limit: CUSTOMER_LEDGER_PAGE_SIZE, offset: request.query.ledgerOffset ?? 0 },
    });
    const { emailVerifiedAt, ...account } = found.account;
    return {
      customer: { ...presentFigures(account), emailVerified: emailVerifiedAt !== null },
      orders: namedPage('orders', found.orders, presentSummary),
      addresses: found.addresses.map(presentAddress),
      wallet: {
        balance: kwd(found.balance),
        ledger: namedPage('entries', found.ledger, (entry) => ({ ...entry, amount: kwd(entry.amount) })),
      },
      designRequests: found.designRequests.map(({ id, uid, status, createdAt }) => ({
        id,
        uid,
        status,
        createdAt,
      })),
      favoritesCount: found.favoritesCount,
    };
  });

  const actOf = (request: { user: { id: number }; id: string }, reason: string | null) => ({
    staffId: request.user.id,
    reason,
    requestId: request.id,
  });

  serve(app, customers.adjustWallet, async (request) => {
    const { direction, amount, reason } = request.body;
    const balance = await adjustCustomerWallet(db, request.params.id, {
      ...actOf(request, reason),
      reason,
      direction,
      amount,
    });
    return { balance: kwd(balance) };
  });

  serve(app, customers.sendSignInCode, async (request) => {
    await sendCustomerSignInCode(
      { db, mailer },
      request.params.id,
      actOf(request, request.body.reason ?? null),
    );
    return { sent: true as const };
  });

  serve(app, customers.deactivate, async (request) => {
    await setCustomerActive(db, request.params.id, false, actOf(request, request.body.reason));
    return { status: 'DEACTIVATED' as const };
  });

  serve(app, customers.reactivate, async (request) => {
    await setCustomerActive(db, request.params.id, true, actOf(request, request.body.reason));
    return { status: 'ACTIVE' as const };
  });
}
