import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Price } from '../../../components/price';
import type { Route } from '../../../routes/+types/admin-customer';
import { withParams } from '../list-query';

type Data = Route.ComponentProps['loaderData'];
const box = 'rounded-md border border-neutral-200 bg-white p-4';
const link = 'underline underline-offset-2';

/** Newer and older links of a paged part of the page, kept in the URL beside the other parts' offsets. */
export function OffsetLinks({
  page,
  name,
}: {
  page: { offset: number; limit: number; hasMore: boolean };
  name: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (page.offset === 0 && !page.hasMore) return null;
  return (
    <nav aria-label={t('admin.layout.table.pagination')} className="flex gap-4 text-sm">
      {page.offset > 0 && (
        <Link
          to={{
            search: withParams(search, {
              [name]: Math.max(0, page.offset - page.limit) || undefined,
              done: undefined,
            }),
          }}
          className={link}
        >
          {t('admin.customers.newer')}
        </Link>
      )}
      {page.hasMore && (
        <Link
          to={{ search: withParams(search, { [name]: page.offset + page.limit, done: undefined }) }}
          className={link}
        >
          {t('admin.customers.older')}
        </Link>
      )}
    </nav>
  );
}

/** The account, its orders, addresses, design requests and favourites. */
export function CustomerSections({ data, lang }: { data: Data; lang: string }) {
  const { t } = useTranslation();
  const { customer, orders, addresses, designRequests, favoritesCount } = data;
  const facts: [string, React.ReactNode][] = [
    [
      t('admin.customers.columns.email'),
      <span key="email" dir="ltr">
        {customer.email}
      </span>,
    ],
    [
      t('admin.customers.columns.phone'),
      customer.phone ? (
        <span key="phone" dir="ltr">
          {customer.phone}
        </span>
      ) : (
        '—'
      ),
    ],
    [t('admin.customers.language'), t(`admin.customers.languages.${customer.locale}`)],
    [
      t('admin.customers.columns.role'),
      customer.isGuest ? t('admin.customers.guest') : t(`admin.customers.roles.${customer.role}`),
    ],
    [t('admin.customers.columns.status'), t(`admin.customers.statuses.${customer.status}`)],
    [
      t('admin.customers.emailVerified'),
      customer.emailVerified ? t('admin.customers.yes') : t('admin.customers.no'),
    ],
    [t('admin.customers.columns.joined'), customer.joined],
    [t('admin.customers.columns.orders'), customer.ordersCount],
    [t('admin.customers.columns.spent'), <Price key="spent" money={customer.spent} />],
    [t('admin.customers.favorites'), t('admin.customers.favoritesCount', { count: favoritesCount })],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="customer-account" className={box}>
        <h2 id="customer-account" className="mb-2 text-lg font-semibold">
          {t('admin.customers.account')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-neutral-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="customer-orders" className={box}>
        <h2 id="customer-orders" className="mb-2 text-lg font-semibold">
          {t('admin.customers.ordersTitle')}
        </h2>
        {orders.orders.length === 0 ? (
          <p className="text-neutral-700">{t('admin.customers.noOrders')}</p>
        ) : (
          <table className="mb-2 w-full text-sm">
            <caption className="sr-only">{t('admin.customers.ordersTitle')}</caption>
            <thead>
              <tr className="border-b border-neutral-200">
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.order')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.date')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.orderStatus')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('admin.customers.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.orders.map((order) => (
                <tr key={order.id} className="border-b border-neutral-100">
                  <td className="py-1">
                    <Link to={`/${lang}/admin/orders/${order.id}`} className={link}>
                      {t('admin.customers.orderNumber', { id: order.id })}
                    </Link>
                  </td>
                  <td className="py-1">{order.date}</td>
                  <td className="py-1">{t(`admin.customers.orderStatuses.${order.status}`)}</td>
                  <td className="py-1">
                    <Price money={order.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <OffsetLinks page={orders} name="ordersOffset" />
      </section>
      <section aria-labelledby="customer-addresses" className={box}>
        <h2 id="customer-addresses" className="mb-2 text-lg font-semibold">
          {t('admin.customers.addresses')}
        </h2>
        {addresses.length === 0 ? (
          <p className="text-neutral-700">{t('admin.customers.noAddresses')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {addresses.map((address) => (
              <li key={address.id}>{address.text}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-design-requests" className={box}>
        <h2 id="customer-design-requests" className="mb-2 text-lg font-semibold">
          {t('admin.customers.designRequests')}
        </h2>
        {designRequests.length === 0 ? (
          <p className="text-neutral-700">{t('admin.customers.noDesignRequests')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {designRequests.map((request) => (
              <li key={request.id}>
                <Link to={`/${lang}/design-requests/${request.id}`} className={link}>
                  <span dir="ltr">{request.uid}</span>
                </Link>{' '}
                · {request.status} · {request.date}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
