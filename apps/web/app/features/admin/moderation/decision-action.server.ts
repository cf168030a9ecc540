import { ArtworkDecisionBodySchema, adminModeration } from '@seed/contract/admin-moderation';
import { artistRequests, ReviewBodySchema } from '@seed/contract/artist-requests';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';

const fields = (form: FormData) => ({
  reasonCode: String(form.get('reasonCode') ?? '') || undefined,
  note: String(form.get('note') ?? ''),
});

/**
 * What a decision form came to: done (which decision), or a problem to show beside the form: the API's
 * refusal, translated, or null for input the form's own fields should have prevented (a reason is needed).
 */
export type DecisionOutcome = { done: string } | { problem: string | null; target: string };

/** The artwork page's decision: checked by the contract's own schema, then sent; a refusal is translated. */
export async function decideArtworkFromForm(
  api: ApiClient,
  locale: Locale,
  id: number,
  form: FormData,
): Promise<DecisionOutcome> {
  const parsed = ArtworkDecisionBodySchema.safeParse({ decision: form.get('decision'), ...fields(form) });
  if (!parsed.success) return { problem: null, target: 'artwork' };
  try {
    await api.call(adminModeration.decide, { params: { id }, body: parsed.data });
    return { done: parsed.data.decision };
  } catch (error) {
    return { problem: refusalText(locale, error), target: 'artwork' };
  }
}

/** An application's answer, from its row's form on the applications page. */
export async function reviewRequestFromForm(
  api: ApiClient,
  locale: Locale,
  form: FormData,
): Promise<DecisionOutcome> {
  const id = Number(form.get('requestId'));
  const target = `request-${id}`;
  const parsed = ReviewBodySchema.safeParse({ status: form.get('status'), ...fields(form) });
  if (!parsed.success || !Number.isInteger(id) || id < 1) return { problem: null, target };
  const note = parsed.data.note || undefined;
  try {
    await api.call(artistRequests.review, { params: { id }, body: { ...parsed.data, note } });
    return { done: parsed.data.status };
  } catch (error) {
    return { problem: refusalText(locale, error), target };
  }
}
