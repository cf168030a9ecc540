import { randomUUID } from 'node:crypto';
import type { ReplyOf } from '@seed/contract/endpoint';
import { refunds } from '@seed/contract/refunds';
import { parseMajorAmount } from '@seed/domain/amount-input';
import type { Currency } from '@seed/domain/currency';
import type { Locale } from '@seed/domain/locale';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { ApiError, createApiClient } from '../../../lib/api.server';
import { requestLocale } from '../../../lib/locale.server';
import { refusalText } from '../../../lib/refusals.server';
import { formatMoment } from '../../orders/format-date';
import { requireStaff } from '../require-staff.server';

type OrderRefunds = ReplyOf<typeof refunds.ofOrder>;

const validId = (id: string | undefined) => {
  if (!id || !/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  return id;
};

async function fetchRefunds(request: Request, context: AppLoadContext, locale: Locale, id: string) {
  try {
    return await createApiClient(request, context, locale).call(refunds.ofOrder, { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

function refundPageView(reply: OrderRefunds, locale: Locale) {
  const ar = locale === 'ar';
  const names = new Map(reply.lines.map((line) => [line.id, ar ? line.nameAr : line.nameEn]));
  return {
    orderId: reply.orderId,
    status: reply.status,
    paid: reply.paid,
    refunded: reply.refunded,
    refundable: reply.refundable,
    refundableToCard: reply.refundableToCard,
    lines: reply.lines.map((line) => ({
      id: line.id,
      name: names.get(line.id) ?? '',
      unitPrice: line.unitPrice,
      count: line.count,
      refundableCount: line.refundableCount,
    })),
    refunds: reply.refunds.map((refund) => ({
      id: refund.id,
      at: formatMoment(refund.createdAt, locale),
      amount: refund.amount,
      toCard: refund.toCard,
      toWallet: refund.toWallet,
      state: refund.state,
      reason: refund.reason,
      staff: refund.staff
        ? `${refund.staff.firstName} ${refund.staff.lastName}`.trim() || refund.staff.email
        : null,
      lines: refund.lines.map((line) => ({ name: names.get(line.lineId) ?? '', count: line.count })),
    })),
  };
}

export type RefundPageView = ReturnType<typeof refundPageView>;

/** The refund page of an order: what was paid and refunded, each line's count left, and a fresh form key. */
export async function loadRefundPage(
  lang: string | undefined,
  rawId: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  await requireStaff(request, context, 'refunds');
  const locale = requestLocale(lang, request);
  const reply = await fetchRefunds(request, context, locale, validId(rawId));
  const done = Number(new URL(request.url).searchParams.get('done')) || null;
  return data(
    // A key per page view: submitting this form twice (a double click, a retry) refunds once.
    { view: refundPageView(reply, locale), idempotencyKey: randomUUID(), done },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export type RefundProblem = 'noLines' | 'amount' | 'reason' | 'form';
export type RefundActionData = { problem: RefundProblem | null; error: string | null };

const FormSchema = z.object({
  kind: z.enum(['ORDER', 'LINES', 'AMOUNT']),
  destination: z.enum(['CARD', 'WALLET']),
  reason: z.string().trim().min(1).max(500),
  idempotencyKey: z.string().regex(/^[\w-]{8,100}$/),
});

type RefundBody = z.input<typeof refunds.create.body>;

/**
 * The refund form as the API's body, or what is wrong with it in the page's words. `currency` is asked only
 * for an amount, which staff type in major units of the order's currency.
 */
export async function readRefundForm(
  form: FormData,
  currency: () => Promise<Currency>,
): Promise<{ body: RefundBody } | { problem: RefundProblem }> {
  const parsed = FormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return { problem: parsed.error.issues[0]?.path[0] === 'reason' ? 'reason' : 'form' };
  }
  const { kind, destination, reason, idempotencyKey } = parsed.data;
  const restock = form.get('restock') === 'on';
  let scope: RefundBody['scope'] = { kind: 'ORDER' };
  if (kind === 'LINES') {
    const lines = [...form].flatMap(([name, value]) => {
      const match = /^count-(\d{1,10})$/.exec(name);
      const count = Number(value);
      return match && Number.isInteger(count) && count > 0 ? [{ lineId: Number(match[1]), count }] : [];
    });
    if (lines.length === 0) return { problem: 'noLines' };
    scope = { kind, lines };
  } else if (kind === 'AMOUNT') {
    const amount = parseMajorAmount(String(form.get('amount') ?? ''), await currency());
    if (!amount) return { problem: 'amount' };
    scope = { kind, amount };
  }
  return { body: { scope, destination, restock, reason, idempotencyKey } };
}

/** The refund form: checked here with the page's words, then sent to the API, which decides. */
export async function refundAction(
  lang: string | undefined,
  rawId: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  await requireStaff(request, context, 'refunds');
  const locale = requestLocale(lang, request);
  const id = validId(rawId);
  const read = await readRefundForm(await request.formData(), async () => {
    const { paid } = await fetchRefunds(request, context, locale, id);
    return paid.currency;
  });
  if ('problem' in read) return data<RefundActionData>({ problem: read.problem, error: null }, 400);
  try {
    const made = await createApiClient(request, context, locale).call(refunds.create, {
      params: { id },
      body: read.body,
    });
    return redirect(`/${locale}/admin/orders/${id}/refund?done=${made.refund.id}`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return data<RefundActionData>({ problem: null, error: refusalText(locale, error) }, error.status);
    }
    throw error;
  }
}
