import type { Locale } from '@seed/domain/locale';
import { ApiError } from '../../lib/api.server';
import { reasonText, refusalText } from '../../lib/refusals.server';
import type { StudioRefusal } from './studio-client';

/** A studio resource route's answer to a refusal: its reason and the text the shopper reads. */
export function refusalReply(locale: Locale, error: unknown): Response {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const reply: StudioRefusal = {
    message: refusalText(locale, error),
    reason: error.reason ?? 'INVALID_DATA',
  };
  return Response.json(reply, { status: error.status });
}

/** The answer to a request the studio's script should never make (no file, no job id). */
export function invalidReply(locale: Locale): Response {
  const reply: StudioRefusal = { message: reasonText(locale, 'INVALID_DATA'), reason: 'INVALID_DATA' };
  return Response.json(reply, { status: 400 });
}
