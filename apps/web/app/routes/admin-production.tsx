import { production } from '@seed/contract/production';
import { intlLocale, type Locale } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import {
  type ProductionOutcome,
  readProductionForm,
  runProductionAction,
} from '../features/admin/production/production-action.server';
import { groupKey, QueueGroup } from '../features/admin/production/queue-group';
import { ReadyList } from '../features/admin/production/ready-list';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/admin-production';

const DONE = ['printed', 'nothing', 'undone'] as const;

// Written out on the server, so hydration never meets another ICU's text.
const dateTime = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kuwait',
  }).format(new Date(value));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'production');
  const locale = requestLocale(params.lang, request);
  const queue = await createApiClient(request, context, locale).call(production.queue);
  const url = new URL(request.url);
  const done = DONE.find((value) => value === url.searchParams.get('done')) ?? null;
  return {
    groups: queue.groups,
    ready: queue.ready.map((order) => ({
      ...order,
      placedText: dateTime(order.placedAt, locale),
      printedText: dateTime(order.lastPrintedAt, locale),
    })),
    done: done && { done, count: Number(url.searchParams.get('count') ?? 0) },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'production');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const formKey = String(form.get('form') ?? '');
  const parsed = readProductionForm(form);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message;
    const key = problem === 'noLines' || problem === 'reason' || problem === 'tooLong' ? problem : 'noLines';
    return { ok: false, form: formKey, errorKey: key } as const;
  }
  let outcome: ProductionOutcome;
  try {
    outcome = await runProductionAction(createApiClient(request, context, locale), parsed.data);
  } catch (error) {
    return { ok: false, form: formKey, error: refusalText(locale, error) } as const;
  }
  throw redirect(`/${locale}/admin/production?done=${outcome.done}&count=${outcome.count}`, 303);
}

export default function AdminProduction({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { groups, ready, done } = loaderData;
  const lang = params.lang;
  const failed = actionData && !actionData.ok ? actionData : null;
  const errorText =
    failed && ('error' in failed ? failed.error : t(`admin.production.errors.${failed.errorKey}`));
  const errors: Record<string, string> = failed && errorText ? { [failed.form]: errorText } : {};
  return (
    <>
      <AdminTitle title={t('admin.production.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('admin.production.title')}</h1>
      <p className="mb-4 text-neutral-700">{t('admin.production.description')}</p>
      {done ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 p-3 font-semibold text-emerald-900">
          {done.done === 'nothing'
            ? t('admin.production.done.nothing')
            : t(`admin.production.done.${done.done}`, { count: done.count })}
        </p>
      ) : null}
      <div className="flex flex-col gap-6">
        {groups.length === 0 ? <p>{t('admin.production.empty')}</p> : null}
        {groups.map((group) => (
          <QueueGroup key={groupKey(group)} group={group} lang={lang} error={errors[groupKey(group)]} />
        ))}
        <ReadyList orders={ready} lang={lang} errors={errors} />
      </div>
    </>
  );
}
