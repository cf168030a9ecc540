import { staff } from '@seed/contract/staff';
import { type ApiClient, ApiError } from '../../lib/api.server';

/**
 * Whether the signed-in caller works the designers' desk (staff permission designRequests): they see every
 * request and its designer actions. The API decides again on every call; this only shapes the page.
 */
export async function isDesigner(api: ApiClient): Promise<boolean> {
  try {
    return (await api.call(staff.me, {})).permissions.includes('designRequests');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
