import type { ReplyOf } from '@seed/contract/endpoint';
import { RETURN_STATES, returns } from '@seed/contract/returns';
import type { Locale } from '@seed/domain/locale';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { ApiError, createApiClient } from '../../../lib/api.server';
import { requestLocale } from '../../../lib/locale.server';
import { refusalText } from '../../../lib/refusals.server';
import { formatMoment } from '../../orders/format-date';
import { pageQuery, readListState } from '../list-query';
import { requireStaff } from '../require-staff.server';
import { RETURNS_PAGE_SIZE } from './returns-list';

type AdminReturn = ReplyOf<typeof returns.adminDetail>['return'];

function returnView(item: AdminReturn, locale: Locale) {
  const ar = locale === 'ar';
  const customer = item.customer;
  return {
    id: item.id,
    orderId: item.orderId,
    state: item.state,
    reason: item.reason,
    details: item.details,
    note: item.decisionNote,
    at: formatMoment(item.createdAt, locale),
    decidedAt: item.decidedAt && formatMoment(item.decidedAt, locale),
    refundId: item.refundId,
    customer: customer ? `${customer.firstName} ${customer.lastName}`.trim() || customer.email : null,
    email: customer?.email ?? null,
    lines: item.lines.map((line) => ({ name: ar ? line.nameAr : line.nameEn, count: line.count })),
    photos: item.photos.flatMap((photo) => (photo.url.medium ? [photo.url.medium] : [])),
  };
}

export type ReturnView = ReturnType<typeof returnView>;

/** The returns list: a state filter and pages in the URL, oldest first (the longest waiting on top). */
export async function loadReturnsList(lang: string | undefined, request: Request, context: AppLoadContext) {
  await requireStaff(request, context, 'returns');
  const locale = requestLocale(lang, request);
  const url = new URL(request.url);
  const { page } = readListState(url, ['createdAt'], { sort: 'createdAt', dir: 'asc' });
  const asked = url.searchParams.get('state');
  const state = RETURN_STATES.find((candidate) => candidate === asked);
  const reply = await createApiClient(request, context, locale).call(returns.adminList, {
    query: { ...pageQuery(page, RETURNS_PAGE_SIZE), ...(state ? { state } : {}) },
  });
  return data(
    {
      rows: reply.returns.map((item) => returnView(item, locale)),
      state: state ?? null,
      page,
      total: reply.total,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const validId = (id: string | undefined) => {
  if (!id || !/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  return id;
};

export async function loadReturnPage(
  lang: string | undefined,
  rawId: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  await requireStaff(request, context, 'returns');
  const locale = requestLocale(lang, request);
  try {
    const reply = await createApiClient(request, context, locale).call(returns.adminDetail, {
      params: { id: validId(rawId) },
    });
    return data(
      { item: returnView(reply.return, locale) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

const DecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('ACCEPT'),
    destination: z.enum(['CARD', 'WALLET']),
    note: z.string().trim().max(500),
  }),
  z.object({ decision: z.literal('REFUSE'), note: z.string().trim().min(1).max(500) }),
]);

export type DecisionActionData = { problem: 'note' | 'form' | null; error: string | null };

/** Accept (with where the refund goes and whether to restock) or refuse with a note for the shopper. */
export async function decideAction(
  lang: string | undefined,
  rawId: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  await requireStaff(request, context, 'returns');
  const locale = requestLocale(lang, request);
  const id = validId(rawId);
  const form = await request.formData();
  const parsed = DecisionSchema.safeParse({
    decision: form.get('decision'),
    destination: form.get('destination') ?? undefined,
    note: form.get('note') ?? '',
  });
  if (!parsed.success) {
    const problem = form.get('decision') === 'REFUSE' ? 'note' : 'form';
    return data<DecisionActionData>({ problem, error: null }, 400);
  }
  const decision = parsed.data;
  const body =
    decision.decision === 'ACCEPT'
      ? {
          decision: decision.decision,
          destination: decision.destination,
          restock: form.get('restock') === 'on',
          ...(decision.note ? { note: decision.note } : {}),
        }
      : decision;
  try {
    await createApiClient(request, context, locale).call(returns.decide, { params: { id }, body });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return data<DecisionActionData>({ problem: null, error: refusalText(locale, error) }, error.status);
    }
    throw error;
  }
  return redirect(`/${locale}/admin/returns/${id}`, 303);
}
