import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

/** The artist's own shop address, `{subdomain}.{PUBLIC_HOST}`, as a link. */
export function ShopAddress({ subdomain, lang }: { subdomain: string; lang: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const publicUrl = useRouteLoaderData<typeof rootLoader>('root')?.publicUrl;
  if (!publicUrl) return null;
  const url = new URL(publicUrl);
  url.hostname = `${subdomain}.${url.hostname}`;
  url.pathname = `/${lang}`;
  return (
    <p className="mt-2 text-sm text-neutral-700">
      {t('artistPortal.shopAddress')}{' '}
      <a href={url.href} className="font-medium underline" dir="ltr">
        {url.host}
      </a>
    </p>
  );
}
