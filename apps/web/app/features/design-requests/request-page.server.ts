import { data } from 'react-router';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { DesignRequestSchema } from './design-request-schema.server';

/** The request of the page's `:id`: another shopper's, an unknown one and a malformed id are all 404. */
export async function loadDesignRequest(api: FullApiClient, rawId: string) {
  if (!/^\d{1,10}$/.test(rawId)) throw data(null, { status: 404 });
  try {
    return await api.get(`/design-requests/${rawId}`, DesignRequestSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
