import type { Db } from '@seed/db/client';
import {
  assertDeactivatable,
  type WalletAdjustmentDirection,
  walletAdjustment,
} from '@seed/domain/customer-account';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { listAddresses } from '../addresses/service';
import { revokeUserSessions } from '../auth/sessions';
import { mailSignInCode } from '../auth/sign-in-code';
import { listDesignRequests } from '../design-requests/service';
import { countUserFavorites } from '../favorites/service';
import type { Mailer } from '../mail/mailer';
import { accountOrderFigures, listOrders } from '../orders/service';
import { recordAudit } from '../staff/audit';
import { findCustomer, listCustomers, lockAccount, setAccountActive } from '../users/service';
import { adjustWallet, walletBalance, walletHistory } from '../wallet/service';

/** The newest design requests a customer page shows; the designer desk lists them all. */
const DESIGN_REQUESTS_SHOWN = 50;

/** Who acts, and the request they act in: every change below writes its audit row with them. */
export type StaffAct = { staffId: number; reason: string | null; requestId: string };

export const customerNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Customer ${id} not found`, { reason: 'CUSTOMER_NOT_FOUND' });

export function findCustomers(db: Db, filters: Parameters<typeof listCustomers>[1], paging: Paging) {
  return listCustomers(db, filters, accountOrderFigures, paging);
}

type DetailPaging = { orders: Paging; ledger: Paging };

/** A customer's page: the account and everything other modules keep about it, read through their services. */
export async function customerDetail(db: Db, id: number, paging: DetailPaging) {
  const account = await findCustomer(db, id, accountOrderFigures);
  if (!account) throw customerNotFound(id);
  const [orders, addresses, balance, ledger, designRequests, favoritesCount] = await Promise.all([
    listOrders(db, id, paging.orders),
    listAddresses(db, id),
    walletBalance(db, id),
    walletHistory(db, id, paging.ledger, { notes: true }),
    listDesignRequests(db, { userId: id, limit: DESIGN_REQUESTS_SHOWN, offset: 0 }),
    countUserFavorites(db, id),
  ]);
  return { account, orders, addresses, balance, ledger, designRequests: designRequests.rows, favoritesCount };
}

async function lockCustomer(tx: Db, id: number) {
  const account = await lockAccount(tx, id);
  if (!account) throw customerNotFound(id);
  return account;
}

type Adjustment = StaffAct & { reason: string; direction: WalletAdjustmentDirection; amount: number };

/**
 * Credits or debits the wallet under the account's row lock (the lock checkout takes before spending the
 * wallet), so parallel debits see each other's rows and none takes the balance below zero.
 */
export async function adjustCustomerWallet(db: Db, id: number, change: Adjustment): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, id);
    const before = await walletBalance(tx, id);
    const amount = walletAdjustment(before, change.direction, change.amount);
    const after = await adjustWallet(tx, id, amount, change.reason);
    await recordAudit(tx, {
      staffId: change.staffId,
      action: `wallet.balance.${change.direction.toLowerCase()}`,
      recordType: 'user',
      recordId: id,
      before: { balanceFils: before },
      after: { balanceFils: after },
      reason: change.reason,
      requestId: change.requestId,
    });
    return after;
  });
}

/**
 * Mails the customer a sign-in code as signing in by code does. The audit row is written only once the code
 * is issued: a refusal by the resend rule rolls it back with everything else.
 */
export async function sendCustomerSignInCode(deps: { db: Db; mailer: Mailer }, id: number, act: StaffAct) {
  await deps.db.transaction(async (tx) => {
    const account = await lockCustomer(tx, id);
    if (!account.isActive) {
      throw new DomainError('CONFLICT', 'The account is deactivated: reactivate it first', {
        reason: 'CUSTOMER_DEACTIVATED',
      });
    }
    await mailSignInCode({ db: tx, mailer: deps.mailer }, account);
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'user.sign-in-code.send',
      recordType: 'user',
      recordId: id,
      before: null,
      after: { email: account.email },
      reason: act.reason,
      requestId: act.requestId,
    });
  });
}

/**
 * Deactivates or reactivates an account. Deactivation ends every session in the same transaction, so no
 * request signed in before it is served after it; asking for the state the account is already in changes
 * nothing and logs nothing.
 */
export async function setCustomerActive(db: Db, id: number, active: boolean, act: StaffAct) {
  return db.transaction(async (tx) => {
    const account = await lockCustomer(tx, id);
    if (!active) assertDeactivatable(account, act.staffId);
    if (account.isActive === active) return;
    await setAccountActive(tx, id, active);
    if (!active) await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      staffId: act.staffId,
      action: active ? 'user.account.reactivate' : 'user.account.deactivate',
      recordType: 'user',
      recordId: id,
      before: { active: account.isActive },
      after: { active },
      reason: act.reason,
      requestId: act.requestId,
    });
  });
}
