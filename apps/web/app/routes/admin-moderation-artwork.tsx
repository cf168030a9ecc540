import { adminModeration } from '@seed/contract/admin-moderation';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { decideArtworkFromForm } from '../features/admin/moderation/decision-action.server';
import { DecisionForm } from '../features/admin/moderation/decision-form';
import { DecisionHistory } from '../features/admin/moderation/decision-history';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-moderation-artwork';

const DECISIONS = ['APPROVE', 'REFUSE', 'TAKE_DOWN'] as const;

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'moderation');
  const locale = requestLocale(params.lang, request);
  const artwork = await createApiClient(request, context, locale)
    .call(adminModeration.artwork, { params: { id: idOf(params.id) } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const moment = dayFormatter(locale, true);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      artwork: {
        ...artwork,
        decisions: artwork.decisions.map((row) => ({ ...row, date: moment(row.createdAt) })),
      },
      done: DECISIONS.find((decision) => decision === done) ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'moderation');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const api = createApiClient(request, context, locale);
  const outcome = await decideArtworkFromForm(api, locale, id, await request.formData());
  if ('problem' in outcome) return data(outcome, { status: 400 });
  return redirect(`/${params.lang}/admin/moderation/artworks/${id}?done=${outcome.done}`, 303);
}

/** /admin/moderation/artworks/:id: an artwork to judge, and the decision on it. */
export default function AdminModerationArtwork({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { artwork, done } = loaderData;
  const title = lang === 'ar' ? artwork.titleAr : artwork.title;
  const other = lang === 'ar' ? artwork.title : artwork.titleAr;
  const artist = lang === 'ar' ? artwork.artist.displayNameAr : artwork.artist.displayNameEn;
  const description = lang === 'ar' ? artwork.descriptionAr : artwork.description;
  const problem = actionData ? (actionData.problem ?? t('admin.moderation.reasonNeeded')) : null;
  const placement = artwork.placement ?? { side: 'FRONT' as const, x: 0.5, y: 0.5, scale: 1 };
  const percent = (share: number) => Math.round(share * 100);
  const choices =
    artwork.review === 'WAITING'
      ? [
          { name: 'decision', value: 'APPROVE', label: t('admin.moderation.approve'), tone: 'good' as const },
          { name: 'decision', value: 'REFUSE', label: t('admin.moderation.refuse'), tone: 'bad' as const },
        ]
      : artwork.review === 'APPROVED'
        ? [
            {
              name: 'decision',
              value: 'TAKE_DOWN',
              label: t('admin.moderation.takeDown'),
              tone: 'bad' as const,
            },
          ]
        : [];
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${lang}/admin/moderation`} className="text-sm underline underline-offset-2">
        {t('admin.moderation.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mb-4 text-neutral-700">
        <bdi>{other}</bdi> · {t(`admin.moderation.reviews.${artwork.review}`)}
      </p>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.moderation.done.${done}`)}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="moderation-picture">
          <h2 id="moderation-picture" className="mb-2 text-lg font-semibold">
            {t('admin.moderation.picture')}
          </h2>
          {artwork.media && (
            <a href={artwork.media.url.large ?? undefined} aria-label={t('admin.moderation.openFull')}>
              <img
                src={artwork.media.url.large ?? undefined}
                alt={title}
                className="max-h-[80vh] w-full rounded-md border border-neutral-200 bg-[repeating-conic-gradient(#eee_0_25%,#fff_0_50%)] bg-[length:20px_20px] object-contain"
              />
            </a>
          )}
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="moderation-decide"
            className="rounded-md border border-neutral-200 bg-white p-4"
          >
            <h2 id="moderation-decide" className="mb-3 text-lg font-semibold">
              {t('admin.moderation.decide')}
            </h2>
            {choices.length > 0 ? (
              <DecisionForm id="artwork" choices={choices} problem={problem} />
            ) : (
              <p>{t(`admin.moderation.reviews.${artwork.review}`)}</p>
            )}
          </section>
          <section aria-labelledby="moderation-artist">
            <h2 id="moderation-artist" className="mb-1 text-lg font-semibold">
              {t('admin.moderation.artist')}
            </h2>
            <p>{artist}</p>
            <p className="text-sm text-neutral-700">
              {t('admin.moderation.shop')}: <span dir="ltr">{artwork.artist.subdomain}</span>
            </p>
          </section>
          {description && (
            <section aria-labelledby="moderation-description">
              <h2 id="moderation-description" className="mb-1 text-lg font-semibold">
                {t('admin.moderation.description')}
              </h2>
              <p className="whitespace-pre-line">{description}</p>
            </section>
          )}
          <section aria-labelledby="moderation-placement">
            <h2 id="moderation-placement" className="mb-1 text-lg font-semibold">
              {t('admin.moderation.placement')}
            </h2>
            <p>
              {t('admin.moderation.placementText', {
                side: t(`admin.moderation.sides.${placement.side}`),
                x: percent(placement.x),
                y: percent(placement.y),
                scale: percent(placement.scale),
              })}
            </p>
          </section>
          <section aria-labelledby="moderation-history">
            <h2 id="moderation-history" className="mb-2 text-lg font-semibold">
              {t('admin.moderation.history')}
            </h2>
            <DecisionHistory decisions={artwork.decisions} />
          </section>
        </div>
      </div>
      <section aria-labelledby="moderation-products" className="mt-6">
        <h2 id="moderation-products" className="mb-2 text-lg font-semibold">
          {t('admin.moderation.products')}
        </h2>
        {artwork.products.length === 0 ? (
          <p>{t('admin.moderation.noProducts')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {artwork.products.map((product) => {
              const name = lang === 'ar' ? product.nameAr : product.nameEn;
              return (
                <li key={product.id} className="rounded-md border border-neutral-200 p-2 text-sm">
                  {product.media && (
                    <img
                      src={product.media.url.medium ?? undefined}
                      alt={name}
                      className="mb-1 aspect-square w-full object-contain"
                    />
                  )}
                  {name}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
