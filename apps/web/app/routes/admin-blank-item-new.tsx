import { adminBlankItems } from '@seed/contract/admin-blank-items';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { readItemFields } from '../features/admin/blank-items/item-fields.server';
import { ItemForm, NEW_ITEM } from '../features/admin/blank-items/item-form';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/admin-blank-item-new';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const options = await createApiClient(request, context, locale).call(adminBlankItems.options, {});
  return data({ options }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const read = readItemFields(await request.formData());
  if ('problem' in read) return data({ problem: read.problem, refusal: null }, { status: 400 });
  try {
    const { id } = await createApiClient(request, context, locale).call(adminBlankItems.create, {
      body: read.body,
    });
    return redirect(`/${params.lang}/admin/blank-items/${id}?done=created`, 303);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return data({ problem: null, refusal: refusalText(locale, error) }, { status: 400 });
  }
}

/** /admin/blank-items/new: a blank item's details; it is created off sale, then given variants and sides. */
export default function AdminBlankItemNew({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminTitle title={t('admin.blankItems.new')} />
      <Link to={`/${params.lang}/admin/blank-items`} className="text-sm underline underline-offset-2">
        {t('admin.blankItems.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{t('admin.blankItems.new')}</h1>
      {actionData?.refusal && (
        <p role="alert" className="mb-4 text-red-700">
          {actionData.refusal}
        </p>
      )}
      <ItemForm
        values={NEW_ITEM}
        options={loaderData.options}
        problem={actionData?.problem ?? null}
        typed={actionData?.problem?.typed ?? null}
        submit={t('admin.blankItems.create')}
        lang={params.lang}
      />
    </>
  );
}
