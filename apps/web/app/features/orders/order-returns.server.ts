import type { ContractClient } from '@seed/contract/client';
import { RETURN_REASONS, returns } from '@seed/contract/returns';
import type { Locale } from '@seed/domain/locale';
import type { Money } from '@seed/domain/money';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { ApiError, createApiClient } from '../../lib/api.server';
import { requestLocale } from '../../lib/locale.server';
import { uploadMedia } from '../../lib/media-upload.server';
import { refusalText } from '../../lib/refusals.server';
import { requireSignedIn } from '../auth/require-signed-in.server';
import { formatDay, formatMoment } from './format-date';
import type { OrderView } from './order-view';

export type ReturnsView = {
  refunded: Money | null;
  refunds: { amount: Money; toCard: Money; toWallet: Money; at: string; pending: boolean }[];
  returns: {
    id: number;
    state: 'REQUESTED' | 'REFUSED' | 'REFUNDED';
    reason: (typeof RETURN_REASONS)[number];
    at: string;
    note: string | null;
    lines: { name: string; count: number }[];
    photos: string[];
  }[];
  /** The return form, while the window is open and some line can still be returned. */
  form: { endsOn: string; lines: { id: number; name: string; max: number }[] } | null;
};

/** What the order page shows of the order's refunds and returns, and the return form when it is due. */
export async function loadReturns(
  api: ContractClient,
  order: OrderView,
  locale: Locale,
): Promise<ReturnsView> {
  const reply = await api.call(returns.ofOrder, { params: { id: order.id } });
  const ar = locale === 'ar';
  const names = new Map(order.lines.map((line) => [line.id, line.name]));
  const formLines = reply.lines.flatMap((line) =>
    line.returnableCount > 0
      ? [{ id: line.id, name: names.get(line.id) ?? '', max: line.returnableCount }]
      : [],
  );
  return {
    refunded: reply.refunded.amount > 0 ? reply.refunded : null,
    refunds: reply.refunds.map((refund) => ({
      amount: refund.amount,
      toCard: refund.toCard,
      toWallet: refund.toWallet,
      at: formatMoment(refund.createdAt, locale),
      pending: refund.state === 'PENDING',
    })),
    returns: reply.returns.map((item) => ({
      id: item.id,
      state: item.state,
      reason: item.reason,
      at: formatMoment(item.createdAt, locale),
      note: item.decisionNote,
      lines: item.lines.map((line) => ({ name: ar ? line.nameAr : line.nameEn, count: line.count })),
      photos: item.photos.flatMap((photo) => photo.url.small ?? []),
    })),
    form:
      reply.window.open && reply.window.endsAt && formLines.length > 0
        ? { endsOn: formatDay(reply.window.endsAt, locale), lines: formLines }
        : null,
  };
}

const FormSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  details: z.string().trim().max(1000),
});

export type ReturnActionData = { error: string | null; problem: 'noLines' | 'reason' | 'details' | null };

/**
 * The return form: counts per line (`count-<line id>`), a reason, details and photos. Works without scripts:
 * photos come with the form and are uploaded here first (media/upload), then the return is asked for.
 */
export async function returnAction(
  lang: string | undefined,
  id: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const locale = requestLocale(lang, request);
  await requireSignedIn(request, context);
  if (!id || !/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const fail = (problem: ReturnActionData['problem'], error: string | null = null, status = 400) =>
    data<ReturnActionData>({ error, problem }, status);
  const lines = [...form].flatMap(([name, value]) => {
    const match = /^count-(\d{1,10})$/.exec(name);
    const count = Number(value);
    return match && Number.isInteger(count) && count > 0 ? [{ lineId: Number(match[1]), count }] : [];
  });
  if (lines.length === 0) return fail('noLines');
  const parsed = FormSchema.safeParse({ reason: form.get('reason'), details: form.get('details') ?? '' });
  if (!parsed.success) return fail(parsed.error.issues[0]?.path[0] === 'details' ? 'details' : 'reason');
  const photoIds: number[] = [];
  for (const photo of form.getAll('photos')) {
    if (!(photo instanceof File) || photo.size === 0) continue;
    const uploaded = await uploadMedia(request, context, photo);
    if (!uploaded.ok) return fail(null, uploaded.message, uploaded.status);
    photoIds.push(uploaded.media.id);
  }
  try {
    await createApiClient(request, context, locale).call(returns.create, {
      params: { id },
      body: {
        lines,
        reason: parsed.data.reason,
        details: parsed.data.details || undefined,
        photoIds,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return fail(null, refusalText(locale, error), error.status);
    }
    throw error;
  }
  return redirect(`/${locale}/orders/${id}?return=sent#returns`, 303);
}
