import { adminCatalogue } from '@seed/contract/admin-content-catalogue';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import {
  buttonClass,
  Done,
  Field,
  inputClass,
  ProblemBox,
  secondaryButtonClass,
} from '../features/admin/content/fields';
import { formProblem, recordIdOf } from '../features/admin/content/form-problem';
import { TemplateControls } from '../features/admin/content/template-controls';
import { controlDraftOf } from '../features/admin/content/template-controls.server';
import {
  draftOf,
  readTemplateForm,
  type TemplateDraft,
} from '../features/admin/content/template-form.server';
import { TemplatePreview } from '../features/admin/content/template-preview';
import { useLivePreview } from '../features/admin/content/use-live-preview';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/admin-template';

const notFound = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const [template, choices] = await Promise.all([
    id === null ? null : api.call(adminCatalogue.template, { params: { id } }).catch(notFound),
    api.call(adminCatalogue.bundleChoices),
  ]);
  const draft: TemplateDraft | null = template && {
    nameAr: template.nameAr,
    nameEn: template.nameEn,
    templateCategoryId: template.templateCategoryId === null ? '' : String(template.templateCategoryId),
    rank: String(template.rank),
    isActive: template.isActive,
    templateHtmlCode: template.templateHtmlCode,
    templateControls: template.templateControls.map(controlDraftOf),
  };
  return data(
    {
      id,
      draft,
      categories: choices.templateCategories,
      saved: new URL(request.url).searchParams.has('saved'),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Saves the template, or (intent "preview") shows what the sanitiser keeps, drawn, storing nothing. */
export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  const draft = draftOf(form);
  const read = readTemplateForm(form);
  if ('problem' in read) return data({ draft, preview: null, problem: read.problem }, { status: 400 });
  const { templateHtmlCode, templateControls } = read.body;
  try {
    if (form.get('intent') === 'preview') {
      const preview = await api.call(adminCatalogue.previewTemplate, {
        body: { templateHtmlCode, templateControls },
      });
      return data({ draft, preview, problem: null });
    }
    const saved =
      id === null
        ? await api.call(adminCatalogue.createTemplate, { body: read.body })
        : await api.call(adminCatalogue.updateTemplate, { params: { id }, body: read.body });
    return redirect(`/${params.lang}/admin/templates/${saved.id}?saved`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && ![401, 404].includes(error.status))
      return data(
        { draft, preview: null, problem: formProblem([], refusalText(locale, error)) },
        { status: 400 },
      );
    return notFound(error);
  }
}

/** /admin/templates/:id (or /new): a template's names, category, markup and controls, previewed before saving. */
export default function AdminTemplate({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, saved } = loaderData;
  const draft = actionData?.draft ?? loaderData.draft;
  const problem = actionData?.problem ?? null;
  const live = useLivePreview(actionData?.preview ?? null);
  const lang = params.lang ?? 'ar';
  const title = loaderData.draft
    ? lang === 'ar'
      ? loaderData.draft.nameAr
      : loaderData.draft.nameEn
    : t('admin.content.templates.new');
  const labels = {
    nameAr: t('admin.content.fields.nameAr'),
    nameEn: t('admin.content.fields.nameEn'),
    templateCategoryId: t('admin.content.templates.category'),
    rank: t('admin.content.fields.rank'),
    templateHtmlCode: t('admin.content.templates.markup'),
    templateControls: t('admin.content.templates.controls'),
    reason: t('admin.content.fields.reason'),
  };
  const invalid = (name: string) => problem?.fields.includes(name) || undefined;
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${lang}/admin/templates`} className="text-sm underline underline-offset-2">
        {t('admin.content.templates.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{title}</h1>
      {saved && !actionData && <Done>{t('admin.content.templates.saved')}</Done>}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Form
          key={loaderData.id ?? 'new'}
          method="post"
          onChange={live.onChange}
          onSubmit={live.onSubmit}
          className="flex flex-col gap-4"
        >
          <ProblemBox problem={problem} labels={labels} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="nameAr"
              label={labels.nameAr}
              required
              maxLength={100}
              defaultValue={draft?.nameAr}
              problem={problem}
              dir="rtl"
              lang="ar"
            />
            <Field
              name="nameEn"
              label={labels.nameEn}
              required
              maxLength={100}
              defaultValue={draft?.nameEn}
              problem={problem}
              dir="ltr"
              lang="en"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{labels.templateCategoryId}</span>
              <select
                name="templateCategoryId"
                defaultValue={draft?.templateCategoryId ?? ''}
                aria-invalid={invalid('templateCategoryId')}
                className={inputClass}
              >
                <option value="">{t('admin.content.templates.noCategory')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {lang === 'ar' ? category.nameAr : category.nameEn}
                  </option>
                ))}
              </select>
            </label>
            <Field
              type="number"
              name="rank"
              label={labels.rank}
              required
              min={0}
              max={10000}
              defaultValue={draft?.rank ?? '0'}
              problem={problem}
            />
            <label className="flex items-center gap-2 self-center text-sm">
              <input type="checkbox" name="isActive" defaultChecked={draft?.isActive ?? true} />
              {t('admin.content.fields.isActive')}
            </label>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="templateHtmlCode" className="font-medium">
              {labels.templateHtmlCode}
            </label>
            <textarea
              id="templateHtmlCode"
              name="templateHtmlCode"
              required
              rows={10}
              dir="ltr"
              spellCheck={false}
              defaultValue={draft?.templateHtmlCode ?? ''}
              aria-invalid={invalid('templateHtmlCode')}
              aria-describedby="templateHtmlCode-hint"
              className={`${inputClass} font-mono text-xs`}
            />
            <span id="templateHtmlCode-hint" className="text-neutral-700">
              {t('admin.content.templates.markupHint')}
            </span>
          </div>
          <TemplateControls drafts={draft?.templateControls ?? []} />
          <Field name="reason" label={labels.reason} maxLength={500} problem={problem} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="preview"
              formNoValidate
              className={secondaryButtonClass}
            >
              {t('admin.content.templates.preview')}
            </button>
            <button type="submit" name="intent" value="save" className={buttonClass}>
              {t('admin.content.fields.save')}
            </button>
          </div>
        </Form>
        <TemplatePreview preview={live.preview} />
      </div>
    </>
  );
}
