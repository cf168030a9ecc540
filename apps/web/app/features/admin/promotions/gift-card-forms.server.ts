import { adminGiftCards, GiftCardBatchBodySchema } from '@seed/contract/admin-promotions-gift-cards';
import { parseMajorAmount } from '@seed/domain/amount-input';
import { parseCurrency } from '@seed/domain/currency';
import type { Locale } from '@seed/domain/locale';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import type { FormProblem } from './form-parts';
import { optionalMoment, optionalWhole } from './form-values';
import { fieldsOf } from './voucher-form.server';

type Outcome = { done: 'issued'; batchId: number } | { done: 'deactivated' } | { problem: FormProblem };

/** The gift-card page's two forms: issue a batch, or deactivate one card with a reason. */
export async function runGiftCardAction(api: ApiClient, locale: Locale, form: FormData): Promise<Outcome> {
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    if (text('action') === 'issue') {
      const currency = parseCurrency(text('currency'));
      const body = GiftCardBatchBodySchema.safeParse({
        amount: parseMajorAmount(text('amount'), currency) ?? Number.NaN,
        currency: text('currency'),
        quantity: optionalWhole(text('quantity')) ?? Number.NaN,
        expiresAt: optionalMoment(text('expiresAt')) ?? null,
        note: text('note'),
      });
      if (!body.success) return { problem: { fields: fieldsOf(body.error), refusal: null } };
      const { id } = await api.call(adminGiftCards.issue, { body: body.data });
      return { done: 'issued', batchId: id };
    }
    const id = optionalWhole(text('cardId'));
    const reason = text('reason').trim();
    if (!id || !reason) return { problem: { fields: ['reason'], refusal: null } };
    await api.call(adminGiftCards.deactivate, { params: { id }, body: { reason } });
    return { done: 'deactivated' };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status !== 404 && error.status !== 500) {
      return { problem: { fields: [], refusal: refusalText(locale, error) } };
    }
    throw error;
  }
}
