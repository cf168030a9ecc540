import { customers } from '@seed/contract/customers';
import { formatAddress } from '@seed/domain/address-format';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import {
  ACTION_PERMISSIONS,
  CUSTOMER_ACTIONS,
  type CustomerAction,
  runCustomerAction,
} from '../features/admin/customers/customer-actions.server';
import { AccountActions, WalletForm } from '../features/admin/customers/customer-forms';
import { CustomerSections, OffsetLinks } from '../features/admin/customers/customer-sections';
import { dayFormatter } from '../features/admin/customers/format.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-customer';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};
const offsetOf = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 && value < 1_000_000 ? value : 0;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, 'customers');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const url = new URL(request.url);
  const detail = await createApiClient(request, context, locale)
    .call(customers.detail, {
      params: { id },
      query: { ordersOffset: offsetOf(url, 'ordersOffset'), ledgerOffset: offsetOf(url, 'ledgerOffset') },
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const day = dayFormatter(locale);
  const moment = dayFormatter(locale, true);
  const done = url.searchParams.get('done');
  return data(
    {
      customer: { ...detail.customer, joined: day(detail.customer.createdAt) },
      orders: {
        ...detail.orders,
        orders: detail.orders.orders.map((order) => ({ ...order, date: day(order.createdAt) })),
      },
      addresses: detail.addresses.map((address) => ({
        id: address.id,
        text: formatAddress(address, locale),
      })),
      wallet: {
        balance: detail.wallet.balance,
        ledger: {
          ...detail.wallet.ledger,
          entries: detail.wallet.ledger.entries.map((entry) => ({ ...entry, date: moment(entry.createdAt) })),
        },
      },
      designRequests: detail.designRequests.map((request) => ({ ...request, date: day(request.createdAt) })),
      favoritesCount: detail.favoritesCount,
      canAdjustWallet: staff.permissions.includes('wallet'),
      done: CUSTOMER_ACTIONS.find((action) => action === done) ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const chosen = CUSTOMER_ACTIONS.find((action) => action === form.get('action'));
  if (!chosen) throw data(null, { status: 400 });
  await requireStaff(request, context, ACTION_PERMISSIONS[chosen]);
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const api = createApiClient(request, context, locale);
  const problem = await runCustomerAction(api, locale, id, chosen, form);
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/customers/${id}?done=${chosen satisfies CustomerAction}`, 303);
}

/** /admin/customers/:id: one account and everything the store keeps about it, with the desk's actions. */
export default function AdminCustomer({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { customer, wallet, done, canAdjustWallet } = loaderData;
  const problem = actionData?.problem ?? null;
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  return (
    <>
      <AdminTitle title={name} />
      <Link to={`/${params.lang}/admin/customers`} className="text-sm underline underline-offset-2">
        {t('admin.customers.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{name}</h1>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.customers.done.${done}`)}
        </p>
      )}
      <CustomerSections data={loaderData} lang={params.lang} />
      <section
        aria-labelledby="customer-wallet"
        className="mt-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="customer-wallet" className="mb-2 text-lg font-semibold">
          {t('admin.customers.wallet')}
        </h2>
        <p className="mb-3">
          {t('admin.customers.balance')}: <Price money={wallet.balance} />
        </p>
        <h3 className="mb-2 font-semibold">{t('admin.customers.ledger')}</h3>
        {wallet.ledger.entries.length === 0 ? (
          <p className="text-neutral-700">{t('admin.customers.noLedger')}</p>
        ) : (
          <table className="mb-2 w-full text-sm">
            <caption className="sr-only">{t('admin.customers.ledger')}</caption>
            <thead>
              <tr className="border-b border-neutral-200 text-start">
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.date')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.entry')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.amount')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.note')}
                </th>
              </tr>
            </thead>
            <tbody>
              {wallet.ledger.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-neutral-100">
                  <td className="py-1">{entry.date}</td>
                  <td className="py-1">
                    {t(`admin.customers.ledgerReasons.${entry.reason}`)}
                    {entry.orderId !== null && (
                      <>
                        {' · '}
                        <Link
                          to={`/${params.lang}/admin/orders/${entry.orderId}`}
                          className="underline underline-offset-2"
                        >
                          {t('admin.customers.orderNumber', { id: entry.orderId })}
                        </Link>
                      </>
                    )}
                  </td>
                  <td className="py-1">
                    <Price money={entry.amount} />
                  </td>
                  <td className="py-1">{entry.note ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <OffsetLinks page={wallet.ledger} name="ledgerOffset" />
        {canAdjustWallet && (
          <div className="mt-4 border-t border-neutral-200 pt-4">
            <WalletForm problem={problem} />
          </div>
        )}
      </section>
      <section
        aria-labelledby="customer-actions"
        className="mt-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="customer-actions" className="mb-3 text-lg font-semibold">
          {t('admin.customers.actions')}
        </h2>
        <AccountActions problem={problem} active={customer.status === 'ACTIVE'} />
      </section>
    </>
  );
}
