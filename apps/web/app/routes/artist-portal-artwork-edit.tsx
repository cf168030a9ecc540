import { artistPortal } from '@seed/contract/artist-portal';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import {
  addItemsFromForm,
  EDIT_INTENTS,
  type EditOutcome,
  saveArtworkFromForm,
} from '../features/artist-portal/artwork-edit.server';
import { AddItemsForm, ArtistDecisions } from '../features/artist-portal/artwork-edit-sections';
import { ArtworkReviewNote } from '../features/artist-portal/artwork-review-note';
import { PlacementFields } from '../features/artist-portal/placement-fields';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { loadUploadChoices, UPLOAD_LIMITS } from '../features/artist-portal/upload-data.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-artwork-edit';

const input = 'mt-1 w-full rounded-md border border-neutral-400 px-3 py-2';
const DONE = ['saved', 'sentAgain', 'added'] as const;

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

async function loadArtwork(api: ReturnType<typeof createApiClient>, id: number) {
  return api.call(artistPortal.artwork, { params: { id } }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      throw data(null, { status: 404 });
    throw error;
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const api = createApiClient(request, context, locale);
  const id = idOf(params.id);
  const [artwork, products, choices] = await Promise.all([
    loadArtwork(api, id),
    api.call(artistPortal.products, { query: { artworkId: id, limit: 50 } }),
    loadUploadChoices(api, locale),
  ]);
  const done = new URL(request.url).searchParams.get('done');
  return {
    artwork,
    products: products.products,
    topics: choices.topics,
    items: choices.items.filter((item) => !artwork.inventoryIds.includes(item.id)),
    limits: UPLOAD_LIMITS,
    done: DONE.find((one) => one === done) ?? null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const api = createApiClient(request, context, locale);
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = EDIT_INTENTS.find((one) => one === form.get('intent'));
  if (!intent) throw data(null, { status: 400 });
  let outcome: EditOutcome;
  if (intent === 'add') outcome = await addItemsFromForm(api, locale, id, form);
  else {
    const artwork = await loadArtwork(api, id);
    outcome = await saveArtworkFromForm(api, locale, { id, mediaId: artwork.media?.id ?? 0 }, form);
  }
  if (!outcome.ok) return data(outcome, 400);
  const done = outcome.review === 'added' ? 'added' : outcome.review === 'WAITING' ? 'sentAgain' : 'saved';
  throw redirect(`/${locale}/artist-portal/artworks/${id}/edit?done=${done}`, 303);
}

/** /artist-portal/artworks/:id/edit: change a published artwork, see why it was refused, make it on more items. */
export default function ArtistPortalArtworkEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const busy = useNavigation().state === 'submitting';
  const { artwork, products, topics, items, limits, done } = loaderData;
  const title = lang === 'ar' ? artwork.titleAr : artwork.title;
  const problemOf = (intent: 'save' | 'add') =>
    actionData && !actionData.ok && actionData.intent === intent
      ? actionData.field
        ? t(`artistPortal.invalid.${actionData.field}`, limits)
        : actionData.refusal
      : null;
  const setAside = artwork.review === 'REFUSED' || artwork.review === 'TAKEN_DOWN';
  const saveProblem = problemOf('save');
  const addProblem = problemOf('add');
  return (
    <main className="px-4 py-6">
      <PageMeta title={t('artistPortal.editTitle')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <Link to={`/${lang}/artist-portal/artworks`} className="text-sm underline">
        {t('artistPortal.artworksTitle')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('artistPortal.editTitle')}</h1>
      <p className="mt-1 text-lg">{title}</p>
      <div className="mt-2 text-sm">
        <ArtworkReviewNote review={artwork.review} decision={artwork.decision} />
      </div>
      {done && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t(`artistPortal.${done}`)}
        </p>
      )}
      <p className="mt-4 text-sm text-neutral-700">
        {setAside ? t('artistPortal.resubmitHint') : t('artistPortal.editHint')}
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid max-w-3xl gap-5">
        <input type="hidden" name="intent" value="save" />
        {saveProblem && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {saveProblem}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-4">
          {artwork.media?.url.small && (
            <figure>
              <img
                src={artwork.media.url.small}
                alt={title}
                className="size-24 rounded-md border object-contain"
              />
              <figcaption className="text-sm text-neutral-700">{t('artistPortal.currentImage')}</figcaption>
            </figure>
          )}
          <label className="block flex-1">
            <span className="font-medium">{t('artistPortal.newImage')}</span>
            <input type="file" name="image" accept="image/*" className={input} />
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block">
            <span className="font-medium">{t('artistPortal.titleEn')}</span>
            <input
              name="title"
              required
              maxLength={limits.title}
              defaultValue={artwork.title}
              dir="ltr"
              lang="en"
              className={input}
            />
          </label>
          <label className="block">
            <span className="font-medium">{t('artistPortal.titleAr')}</span>
            <input
              name="titleAr"
              required
              maxLength={limits.title}
              defaultValue={artwork.titleAr}
              dir="rtl"
              lang="ar"
              className={input}
            />
          </label>
          <label className="block">
            <span className="font-medium">{t('artistPortal.descriptionEn')}</span>
            <textarea
              name="description"
              maxLength={limits.description}
              rows={3}
              defaultValue={artwork.description}
              dir="ltr"
              lang="en"
              className={input}
            />
          </label>
          <label className="block">
            <span className="font-medium">{t('artistPortal.descriptionAr')}</span>
            <textarea
              name="descriptionAr"
              maxLength={limits.description}
              rows={3}
              defaultValue={artwork.descriptionAr}
              dir="rtl"
              lang="ar"
              className={input}
            />
          </label>
        </div>
        <fieldset>
          <legend className="font-medium">{t('artistPortal.topics')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {topics.map((topic) => (
              <label
                key={topic.id}
                className="flex items-center gap-2 rounded-md border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-neutral-900 has-checked:bg-neutral-100"
              >
                <input
                  type="checkbox"
                  name="topicIds"
                  value={topic.id}
                  defaultChecked={artwork.topicIds.includes(topic.id)}
                />
                {topic.name}
              </label>
            ))}
          </div>
        </fieldset>
        <PlacementFields
          placement={artwork.placement}
          image={artwork.media?.url.medium ?? null}
          name={title}
          invalid={actionData?.ok === false && actionData.field === 'placement'}
        />
        <button
          type="submit"
          disabled={busy}
          className="justify-self-start rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white disabled:opacity-60"
        >
          {setAside ? t('artistPortal.saveAndSend') : t('artistPortal.save')}
        </button>
      </Form>

      <section aria-labelledby="edit-products" className="mt-8">
        <h2 id="edit-products" className="text-xl font-bold">
          {t('artistPortal.productPhotos')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {products.map((product) => {
            const name = lang === 'ar' ? product.nameAr : product.nameEn;
            return (
              <li key={product.id} className="text-sm">
                {product.media?.url.medium && (
                  <img
                    src={product.media.url.medium}
                    alt={name}
                    className="aspect-square w-full rounded-md border object-contain"
                  />
                )}
                {name}
              </li>
            );
          })}
        </ul>
      </section>

      <AddItemsForm items={items} problem={addProblem} busy={busy} />

      <ArtistDecisions decisions={artwork.decisions} lang={lang} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
