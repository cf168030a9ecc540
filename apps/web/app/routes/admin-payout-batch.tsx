import { adminPayouts } from '@seed/contract/admin-payouts';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { runPayoutAction } from '../features/admin/payouts/payout-actions.server';
import { PayoutRows } from '../features/admin/payouts/payout-rows';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-payout-batch';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'payouts');
  const locale = requestLocale(params.lang, request);
  const batch = await createApiClient(request, context, locale)
    .call(adminPayouts.batch, { params: { id: idOf(params.id) } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const moment = dayFormatter(locale, true);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      batch: {
        ...batch,
        made: moment(batch.createdAt),
        rows: batch.rows.map((row) => ({ ...row, paidOn: row.paidAt ? moment(row.paidAt) : null })),
      },
      done: (['batch', 'paid'] as const).find((action) => action === done) ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'payouts');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const form = await request.formData();
  if (form.get('action') !== 'paid') throw data(null, { status: 400 });
  const outcome = await runPayoutAction(createApiClient(request, context, locale), locale, 'paid', form);
  if ('fields' in outcome) {
    return data({ problem: { ...outcome, payoutId: Number(form.get('payoutId')) } }, { status: 400 });
  }
  return redirect(`/${params.lang}/admin/payouts/${id}?done=paid`, 303);
}

/** /admin/payouts/:id: one batch, its payouts with masked IBANs, the bank export, and marking each paid. */
export default function AdminPayoutBatch({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { batch, done } = loaderData;
  const title = t('admin.payouts.batch', { id: batch.id });
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${params.lang}/admin/payouts`} className="text-sm underline underline-offset-2">
        {t('admin.payouts.back')}
      </Link>
      <h1 className="mt-2 mb-1 text-2xl font-bold">{title}</h1>
      <p className="mb-4 text-neutral-700">
        {t(`admin.payouts.states.${batch.state}`)} · {batch.made}
      </p>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.payouts.done.${done}`)}
        </p>
      )}
      <p className="mb-4">
        <a
          href={`/${params.lang}/admin/payouts/${batch.id}/bank.csv`}
          download
          className="underline underline-offset-2"
        >
          {t('admin.payouts.exportCsv')}
        </a>
      </p>
      <PayoutRows rows={batch.rows} problem={actionData?.problem ?? null} />
    </>
  );
}
