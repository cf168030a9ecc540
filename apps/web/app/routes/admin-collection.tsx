import { adminCollections } from '@seed/contract/admin-catalogue-collections';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { COLLECTION_FORMS, runCollectionForm } from '../features/admin/catalogue/collection-actions.server';
import { CollectionForm } from '../features/admin/catalogue/collection-form';
import { CollectionProducts } from '../features/admin/catalogue/collection-products';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-collection';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const collection = await createApiClient(request, context, locale)
    .call(adminCollections.detail, { params: { id } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const done = new URL(request.url).searchParams.get('done');
  return data(
    { collection, done: COLLECTION_FORMS.find((form) => form === done) ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const form = await request.formData();
  const chosen = COLLECTION_FORMS.find((name) => name === form.get('form') && name !== 'createCollection');
  if (!chosen) throw data(null, { status: 400 });
  const api = createApiClient(request, context, locale);
  const outcome = await runCollectionForm({ api, locale, chosen, form }, id);
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/collections/${id}?done=${chosen}`, 303);
}

/** /admin/collections/:id: a collection's fields and picture, and its products in order. */
export default function AdminCollection({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { collection, done } = loaderData;
  const problem = actionData?.problem ?? null;
  const name = params.lang === 'ar' ? collection.nameAr : collection.nameEn;
  return (
    <>
      <AdminTitle title={name} />
      <div className="flex flex-wrap gap-4 text-sm">
        <Link to={`/${params.lang}/admin/collections`} className="underline underline-offset-2">
          {t('admin.catalogue.collections.back')}
        </Link>
        {collection.isActive && (
          <Link to={`/${params.lang}/collection/${collection.id}`} className="underline underline-offset-2">
            {t('admin.catalogue.collections.inShop')}
          </Link>
        )}
      </div>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{name}</h1>
      <DoneNote text={done ? t(`admin.catalogue.done.${done}`) : null} />
      <section className="rounded-md border border-neutral-200 bg-white p-4">
        <CollectionForm
          form="edit"
          problem={problem}
          values={{
            ...collection,
            mediaId: collection.media?.id ?? null,
            pictureUrl: collection.media?.url.small ?? null,
          }}
        />
      </section>
      <CollectionProducts products={collection.products} problem={problem} lang={params.lang} />
    </>
  );
}
