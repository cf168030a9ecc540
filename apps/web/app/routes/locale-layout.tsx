import { useTranslation } from 'react-i18next';
import { data, Link, Outlet, redirect, useLocation } from 'react-router';
import { COOKIE, localeCookie, readCookie } from '../lib/cookies.server';
import { isLocale, otherLocale, preferredLocale } from '../lib/locale.server';
import type { Route } from './+types/locale-layout';

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // No language prefix (`/shop/products`): the same path in the remembered or default language.
  if (!isLocale(params.lang)) throw redirect(`/${preferredLocale(request)}${url.pathname}${url.search}`);
  const lang = params.lang;
  // The language in the URL is the visitor's latest choice; remember it for unprefixed visits.
  const headers: HeadersInit =
    readCookie(request, COOKIE.locale) === lang ? {} : { 'Set-Cookie': localeCookie(lang) };
  return data({ lang, otherLang: otherLocale(lang) }, { headers });
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { lang, otherLang } = loaderData;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const samePageInOtherLang = `/${otherLang}${pathname.slice(lang.length + 1)}${search}`;
  return (
    <>
      <header className="border-b border-neutral-200">
        <nav className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-6 py-4">
          <Link to={`/${lang}`} className="text-xl font-bold">
            {t('store.name')}
          </Link>
          <Link
            to={samePageInOtherLang}
            lang={otherLang}
            hrefLang={otherLang}
            className="rounded-md border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100"
          >
            {t('language.switchTo')}
          </Link>
        </nav>
      </header>
      <Outlet />
    </>
  );
}
