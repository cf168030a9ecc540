import arabicFont from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url';
import latinFont from '@fontsource/cairo/files/cairo-latin-400-normal.woff2?url';
import { localeDirection } from '@seed/domain/locale';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';
import { AppProviders } from './components/ui/app-providers';
import { addAreaMessages, createI18n } from './lib/i18n';
import { requestLocale } from './lib/locale.server';
import { messagesFor } from './lib/messages.server';
import { useNonce } from './lib/nonce';
import { PAGE_STYLES_HREF, usePageStyles } from './lib/page-styles';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLocale(params.lang, request);
  return { lang, dir: localeDirection(lang), messages: messagesFor(lang), publicUrl: context.publicUrl };
}

// The storefront messages depend on the language alone; re-sending them on every navigation or action
// would be waste.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const styles = usePageStyles();
  const matches = useMatches();
  const i18n = useMemo(() => createI18n(root?.lang ?? '', root?.messages), [root?.lang, root?.messages]);
  // Here, above every route, so that a page's area messages are in before the page renders.
  addAreaMessages(i18n, matches);
  return (
    <html lang={root?.lang} dir={root?.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The page language's own script is needed for the first paint; other subsets load on demand. */}
        {root && (
          <link
            rel="preload"
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            href={root.dir === 'rtl' ? arabicFont : latinFont}
          />
        )}
        <style href={PAGE_STYLES_HREF} precedence="default" nonce={nonce}>
          {styles}
        </style>
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-neutral-900 antialiased">
        <I18nextProvider i18n={i18n}>
          <AppProviders>{children}</AppProviders>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
