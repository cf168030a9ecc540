import {
  ADMIN_HOME_PAGE_SIZE,
  ArtistFeatureBodySchema,
  adminHome,
} from '@seed/contract/admin-catalogue-home';
import { adminProducts, FeaturedRankBodySchema } from '@seed/contract/admin-catalogue-products';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { checkedOf, intOf, submit, textOf } from '../features/admin/catalogue/form-data.server';
import { DoneNote, inputClass, ProblemText } from '../features/admin/catalogue/form-fields';
import { ArtistPickForm, ArtworkPickForm } from '../features/admin/catalogue/home-pick-forms';
import { withParams } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-products-home';

const offsetOf = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 && value < 1_000_000 ? value : 0;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const api = createApiClient(request, context, locale);
  const paging = (name: string) => ({ limit: ADMIN_HOME_PAGE_SIZE, offset: offsetOf(url, name) });
  const [products, artworks, artists] = await Promise.all([
    api.call(adminProducts.list, { query: { featured: 'true', sort: 'featured', dir: 'asc', limit: 50 } }),
    api.call(adminHome.artworks, { query: { q: q || undefined, ...paging('artworksOffset') } }),
    api.call(adminHome.artists, { query: { q: q || undefined, ...paging('artistsOffset') } }),
  ]);
  return data(
    { q, products: products.products, artworks, artists, done: url.searchParams.get('done') === '1' },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const api = createApiClient(request, context, locale);
  const id = intOf(textOf(form, 'id'));
  if (Number.isNaN(id) || id < 1) throw data(null, { status: 400 });
  const chosen = textOf(form, 'form');
  const outcome =
    chosen === 'artwork'
      ? await submit(
          { form: chosen, locale },
          FeaturedRankBodySchema,
          { featuredRank: textOf(form, 'featuredRank') === '' ? null : intOf(textOf(form, 'featuredRank')) },
          (body) => api.call(adminHome.featureArtwork, { params: { id }, body }),
        )
      : chosen === 'artist'
        ? await submit(
            { form: chosen, locale },
            ArtistFeatureBodySchema,
            { isFeatured: checkedOf(form, 'isFeatured'), rank: intOf(textOf(form, 'rank')) },
            (body) => api.call(adminHome.featureArtist, { params: { id }, body }),
          )
        : null;
  if (!outcome) throw data(null, { status: 400 });
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  const back = new URL(request.url);
  back.searchParams.set('done', '1');
  return redirect(`${back.pathname}${back.search}`, 303);
}

function Pager({ page, name }: { page: { hasMore: boolean; offset: number; limit: number }; name: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (page.offset === 0 && !page.hasMore) return null;
  return (
    <nav aria-label={t('admin.layout.table.pagination')} className="mt-2 flex gap-4 text-sm">
      {page.offset > 0 && (
        <Link
          rel="prev"
          to={{
            search: withParams(search, { [name]: Math.max(0, page.offset - page.limit), done: undefined }),
          }}
          className="underline underline-offset-2"
        >
          {t('admin.layout.table.previous')}
        </Link>
      )}
      {page.hasMore && (
        <Link
          rel="next"
          to={{ search: withParams(search, { [name]: page.offset + page.limit, done: undefined }) }}
          className="underline underline-offset-2"
        >
          {t('admin.layout.table.next')}
        </Link>
      )}
    </nav>
  );
}

/** /admin/home-picks: the products, artworks and artists the home page features. */
export default function AdminHomePicks({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, products, artworks, artists, done } = loaderData;
  const problem = actionData?.problem ?? null;
  const ar = params.lang === 'ar';
  return (
    <>
      <AdminTitle title={t('admin.catalogue.home.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.home.title')}</h1>
      <DoneNote text={done ? t('admin.catalogue.done.feature') : null} />
      <ProblemText problem={problem} form="artwork" />
      <ProblemText problem={problem} form="artist" />
      <section
        aria-labelledby="home-products"
        className="mb-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="home-products" className="mb-2 text-lg font-semibold">
          {t('admin.catalogue.home.products')}
        </h2>
        <p className="mb-2 text-sm text-neutral-700">{t('admin.catalogue.home.productsHint')}</p>
        {products.length === 0 ? (
          <p>{t('admin.catalogue.home.none')}</p>
        ) : (
          <ol className="list-inside list-decimal text-sm">
            {products.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/${params.lang}/admin/products/${product.id}`}
                  className="underline underline-offset-2"
                >
                  {ar ? product.nameAr : product.nameEn}
                </Link>
                {` (${product.featuredRank})`}
              </li>
            ))}
          </ol>
        )}
      </section>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.catalogue.home.search')}
        className="mb-4 flex items-end gap-3"
      >
        <label className="flex min-w-56 flex-col gap-1 text-sm">
          <span className="font-medium">{t('admin.catalogue.home.search')}</span>
          <input type="search" name="q" defaultValue={q} maxLength={100} className={inputClass} />
        </label>
        <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
          {t('admin.catalogue.filters.search')}
        </button>
      </Form>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="home-artworks"
          className="rounded-md border border-neutral-200 bg-white p-4"
        >
          <h2 id="home-artworks" className="mb-2 text-lg font-semibold">
            {t('admin.catalogue.home.artworks')}
          </h2>
          <ul className="flex flex-col gap-3">
            {artworks.artworks.map((artwork) => {
              const name = ar ? artwork.titleAr : artwork.title;
              return (
                <li
                  key={artwork.id}
                  className="flex flex-wrap items-end justify-between gap-2 border-b border-neutral-100 pb-2"
                >
                  <span className="text-sm">
                    {name}
                    {!artwork.isListed && ` · ${t('admin.catalogue.home.notListed')}`}
                  </span>
                  <ArtworkPickForm id={artwork.id} name={name} featuredRank={artwork.featuredRank} />
                </li>
              );
            })}
          </ul>
          <Pager page={artworks} name="artworksOffset" />
        </section>
        <section aria-labelledby="home-artists" className="rounded-md border border-neutral-200 bg-white p-4">
          <h2 id="home-artists" className="mb-2 text-lg font-semibold">
            {t('admin.catalogue.home.artists')}
          </h2>
          <ul className="flex flex-col gap-3">
            {artists.artists.map((artist) => {
              const name = ar ? artist.displayNameAr : artist.displayNameEn;
              return (
                <li
                  key={artist.id}
                  className="flex flex-wrap items-end justify-between gap-2 border-b border-neutral-100 pb-2"
                >
                  <span className="text-sm">
                    {name}
                    {!artist.isActive && ` · ${t('admin.catalogue.inactive')}`}
                  </span>
                  <ArtistPickForm
                    id={artist.id}
                    name={name}
                    isFeatured={artist.isFeatured}
                    rank={artist.rank}
                  />
                </li>
              );
            })}
          </ul>
          <Pager page={artists} name="artistsOffset" />
        </section>
      </div>
    </>
  );
}
