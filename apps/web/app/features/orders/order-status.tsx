import type { OrderStatus } from '@seed/domain/order-status';
import { useTranslation } from 'react-i18next';
import type { OrderView } from './order-view';

// Waiting amber, done green, stopped red, moving along blue; text colours pass contrast on their tints.
const TONE: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  PAYMENT_FAILED: 'bg-red-100 text-red-900',
  PAYMENT_EXPIRED: 'bg-red-100 text-red-900',
  PAID: 'bg-green-100 text-green-900',
  IN_PRODUCTION: 'bg-sky-100 text-sky-900',
  SHIPPED: 'bg-indigo-100 text-indigo-900',
  DELIVERED: 'bg-green-100 text-green-900',
  CANCELLED: 'bg-neutral-200 text-neutral-800',
  REFUNDED: 'bg-neutral-200 text-neutral-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${TONE[status]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** Every status the order went through, oldest first, as a line down the start side. */
export function OrderTimeline({ history }: { history: OrderView['history'] }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-4 border-s-2 border-neutral-200 ps-5">
      {history.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.65rem] top-1.5 size-3 rounded-full bg-neutral-900"
          />
          <p className="font-medium">{t(`orders.status.${entry.status}`)}</p>
          <p className="text-sm text-neutral-700">{entry.at}</p>
          {entry.note && <p className="text-sm">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
