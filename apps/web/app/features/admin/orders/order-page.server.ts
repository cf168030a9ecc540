import { adminOrders } from '@seed/contract/admin-orders';
import { ApiError } from '@seed/contract/client';
import type { Locale } from '@seed/domain/locale';
import { type AppLoadContext, data } from 'react-router';
import { createApiClient } from '../../../lib/api.server';
import { requestLocale } from '../../../lib/locale.server';
import { requireStaff, type StaffMember } from '../require-staff.server';
import { adminOrderView } from './order-view.server';

/** One order for a back-office page: its view in the page's language; 404 for an order that is not there. */
export async function loadAdminOrder(
  lang: string | undefined,
  id: string,
  request: Request,
  context: AppLoadContext,
): Promise<{ locale: Locale; staff: StaffMember; order: ReturnType<typeof adminOrderView> }> {
  const staff = await requireStaff(request, context, 'orders');
  const locale = requestLocale(lang, request);
  const api = createApiClient(request, context, locale);
  const reply = await api.call(adminOrders.detail, { params: { id } }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  });
  return { locale, staff, order: adminOrderView(reply.order, locale) };
}
