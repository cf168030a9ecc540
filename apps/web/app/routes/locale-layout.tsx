import { data, Outlet, redirect, useRouteLoaderData } from 'react-router';
import { HeadLinks } from '../components/head-links';
import { COOKIE, localeCookie, readCookie, requestCurrency } from '../lib/cookies.server';
import { CurrencyProvider } from '../lib/currency';
import { isLocale, preferredLocale } from '../lib/locale.server';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/locale-layout';

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // No language prefix (`/shop/products`): the same path in the remembered or default language.
  if (!isLocale(params.lang)) throw redirect(`/${preferredLocale(request)}${url.pathname}${url.search}`);
  const lang = params.lang;
  // The language in the URL is the visitor's latest choice; remember it for unprefixed visits.
  const headers: HeadersInit =
    readCookie(request, COOKIE.locale) === lang ? {} : { 'Set-Cookie': localeCookie(lang) };
  return data({ lang, currency: requestCurrency(request) }, { headers });
}

// Below the language: the head links every page needs and the visitor's currency, whatever the layout.
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { lang, currency } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <CurrencyProvider currency={currency} action={`/${lang}/currency`}>
      {root && <HeadLinks lang={lang} publicUrl={root.publicUrl} />}
      <Outlet />
    </CurrencyProvider>
  );
}
