import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { loadInfoPage } from '../features/info-pages/info-page.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/info-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  // One module serves every information page; the last path segment is the page's slug.
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  return loadInfoPage(createApiClient(request, context, locale), slug, locale);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, html, updated } = loaderData;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <title>{`${title} | ${t('store.name')}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-neutral-600">{t('infoPage.updated', { date: updated })}</p>
      <div
        className="mt-8 space-y-4 leading-relaxed text-neutral-800 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
        // The API keeps only text structure and links of what staff wrote (its rich-text sanitiser).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write and on read
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
