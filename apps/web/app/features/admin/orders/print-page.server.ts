import type { AppLoadContext } from 'react-router';
import { areaMessages } from '../../../lib/messages.server';
import { loadAdminOrder } from './order-page.server';

/**
 * A packing slip or invoice: outside the admin layout (nothing to print but the paper), so it sends the
 * back office's messages itself.
 */
export async function loadPrintPage(
  lang: string | undefined,
  id: string,
  request: Request,
  context: AppLoadContext,
) {
  const { locale, order } = await loadAdminOrder(lang, id, request, context);
  return { order, areaMessages: areaMessages(locale, ['admin']) };
}
