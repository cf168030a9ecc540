import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

type PageMetaProps = {
  /** The page's own title; the store's name is added after it. */
  title: string;
  description: string;
  /** A picture for link previews (Open Graph); relative addresses are made absolute. */
  image?: string | null;
};

/**
 * A page's title, description and link-preview tags. React hoists them into <head>, on the server and
 * on client navigations alike. Open Graph wants absolute addresses, built on PUBLIC_URL like the
 * canonical link.
 */
export function PageMeta({ title, description, image }: PageMetaProps) {
  const { t } = useTranslation();
  const publicUrl = useRouteLoaderData<typeof rootLoader>('root')?.publicUrl;
  const fullTitle = `${title} | ${t('store.name')}`;
  const imageUrl = image && publicUrl ? new URL(image, `${publicUrl}/`).href : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('store.name')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
