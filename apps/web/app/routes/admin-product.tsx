import { adminProducts } from '@seed/contract/admin-catalogue-products';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { kwdText } from '../features/admin/catalogue/form-data.server';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { PRODUCT_FORMS, runProductForm } from '../features/admin/catalogue/product-actions.server';
import { FeatureForm, ProductEditForm, TagCreateForm } from '../features/admin/catalogue/product-form';
import { ProductImages } from '../features/admin/catalogue/product-images';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-product';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const product = await createApiClient(request, context, locale)
    .call(adminProducts.detail, { params: { id: idOf(params.id) } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      product,
      values: {
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        price: kwdText(product.price),
        oldPrice: product.oldPrice ? kwdText(product.oldPrice) : '',
        discountedPrice: product.discountedPrice ? kwdText(product.discountedPrice) : '',
        isActive: product.isActive,
        tagIds: product.tags.map((tag) => tag.id),
        allTags: product.allTags,
        featuredRank: product.featuredRank,
      },
      done: PRODUCT_FORMS.find((form) => form === done) ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const form = await request.formData();
  const chosen = PRODUCT_FORMS.find((name) => name === form.get('form'));
  if (!chosen) throw data(null, { status: 400 });
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const problem = await runProductForm(createApiClient(request, context, locale), locale, id, chosen, form);
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/products/${id}?done=${chosen}`, 303);
}

/** /admin/products/:id: edit a catalogue product and its place on the home page. */
export default function AdminProduct({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, values, done } = loaderData;
  const problem = actionData?.problem ?? null;
  const name = params.lang === 'ar' ? product.nameAr : product.nameEn;
  return (
    <>
      <AdminTitle title={name} />
      <Link to={`/${params.lang}/admin/products`} className="text-sm underline underline-offset-2">
        {t('admin.catalogue.products.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{name}</h1>
      <DoneNote text={done ? t(`admin.catalogue.done.${done}`) : null} />
      <p className="mb-4 text-sm">
        <Link to={`/${params.lang}/products/${product.id}`} className="underline underline-offset-2">
          {t('admin.catalogue.products.inShop')}
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="rounded-md border border-neutral-200 bg-white p-4 lg:col-span-2">
          <ProductEditForm values={values} problem={problem} lang={params.lang} />
        </section>
        <div className="flex flex-col gap-6">
          <section className="rounded-md border border-neutral-200 bg-white p-4">
            <FeatureForm featuredRank={product.featuredRank} problem={problem} />
          </section>
          <section className="rounded-md border border-neutral-200 bg-white p-4">
            <TagCreateForm problem={problem} />
          </section>
        </div>
      </div>
      <ProductImages images={product.images} colors={product.colors} problem={problem} lang={params.lang} />
    </>
  );
}
