import { designRequests } from '@seed/contract/design-requests';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '../../lib/api.server';

/** The request of the page's `:id`: another shopper's, an unknown one and a malformed id are all 404. */
export async function loadDesignRequest(api: ApiClient, rawId: string) {
  if (!/^\d{1,10}$/.test(rawId)) throw data(null, { status: 404 });
  try {
    return await api.call(designRequests.detail, { params: { id: rawId } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
