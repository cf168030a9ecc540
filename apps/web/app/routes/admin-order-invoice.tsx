import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../features/admin/orders/print-document';
import { loadPrintPage } from '../features/admin/orders/print-page.server';
import type { Route } from './+types/admin-order-invoice';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPrintPage(params.lang, params.id, request, context);
}

/** The order's invoice, with its totals, in the page's language. */
export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('admin.orders.print.invoice')} #${loaderData.order.id}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PrintDocument order={loaderData.order} kind="invoice" />
    </>
  );
}
