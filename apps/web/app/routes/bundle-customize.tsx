import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { bundleAction } from '../features/bundles/bundle-action.server';
import { renderTemplate } from '../features/bundles/bundle-api.server';
import { BundleCustomizer } from '../features/bundles/bundle-customizer';
import { defaultChoices } from '../features/bundles/bundle-fields';
import { bundleOfAddress, hideHeaderOf } from '../features/bundles/bundle-page.server';
import { createApiClient } from '../lib/api.server';
import { COOKIE, readCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/bundle-customize';

async function bundleOf({ params, request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const bundle = await bundleOfAddress(api, locale, request, params.id);
  if (!bundle) throw redirect(`/${locale}/bundles?hideHeader`);
  return { locale, api, bundle };
}

export async function loader(args: Route.LoaderArgs) {
  const { api, bundle } = await bundleOf(args);
  const initialChoices = defaultChoices(bundle);
  // Each item's first template with its defaults, so the page shows previews before anything is typed.
  const initialPreviews = await Promise.all(
    initialChoices.map((choice) =>
      choice.templateId === null ? null : renderTemplate(api, choice.templateId, {}).catch(() => null),
    ),
  );
  // Guests cannot upload (media/upload needs an account): image controls ask them to sign in first.
  const signedIn = Boolean(readCookie(args.request, COOKIE.accessToken));
  const url = new URL(args.request.url);
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return {
    bundle,
    initialChoices,
    initialPreviews,
    hideHeader: hideHeaderOf(args.request),
    signInHref: signedIn ? null : `/${args.params.lang}/auth?redirect=${back}`,
  };
}

export async function action(args: Route.ActionArgs) {
  const { locale, bundle } = await bundleOf(args);
  return bundleAction({ request: args.request, context: args.context, locale, bundle });
}

/**
 * Spec §2 /bundles/{id}/customize and /customization/bundle/{id}/customization-type/bundle: every item of
 * the bundle customised on one page, then added to the cart together.
 */
export default function BundleCustomize({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { bundle, initialChoices, initialPreviews, hideHeader, signInHref } = loaderData;
  const title = t('bundles.customizeTitle', { name: bundle.name });
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6">
      <PageMeta title={title} description={t('bundles.howItWorks')} />
      <Link
        to={`/${lang}/bundles/${bundle.id}${hideHeader ? '?hideHeader' : ''}`}
        className="text-sm underline underline-offset-4"
      >
        {t('bundles.backToBundle', { name: bundle.name })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-1 mb-6 text-neutral-700">{t('bundles.howItWorks')}</p>
      {bundle.available ? (
        <BundleCustomizer
          bundle={bundle}
          initialChoices={initialChoices}
          initialPreviews={initialPreviews}
          actionData={actionData}
          signInHref={signInHref}
        />
      ) : (
        <p className="font-bold text-red-800">{t('bundles.unavailable')}</p>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
