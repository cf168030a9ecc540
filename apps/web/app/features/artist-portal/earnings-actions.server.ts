import { earnings, PayoutDetailsBodySchema } from '@seed/contract/earnings';
import { parseKwdText } from '@seed/domain/customer-account';
import type { Locale } from '@seed/domain/locale';
import { type ApiClient, ApiError } from '../../lib/api.server';
import { refusalText } from '../../lib/refusals.server';

export const EARNINGS_ACTIONS = ['details', 'saleMail', 'margin'] as const;
export type EarningsAction = (typeof EARNINGS_ACTIONS)[number];

/** What went wrong with a form: the field to fix, or the API's refusal; `id` names the artwork of a margin. */
export type EarningsProblem = {
  action: EarningsAction;
  field: string | null;
  refusal: string | null;
  id?: number;
};

// Which field an API refusal of each form is about.
const REFUSED_FIELD: Record<EarningsAction, string | null> = {
  details: 'iban',
  saleMail: null,
  margin: 'margin',
};

/** Runs one of the earnings page's forms; null when it went through, else what to show. */
export async function runEarningsAction(
  api: ApiClient,
  locale: Locale,
  action: EarningsAction,
  form: FormData,
): Promise<EarningsProblem | null> {
  const text = (name: string) => String(form.get(name) ?? '');
  const id = action === 'margin' ? Number(text('artworkId')) : undefined;
  try {
    if (action === 'details') {
      const body = PayoutDetailsBodySchema.safeParse({
        iban: text('iban'),
        accountName: text('accountName'),
      });
      if (!body.success)
        return { action, field: String(body.error.issues[0]?.path[0] ?? 'iban'), refusal: null };
      await api.call(earnings.setPayoutDetails, { body: body.data });
    } else if (action === 'saleMail') {
      await api.call(earnings.setSaleMail, { body: { enabled: form.get('enabled') === 'on' } });
    } else {
      const fils = parseKwdText(text('margin'));
      if (id === undefined || !Number.isInteger(id) || id < 1 || fils === null) {
        return { action, field: 'margin', refusal: null, id };
      }
      await api.call(earnings.setMargin, { params: { id }, body: { marginFils: fils } });
    }
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return { action, field: REFUSED_FIELD[action], refusal: refusalText(locale, error), id };
    }
    throw error;
  }
}
