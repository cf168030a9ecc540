import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { reportPageError } from '../lib/error-reporter';
import type { loader as rootLoader } from '../root';

// The error page of spec §2: the status code and a message, with a way home. The 404 message reads
// "Page Not Found: {path}" in English as the spec words it (the response's status text carries the same
// words); Arabic shoppers read it in Arabic, the path isolated so its Latin letters keep their order.
export function ErrorPage() {
  const error = useRouteError();
  // Spec §8: a 5xx is also reported to the error service.
  useEffect(() => reportPageError(error), [error]);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = t(notFound ? 'error.notFoundTitle' : 'error.title');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-16">
      <title>{title}</title>
      <p className="text-5xl font-bold text-neutral-400">{status}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {notFound ? (
        <p className="text-neutral-700">
          {t('error.notFound')} <bdi dir="ltr">{pathname}</bdi>
        </p>
      ) : (
        <p className="text-neutral-700">{t('error.unexpected')}</p>
      )}
      <Link
        to={root ? `/${root.lang}` : '/'}
        className="rounded-md bg-neutral-900 px-4 py-2 text-white hover:bg-neutral-700"
      >
        {t('error.goHome')}
      </Link>
    </main>
  );
}
