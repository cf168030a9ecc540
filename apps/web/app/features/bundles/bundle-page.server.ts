import type { Locale } from '@seed/domain/locale';
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api.server';
import { orNotFound } from '../catalog/catalog-id.server';
import { loadBundle } from './bundle-api.server';

const DIGITS = /^\d+$/;

/** The `hideHeader` flag (spec §2), kept on the links between the bundle pages. */
export const hideHeaderOf = (request: Request) => new URL(request.url).searchParams.has('hideHeader');

/**
 * The bundle of a customisation address. Spec §2: with no id, or one that is not a number, and no
 * hideHeader flag, the shopper is sent home; an unknown bundle is the 404 page.
 */
export async function bundleOfAddress(
  api: ApiClient,
  locale: Locale,
  request: Request,
  id: string | undefined,
) {
  if (!id || !DIGITS.test(id)) {
    if (!hideHeaderOf(request)) throw redirect(`/${locale}`);
    return null;
  }
  return orNotFound(loadBundle(api, locale, Number(id)));
}
