import { ContractInputError } from '@seed/contract/client';
import type { Locale } from '@seed/domain/locale';
import { data, redirect } from 'react-router';
import { ApiError } from '../../lib/api.server';

const DIGITS = /^\d+$/;

/**
 * The numeric id of a catalogue page's address. A path that is not a number is no page of ours, so the
 * shopper is sent home (spec §2, as for products); a number is looked up and may still be a 404.
 */
export function idOrHome(param: string | undefined, locale: Locale): number {
  if (!param || !DIGITS.test(param)) throw redirect(`/${locale}`);
  // Digits beyond any id are still a number: the API's 400 for them becomes the 404 page below.
  return Number(param);
}

/**
 * The API's answer about one catalogue item, with "no such item" turned into the 404 page. A number too
 * large to be an id is refused by the client before it is sent (or by the API with a 400): for the shopper
 * that is the same missing page.
 */
export async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    if (missing || error instanceof ContractInputError) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
