import { adminPages, InfoPageBodySchema } from '@seed/contract/admin-content-pages';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { buttonClass, Done, Field, ProblemBox } from '../features/admin/content/fields';
import { fieldsOf, formProblem, textOf } from '../features/admin/content/form-problem';
import { RichTextEditor } from '../features/admin/content/rich-text-editor';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/admin-page';

const SLUG = /^[A-Za-z0-9-]{1,60}$/;

const slugOf = (text: string | undefined) => {
  if (!text || !SLUG.test(text)) throw data(null, { status: 404 });
  return text;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'content');
  const slug = slugOf(params.slug);
  const page = await createApiClient(request, context, requestLocale(params.lang, request))
    .call(adminPages.page, { params: { slug } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  return data(
    { page, saved: new URL(request.url).searchParams.has('saved') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'content');
  const slug = slugOf(params.slug);
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const body = InfoPageBodySchema.safeParse({
    titleAr: textOf(form, 'titleAr'),
    titleEn: textOf(form, 'titleEn'),
    bodyAr: textOf(form, 'bodyAr'),
    bodyEn: textOf(form, 'bodyEn'),
    reason: textOf(form, 'reason').trim() || undefined,
  });
  if (!body.success) return data({ problem: formProblem(fieldsOf(body.error)) }, { status: 400 });
  try {
    await createApiClient(request, context, locale).call(adminPages.update, {
      params: { slug },
      body: body.data,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return data({ problem: formProblem([], refusalText(locale, error)) }, { status: 400 });
    throw error;
  }
  return redirect(`/${params.lang}/admin/pages/${slug}?saved`, 303);
}

/** /admin/pages/:slug: an information page's title and text in both languages, Arabic first. */
export default function AdminPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, saved } = loaderData;
  const problem = actionData?.problem ?? null;
  const title = params.lang === 'ar' ? page.titleAr : page.titleEn;
  const label = (key: 'titleAr' | 'titleEn' | 'bodyAr' | 'bodyEn') => t(`admin.content.pages.${key}`);
  const labels = {
    titleAr: label('titleAr'),
    titleEn: label('titleEn'),
    bodyAr: label('bodyAr'),
    bodyEn: label('bodyEn'),
    reason: t('admin.content.fields.reason'),
  };
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${params.lang}/admin/pages`} className="text-sm underline underline-offset-2">
        {t('admin.content.pages.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{title}</h1>
      {saved && (
        <Done>
          {t('admin.content.pages.saved')}{' '}
          <Link to={`/${params.lang}/${page.slug}`} className="underline underline-offset-2">
            {t('admin.content.pages.view')}
          </Link>
        </Done>
      )}
      <Form method="post" className="flex max-w-3xl flex-col gap-5">
        <ProblemBox problem={problem} labels={labels} />
        {(['ar', 'en'] as const).map((lang) => {
          const suffix = lang === 'ar' ? 'Ar' : 'En';
          return (
            <fieldset key={lang} className="flex flex-col gap-3">
              <Field
                name={`title${suffix}`}
                label={labels[`title${suffix}`]}
                required
                maxLength={160}
                defaultValue={page[`title${suffix}`]}
                problem={problem}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
              />
              <RichTextEditor
                name={`body${suffix}`}
                label={labels[`body${suffix}`]}
                hint={t('admin.content.pages.bodyHint')}
                defaultValue={page[`body${suffix}`]}
                lang={lang}
                invalid={problem?.fields.includes(`body${suffix}`) ?? false}
              />
            </fieldset>
          );
        })}
        <Field name="reason" label={labels.reason} maxLength={500} problem={problem} />
        <button type="submit" className={`${buttonClass} self-start`}>
          {t('admin.content.fields.save')}
        </button>
      </Form>
    </>
  );
}
