import { adminBlankItems } from '@seed/contract/admin-blank-items';
import { sizeLabel } from '@seed/domain/size-label';
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
  const done = new URL(request.url).searchParams.get('done');
  const saved = done === 'size' || done === 'removed' ? done : null;
  return data({ sizes, saved }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  const problem = await saveSwatch(api, locale, 'size', form);
  if (problem) return data({ problem }, { status: 400 });
  const done = form.get('intent') === 'delete' ? 'removed' : 'size';
  return redirect(`/${params.lang}/admin/sizes?done=${done}`, 303);
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
        <span className="font-medium">{t('admin.blankItems.labelAr')}</span>
        <input
          name="labelAr"
          dir="rtl"
          maxLength={20}
          defaultValue={size?.labelAr ?? ''}
          placeholder={size ? sizeLabel(size.label, 'ar') : undefined}
          aria-describedby="label-ar-hint"
          className={`${inputClass} w-36`}
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
      {size && (
        // Only a size no variant is made in goes; the API refuses the others with the reason.
        <button
          type="submit"
          name="intent"
          value="delete"
          formNoValidate
          className="rounded-md border border-red-800 px-4 py-1.5 text-sm text-red-800"
        >
          {t('admin.blankItems.removeSize', { name: size.label })}
        </button>
      )}
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
      <h1 className="mt-2 mb-2 text-2xl font-bold">{t('admin.blankItems.sizesTitle')}</h1>
      <p id="label-ar-hint" className="mb-4 text-neutral-700">
        {t('admin.blankItems.labelArHint')}
      </p>
      {loaderData.saved && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.blankItems.done.${loaderData.saved === 'removed' ? 'sizeRemoved' : 'size'}`)}
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
