import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../features/admin/orders/print-document';
import { loadPrintPage } from '../features/admin/orders/print-page.server';
import type { Route } from './+types/admin-order-packing-slip';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPrintPage(params.lang, params.id, request, context);
}

/** The packing slip that goes in the parcel; a gift's has its message and no prices. */
export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('admin.orders.print.packingSlip')} #${loaderData.order.id}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PrintDocument order={loaderData.order} kind="packingSlip" />
    </>
  );
}
