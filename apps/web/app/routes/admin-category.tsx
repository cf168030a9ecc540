import { adminCategories } from '@seed/contract/admin-catalogue-categories';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { CATEGORY_FORMS, runCategoryForm } from '../features/admin/catalogue/category-actions.server';
import { CategoryForm, SubcategoryForm } from '../features/admin/catalogue/category-form';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-category';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  // The desk's list is short (every category, unpaged): one category is read from it.
  const { categories } = await createApiClient(request, context, locale).call(adminCategories.list, {});
  const category = categories.find((row) => row.id === id);
  if (!category) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get('done');
  return data(
    { category, done: CATEGORY_FORMS.find((form) => form === done) ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const form = await request.formData();
  const chosen = CATEGORY_FORMS.find((name) => name === form.get('form') && name !== 'create');
  if (!chosen) throw data(null, { status: 400 });
  const api = createApiClient(request, context, locale);
  const outcome = await runCategoryForm({ api, locale, chosen, form }, id);
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/categories/${id}?done=${chosen}`, 303);
}

/** /admin/categories/:id: a category's fields and picture, and its subcategories. */
export default function AdminCategory({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, done } = loaderData;
  const problem = actionData?.problem ?? null;
  const name = params.lang === 'ar' ? category.nameAr : category.nameEn;
  return (
    <>
      <AdminTitle title={name} />
      <Link to={`/${params.lang}/admin/categories`} className="text-sm underline underline-offset-2">
        {t('admin.catalogue.categories.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{name}</h1>
      <DoneNote text={done ? t(`admin.catalogue.done.${done}`) : null} />
      <section className="rounded-md border border-neutral-200 bg-white p-4">
        <CategoryForm
          form="edit"
          problem={problem}
          values={{
            ...category,
            mediaId: category.media?.id ?? null,
            pictureUrl: category.media?.url.small ?? null,
          }}
        />
      </section>
      <section
        aria-labelledby="subcategories"
        className="mt-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="subcategories" className="mb-3 text-lg font-semibold">
          {t('admin.catalogue.categories.subcategories')}
        </h2>
        <div className="flex flex-col gap-3">
          {category.subcategories.map((sub) => (
            <SubcategoryForm key={sub.id} values={sub} problem={problem} />
          ))}
          <SubcategoryForm
            problem={problem}
            values={{
              id: null,
              nameEn: '',
              nameAr: '',
              slug: '',
              rank: 0,
              isForCustomization: false,
              isActive: true,
            }}
          />
        </div>
      </section>
    </>
  );
}
