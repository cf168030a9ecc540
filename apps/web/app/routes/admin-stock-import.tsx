import { adminStock, STOCK_FILE_MAX_CHARS } from '@seed/contract/admin-stock';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { requireStaff } from '../features/admin/require-staff.server';
import { ImportPlan } from '../features/admin/stock/import-plan';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-stock-import';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  return data({}, { headers: { 'Cache-Control': 'private, no-store' } });
}

// The uploaded file on the first step; on the confirm step the text the dry run read, sent back as it was.
async function fileText(form: FormData): Promise<string | null> {
  const file = form.get('file');
  if (file instanceof File && file.size > 0) return file.size > STOCK_FILE_MAX_CHARS * 4 ? '' : file.text();
  const text = form.get('csv');
  return typeof text === 'string' && text !== '' ? text : null;
}

/**
 * Two steps, each a plain form post: `check` sends the file to the dry run and shows what would change;
 * `apply` imports exactly that text and goes back to the grid (303).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const csv = await fileText(form);
  const note = String(form.get('note') ?? '').trim();
  if (csv === null) return data({ step: 'missing' as const }, { status: 400 });
  const api = createApiClient(request, context, locale);
  const body = { csv, ...(note ? { note: note.slice(0, 500) } : {}) };
  try {
    if (form.get('intent') === 'apply') {
      const { changed } = await api.call(adminStock.import, { body });
      return redirect(`/${params.lang}/admin/stock?imported=${changed}`, 303);
    }
    const plan = await api.call(adminStock.dryRun, { body });
    return data({ step: 'plan' as const, plan, csv, note }, { status: plan.errors.length > 0 ? 400 : 200 });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return data({ step: 'refused' as const, refusal: refusalText(locale, error) }, { status: 400 });
    }
    throw error;
  }
}

/** /admin/stock/import: upload a stock file, see exactly what it changes, then apply it. */
export default function AdminStockImport({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const field = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm';
  const button = 'rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white';
  const plan = actionData?.step === 'plan' ? actionData : null;
  const ready = plan && plan.plan.errors.length === 0 && plan.plan.changes.length > 0;
  return (
    <>
      <AdminTitle title={t('admin.stock.importTitle')} />
      <Link to={`/${params.lang}/admin/stock`} className="text-sm underline underline-offset-2">
        {t('admin.stock.backToStock')}
      </Link>
      <h1 className="mt-2 mb-2 text-2xl font-bold">{t('admin.stock.importTitle')}</h1>
      <p className="mb-4 max-w-prose text-neutral-700">{t('admin.stock.importIntro')}</p>
      {actionData?.step === 'missing' && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          {t('admin.stock.noFile')}
        </p>
      )}
      {actionData?.step === 'refused' && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          {actionData.refusal}
        </p>
      )}
      {plan && <ImportPlan plan={plan.plan} lang={lang} />}
      {ready ? (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="csv" value={plan.csv} />
          <input type="hidden" name="note" value={plan.note} />
          <button type="submit" className={button}>
            {t('admin.stock.confirm')}
          </button>
          <Link
            to={`/${params.lang}/admin/stock/import`}
            className="py-1.5 text-sm underline underline-offset-2"
          >
            {t('admin.stock.another')}
          </Link>
        </Form>
      ) : (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="check" />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('admin.stock.file')}</span>
            <input type="file" name="file" accept=".csv,text/csv" required className={field} />
          </label>
          <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">{t('admin.stock.note')}</span>
            <input name="note" maxLength={500} className={field} />
          </label>
          <button type="submit" className={button}>
            {t('admin.stock.dryRun')}
          </button>
        </Form>
      )}
    </>
  );
}
