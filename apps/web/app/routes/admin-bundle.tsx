import { adminCatalogue } from '@seed/contract/admin-content-catalogue';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { readBundleForm } from '../features/admin/content/bundle-form.server';
import { BundleItems } from '../features/admin/content/bundle-items';
import { buttonClass, Done, Field, ProblemBox } from '../features/admin/content/fields';
import { formProblem, recordIdOf } from '../features/admin/content/form-problem';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/admin-bundle';

const notFound = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const [bundle, choices] = await Promise.all([
    id === null ? null : api.call(adminCatalogue.bundle, { params: { id } }).catch(notFound),
    api.call(adminCatalogue.bundleChoices),
  ]);
  return data(
    { bundle, choices, saved: new URL(request.url).searchParams.has('saved') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  try {
    const current = id === null ? null : await api.call(adminCatalogue.bundle, { params: { id } });
    const read = await readBundleForm(request, context, form, current?.media?.id ?? null);
    if ('problem' in read) return data({ problem: read.problem }, { status: 400 });
    const saved =
      id === null
        ? await api.call(adminCatalogue.createBundle, { body: read.body })
        : await api.call(adminCatalogue.updateBundle, { params: { id }, body: read.body });
    return redirect(`/${params.lang}/admin/bundles/${saved.id}?saved`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && ![401, 404].includes(error.status))
      return data({ problem: formProblem([], refusalText(locale, error)) }, { status: 400 });
    return notFound(error);
  }
}

/** /admin/bundles/:id (or /new): a bundle's names, discount, order, picture and items. */
export default function AdminBundle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { bundle, choices, saved } = loaderData;
  const problem = actionData?.problem ?? null;
  const lang = params.lang ?? 'ar';
  const title = bundle ? (lang === 'ar' ? bundle.nameAr : bundle.nameEn) : t('admin.content.bundles.new');
  const labels = {
    nameAr: t('admin.content.fields.nameAr'),
    nameEn: t('admin.content.fields.nameEn'),
    discountPercentage: t('admin.content.bundles.discount'),
    rank: t('admin.content.fields.rank'),
    items: t('admin.content.bundles.items'),
    picture: t('admin.content.bundles.picture'),
    reason: t('admin.content.fields.reason'),
  };
  const picture = bundle?.media?.url.small ?? null;
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${lang}/admin/bundles`} className="text-sm underline underline-offset-2">
        {t('admin.content.bundles.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{title}</h1>
      {saved && bundle && (
        <Done>
          {t('admin.content.bundles.saved')}{' '}
          <Link to={`/${lang}/bundles/${bundle.id}`} className="underline underline-offset-2">
            {t('admin.content.bundles.view')}
          </Link>
        </Done>
      )}
      <Form
        key={bundle?.id ?? 'new'}
        method="post"
        encType="multipart/form-data"
        className="flex max-w-4xl flex-col gap-4"
      >
        <ProblemBox problem={problem} labels={labels} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="nameAr"
            label={labels.nameAr}
            required
            maxLength={100}
            defaultValue={bundle?.nameAr}
            problem={problem}
            dir="rtl"
            lang="ar"
          />
          <Field
            name="nameEn"
            label={labels.nameEn}
            required
            maxLength={100}
            defaultValue={bundle?.nameEn}
            problem={problem}
            dir="ltr"
            lang="en"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            type="number"
            name="discountPercentage"
            label={labels.discountPercentage}
            hint={t('admin.content.bundles.discountHint')}
            required
            min={0}
            max={90}
            defaultValue={bundle?.discountPercentage ?? 0}
            problem={problem}
          />
          <Field
            type="number"
            name="rank"
            label={labels.rank}
            required
            min={0}
            max={10000}
            defaultValue={bundle?.rank ?? 0}
            problem={problem}
          />
          <label className="flex items-center gap-2 self-center text-sm">
            <input type="checkbox" name="isActive" defaultChecked={bundle?.isActive ?? true} />
            {t('admin.content.fields.isActive')}
          </label>
        </div>
        <fieldset className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3 text-sm">
          <legend className="px-1 font-medium">{labels.picture}</legend>
          {picture ? (
            <img
              src={picture}
              alt={t('admin.content.fields.currentPicture')}
              className="h-20 w-auto self-start rounded"
            />
          ) : (
            <p className="text-neutral-700">{t('admin.content.fields.noPicture')}</p>
          )}
          <Field
            type="file"
            name="picture"
            accept="image/jpeg,image/png,image/webp,image/gif"
            label={t('admin.content.fields.newPicture')}
            problem={problem}
          />
          {picture && (
            <label className="flex items-center gap-2">
              <input type="checkbox" name="pictureRemove" />
              {t('admin.content.fields.removePicture')}
            </label>
          )}
        </fieldset>
        <BundleItems items={bundle?.items ?? []} choices={choices} lang={lang} />
        <Field name="reason" label={labels.reason} maxLength={500} problem={problem} />
        <button type="submit" className={`${buttonClass} self-start`}>
          {t('admin.content.fields.save')}
        </button>
      </Form>
    </>
  );
}
