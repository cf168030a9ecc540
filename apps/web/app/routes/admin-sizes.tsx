import { adminBlankItems } from '@seed/contract/admin-blank-items';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { inputClass } from '../features/admin/blank-items/styles';
import { type SwatchProblem, saveSwatch } from '../features/admin/blank-items/swatch-action.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-sizes';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { sizes } = await createApiClient(request, context, locale).call(adminBlankItems.sizes, {});
  const saved = new URL(request.url).searchParams.get('done') === 'size';
  return data({ sizes, saved }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const problem = await saveSwatch(api, locale, 'size', await request.formData());
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/sizes?done=size`, 303);
}

type Size = Route.ComponentProps['loaderData']['sizes'][number];

function SizeForm({ size, problem }: { size: Size | null; problem: SwatchProblem | null }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3"
      aria-label={size ? size.label : t('admin.blankItems.addSize')}
    >
      <input type="hidden" name="id" value={size?.id ?? ''} />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.blankItems.label')}</span>
        <input
          name="label"
          dir="ltr"
          required
          maxLength={20}
          defaultValue={size?.label}
          aria-invalid={problem?.invalid || undefined}
          className={`${inputClass} w-28`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.blankItems.order')}</span>
        <input
          name="rank"
          type="number"
          min={0}
          dir="ltr"
          defaultValue={size?.rank ?? 0}
          className={`${inputClass} w-24`}
        />
      </label>
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
        {size ? t('admin.blankItems.save') : t('admin.blankItems.addSize')}
      </button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {problem.refusal ?? t('admin.blankItems.errors.size')}
        </p>
      )}
    </Form>
  );
}

/** /admin/sizes: the sizes blank items come in, in display order. */
export default function AdminSizes({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const problem = actionData?.problem ?? null;
  const mine = (target: string) => (problem?.target === target ? problem : null);
  return (
    <>
      <AdminTitle title={t('admin.blankItems.sizesTitle')} />
      <Link to={`/${params.lang}/admin/blank-items`} className="text-sm underline underline-offset-2">
        {t('admin.blankItems.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{t('admin.blankItems.sizesTitle')}</h1>
      {loaderData.saved && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t('admin.blankItems.done.size')}
        </p>
      )}
      <section aria-labelledby="new-size" className="mb-6 rounded-md border border-neutral-200 bg-white p-4">
        <h2 id="new-size" className="mb-3 text-lg font-semibold">
          {t('admin.blankItems.addSize')}
        </h2>
        <SizeForm size={null} problem={mine('')} />
      </section>
      <ul className="flex flex-col gap-4">
        {loaderData.sizes.map((size) => (
          <li key={size.id} className="border-b border-neutral-200 pb-4">
            <SizeForm size={size} problem={mine(String(size.id))} />
          </li>
        ))}
      </ul>
    </>
  );
}
