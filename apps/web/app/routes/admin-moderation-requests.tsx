import { artistRequests } from '@seed/contract/artist-requests';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { pageQuery } from '../features/admin/list-query';
import { reviewRequestFromForm } from '../features/admin/moderation/decision-action.server';
import { DecisionForm } from '../features/admin/moderation/decision-form';
import { PageLinks, ReviewTabs } from '../features/admin/moderation/review-tabs';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-moderation-requests';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const PAGE_SIZE = 10;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'moderation');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const status = STATUSES.find((one) => one === url.searchParams.get('status')) ?? 'PENDING';
  const pageNumber = Number(url.searchParams.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 0 && pageNumber < 10_000 ? pageNumber : 1;
  const list = await createApiClient(request, context, locale).call(artistRequests.list, {
    query: { status, ...pageQuery(page, PAGE_SIZE) },
  });
  const day = dayFormatter(locale, true);
  const done = url.searchParams.get('done');
  return data(
    {
      requests: list.artistRequests.map((row) => ({
        ...row,
        sent: day(row.createdAt),
        decided: row.reviewedAt ? day(row.reviewedAt) : null,
      })),
      hasMore: list.hasMore,
      status,
      page,
      done: (['APPROVED', 'REJECTED'] as const).find((one) => one === done) ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'moderation');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const outcome = await reviewRequestFromForm(api, locale, await request.formData());
  if ('problem' in outcome) return data(outcome, { status: 400 });
  return redirect(`/${params.lang}/admin/moderation/requests?done=${outcome.done}`, 303);
}

/** /admin/moderation/requests: applications to become an artist, their samples, and the answer to each. */
export default function AdminModerationRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { requests, hasMore, status, page, done } = loaderData;
  const base = `/${lang}/admin/moderation/requests`;
  return (
    <>
      <AdminTitle title={t('admin.moderation.requestsTitle')} />
      <Link to={`/${lang}/admin/moderation`} className="text-sm underline underline-offset-2">
        {t('admin.moderation.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{t('admin.moderation.requestsTitle')}</h1>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.moderation.done.${done}`)}
        </p>
      )}
      <ReviewTabs
        label={t('admin.moderation.requestFilter')}
        states={STATUSES}
        current={status}
        href={(state) => `${base}?status=${state}`}
        name={(state) => t(`admin.moderation.requestStatuses.${state}`)}
      />
      {requests.length === 0 && <p>{t('admin.moderation.empty')}</p>}
      <ul className="space-y-4">
        {requests.map((row) => {
          const target = `request-${row.id}`;
          const problem =
            actionData && 'target' in actionData && actionData.target === target
              ? (actionData.problem ?? t('admin.moderation.reasonNeeded'))
              : null;
          return (
            <li key={row.id} className="rounded-md border border-neutral-200 bg-white p-4">
              <h2 className="text-lg font-semibold">{row.name}</h2>
              <p className="text-sm text-neutral-700">
                <span dir="ltr">{row.user.email}</span> · {row.sent}
              </p>
              {row.bio && (
                <p className="mt-2 whitespace-pre-line">
                  <span className="font-medium">{t('admin.moderation.bio')}: </span>
                  {row.bio}
                </p>
              )}
              {row.portfolioLinks.length > 0 && (
                <p className="mt-2">
                  <span className="font-medium">{t('admin.moderation.links')}: </span>
                  {row.portfolioLinks.map((link) => (
                    <a key={link} href={link} rel="noreferrer nofollow" className="me-3 underline" dir="ltr">
                      {link}
                    </a>
                  ))}
                </p>
              )}
              <h3 className="mt-3 font-medium">{t('admin.moderation.samples')}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {row.samples.map((sample, index) => (
                  <li key={sample.id}>
                    <a href={sample.url.large ?? undefined}>
                      <img
                        src={sample.url.medium ?? undefined}
                        alt={t('admin.moderation.sample', { n: index + 1, name: row.name })}
                        className="h-40 rounded border border-neutral-200 object-contain"
                      />
                    </a>
                  </li>
                ))}
              </ul>
              {row.status === 'PENDING' ? (
                <div className="mt-4 border-t border-neutral-200 pt-4">
                  <DecisionForm
                    id={target}
                    hidden={{ requestId: String(row.id) }}
                    problem={problem}
                    choices={[
                      {
                        name: 'status',
                        value: 'APPROVED',
                        label: t('admin.moderation.approveRequest'),
                        tone: 'good',
                      },
                      {
                        name: 'status',
                        value: 'REJECTED',
                        label: t('admin.moderation.refuseRequest'),
                        tone: 'bad',
                      },
                    ]}
                  />
                </div>
              ) : (
                <p className="mt-3 text-sm">
                  {t(`admin.moderation.requestStatuses.${row.status}`)}
                  {row.decided && ` · ${t('admin.moderation.decidedOn', { date: row.decided })}`}
                  {row.reasonCode && ` · ${MODERATION_REASON_NAMES[row.reasonCode][lang]}`}
                  {row.reviewNote && ` · ${row.reviewNote}`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <PageLinks
        page={page}
        hasMore={hasMore}
        href={(to) => `${base}?status=${status}&page=${to}`}
        labels={{ previous: t('admin.moderation.previous'), next: t('admin.moderation.next') }}
      />
    </>
  );
}
