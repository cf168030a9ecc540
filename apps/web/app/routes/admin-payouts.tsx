import { adminPayouts, PAYOUT_BATCH_PAGE_SIZE } from '@seed/contract/admin-payouts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { BatchTable } from '../features/admin/payouts/batch-table';
import { PAYOUT_ACTIONS, runPayoutAction } from '../features/admin/payouts/payout-actions.server';
import { SettingsForm } from '../features/admin/payouts/settings-form';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-payouts';

const offsetOf = (url: URL) => {
  const value = Number(url.searchParams.get('offset'));
  return Number.isInteger(value) && value > 0 && value < 1_000_000 ? value : 0;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'payouts');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const api = createApiClient(request, context, locale);
  const offset = offsetOf(url);
  const [overview, settings] = await Promise.all([
    api.call(adminPayouts.overview, { query: { offset, limit: PAYOUT_BATCH_PAGE_SIZE } }),
    api.call(adminPayouts.settings),
  ]);
  const day = dayFormatter(locale, true);
  const done = url.searchParams.get('done');
  return data(
    {
      due: overview.due,
      batches: overview.batches.map((batch) => ({ ...batch, made: day(batch.createdAt) })),
      newer: offset > 0 ? Math.max(0, offset - PAYOUT_BATCH_PAGE_SIZE) : null,
      older: overview.hasMore ? offset + PAYOUT_BATCH_PAGE_SIZE : null,
      settings,
      done: PAYOUT_ACTIONS.find((action) => action === done) ?? null,
      cleared: Number(url.searchParams.get('cleared')) || 0,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'payouts');
  const form = await request.formData();
  const chosen = PAYOUT_ACTIONS.find((action) => action === form.get('action') && action !== 'paid');
  if (!chosen) throw data(null, { status: 400 });
  const locale = requestLocale(params.lang, request);
  const outcome = await runPayoutAction(createApiClient(request, context, locale), locale, chosen, form);
  if ('fields' in outcome) return data({ problem: outcome }, { status: 400 });
  if (outcome.batchId) return redirect(`/${params.lang}/admin/payouts/${outcome.batchId}?done=batch`, 303);
  const cleared = outcome.cleared === undefined ? '' : `&cleared=${outcome.cleared}`;
  return redirect(`/${params.lang}/admin/payouts?done=${outcome.done}${cleared}`, 303);
}

/** /admin/payouts: what is due, making a batch, clearing on demand, the batches, and the settings. */
export default function AdminPayouts({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { due, batches, newer, older, settings, done, cleared } = loaderData;
  const problem = actionData?.problem ?? null;
  const pageLink = (offset: number) => `/${params.lang}/admin/payouts${offset ? `?offset=${offset}` : ''}`;
  return (
    <>
      <AdminTitle title={t('admin.payouts.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.payouts.title')}</h1>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.payouts.done.${done}`, { count: cleared })}
        </p>
      )}
      {problem?.refusal && problem.action !== 'settings' && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          {problem.refusal}
        </p>
      )}
      <section
        aria-labelledby="payouts-due"
        className="mb-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="payouts-due" className="mb-2 text-lg font-semibold">
          {t('admin.payouts.due')}
        </h2>
        <p>{t('admin.payouts.dueText', { count: due.artists })}</p>
        <dl className="my-3 grid grid-cols-2 gap-2 sm:max-w-md">
          <dt className="text-neutral-700">{t('admin.payouts.dueTotal')}</dt>
          <dd>
            <Price money={due.total} />
          </dd>
          <dt className="text-neutral-700">{t('admin.payouts.minimum')}</dt>
          <dd>
            <Price money={due.minimum} />
          </dd>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <button
              type="submit"
              name="action"
              value="batch"
              className="rounded-md bg-neutral-900 px-4 py-2 text-white"
            >
              {t('admin.payouts.createBatch')}
            </button>
          </Form>
          <Form method="post">
            <button
              type="submit"
              name="action"
              value="clear"
              className="rounded-md border border-neutral-300 px-4 py-2"
            >
              {t('admin.payouts.clearNow')}
            </button>
          </Form>
        </div>
      </section>
      <section aria-labelledby="payout-batches" className="mb-6">
        <h2 id="payout-batches" className="mb-2 text-lg font-semibold">
          {t('admin.payouts.batches')}
        </h2>
        {batches.length === 0 ? (
          <p className="text-neutral-700">{t('admin.payouts.noBatches')}</p>
        ) : (
          <BatchTable batches={batches} lang={params.lang} />
        )}
        <nav aria-label={t('admin.payouts.batches')} className="mt-2 flex gap-4 text-sm">
          {newer !== null && (
            <Link to={pageLink(newer)} rel="prev" className="underline underline-offset-2">
              {t('admin.payouts.newer')}
            </Link>
          )}
          {older !== null && (
            <Link to={pageLink(older)} rel="next" className="underline underline-offset-2">
              {t('admin.payouts.older')}
            </Link>
          )}
        </nav>
      </section>
      <SettingsForm settings={settings} problem={problem?.action === 'settings' ? problem : null} />
    </>
  );
}
