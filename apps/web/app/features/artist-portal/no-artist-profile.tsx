import { useTranslation } from 'react-i18next';

/** What an admin without an artist profile of their own sees in the portal's pages. */
export function NoArtistProfile() {
  const { t } = useTranslation();
  return <p className="mt-6 rounded-md bg-neutral-100 p-4 text-neutral-800">{t('artistPortal.noProfile')}</p>;
}
