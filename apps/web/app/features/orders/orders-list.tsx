import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../components/price';
import { useLocale } from '../../lib/use-locale';
import { OrderStatusBadge } from './order-status';
import type { OrderListItemView } from './order-view';

type OrdersListProps = { orders: OrderListItemView[]; page: number; hasMore: boolean };

const pageLink = (lang: string, page: number) =>
  `/${lang}/profile${page > 1 ? `?ordersPage=${page}` : ''}#profile-orders`;

/** The profile's orders, newest first, a page at a time (`?ordersPage=`), each linking to its page. */
export function OrdersList({ orders, page, hasMore }: OrdersListProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  if (orders.length === 0 && page === 1) return <p className="mt-3 text-neutral-700">{t('orders.none')}</p>;
  return (
    <>
      <ul className="mt-4 grid gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={`/${lang}/orders/${order.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 p-4 hover:border-neutral-900"
            >
              <span className="flex flex-col">
                <span className="font-medium">{t('orders.number', { id: order.id })}</span>
                <span className="text-sm text-neutral-700">
                  {order.createdAt} · {t('orders.items', { count: order.itemsCount })}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <OrderStatusBadge status={order.status} />
                <Price money={order.total} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {(page > 1 || hasMore) && (
        <nav aria-label={t('orders.pages')} className="mt-4 flex justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link to={pageLink(lang, page - 1)} rel="prev" className="underline">
              {t('orders.newer')}
            </Link>
          ) : (
            <span />
          )}
          {hasMore && (
            <Link to={pageLink(lang, page + 1)} rel="next" className="underline">
              {t('orders.older')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
