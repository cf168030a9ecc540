import { adminBlankItems } from '@seed/contract/admin-blank-items';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import {
  DONE_NOTES,
  ITEM_ACTIONS,
  type ItemProblem,
  runItemAction,
} from '../features/admin/blank-items/item-actions.server';
import { ItemForm } from '../features/admin/blank-items/item-form';
import { SideForms } from '../features/admin/blank-items/side-forms';
import { buttonClass, panelClass } from '../features/admin/blank-items/styles';
import { VariantsForm } from '../features/admin/blank-items/variants-form';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-blank-item';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const api = createApiClient(request, context, locale);
  const [detail, options] = await Promise.all([
    api.call(adminBlankItems.detail, { params: { id } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }),
    api.call(adminBlankItems.options, {}),
  ]);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    { detail, options, done: DONE_NOTES.find((note) => note === done) ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const form = await request.formData();
  const chosen = ITEM_ACTIONS.find((one) => one === form.get('action'));
  if (!chosen) throw data(null, { status: 400 });
  const api = createApiClient(request, context, locale);
  const outcome = await runItemAction({ api, locale, request, context, id }, chosen, form);
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/blank-items/${id}?done=${outcome.done}`, 303);
}

/** /admin/blank-items/:id: a blank item's details, sale status, variants and stock, sides and mockups. */
export default function AdminBlankItem({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail, options, done } = loaderData;
  const problem: ItemProblem | null = actionData?.problem ?? null;
  const of = (action: ItemProblem['action']) => (problem?.action === action ? problem : null);
  const name = params.lang === 'ar' ? detail.nameAr : detail.nameEn;
  const section = (id: string, title: string, body: React.ReactNode) => (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {body}
    </section>
  );
  const refusal = (action: ItemProblem['action']) =>
    of(action)?.refusal && (
      <p role="alert" className="mb-3 text-sm text-red-700">
        {of(action)?.refusal}
      </p>
    );
  return (
    <>
      <AdminTitle title={name} />
      <Link to={`/${params.lang}/admin/blank-items`} className="text-sm underline underline-offset-2">
        {t('admin.blankItems.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{name}</h1>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.blankItems.done.${done}`)}
        </p>
      )}
      {section(
        'item-sale',
        t('admin.blankItems.sale'),
        <Form method="post" className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="action" value="active" />
          <input type="hidden" name="active" value={detail.isActive ? 'false' : 'true'} />
          <p>{detail.isActive ? t('admin.blankItems.onSale') : t('admin.blankItems.offSale')}</p>
          <button type="submit" className={buttonClass}>
            {detail.isActive ? t('admin.blankItems.deactivate') : t('admin.blankItems.activate')}
          </button>
          {refusal('active')}
        </Form>,
      )}
      {section(
        'item-picture',
        t('admin.blankItems.mainPicture'),
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4">
          <input type="hidden" name="action" value="picture" />
          {detail.mainMedia ? (
            <img
              src={detail.mainMedia.url.small ?? undefined}
              alt={t('admin.blankItems.mainPictureOf', { name })}
              className="size-24 rounded-md border border-neutral-200 object-contain"
            />
          ) : (
            <p className="text-sm text-neutral-700">{t('admin.blankItems.noPicture')}</p>
          )}
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">
              {detail.mainMedia ? t('admin.blankItems.replacePicture') : t('admin.blankItems.picture')}
            </span>
            <input type="file" name="picture" accept="image/*" required className="max-w-64 text-sm" />
          </label>
          <button type="submit" className={buttonClass}>
            {t('admin.blankItems.uploadMockup')}
          </button>
          {refusal('picture')}
          {of('picture')?.fields.includes('picture') && (
            <p role="alert" className="w-full text-sm text-red-700">
              {t('admin.blankItems.errors.picture')}
            </p>
          )}
        </Form>,
      )}
      {section(
        'item-details',
        t('admin.blankItems.details'),
        <>
          {refusal('details')}
          <ItemForm
            values={detail}
            options={options}
            problem={of('details')}
            typed={of('details')?.typed ?? null}
            submit={t('admin.blankItems.save')}
            lang={params.lang}
          />
        </>,
      )}
      {section(
        'item-variants',
        t('admin.blankItems.variants'),
        <>
          {refusal('variants')}
          <VariantsForm
            detail={detail}
            options={options}
            lang={params.lang}
            invalid={Boolean(of('variants')?.fields.length)}
          />
        </>,
      )}
      {section(
        'item-sides',
        t('admin.blankItems.sides'),
        <>
          {refusal('removeSide')}
          <SideForms detail={detail} colours={options.colors} lang={params.lang} problem={problem} />
        </>,
      )}
    </>
  );
}
