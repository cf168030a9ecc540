import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

// The header's search lands here; the results themselves come with the catalogue search (a later issue).
export default function ShopSearch() {
  const { t } = useTranslation();
  const query = useSearchParams()[0].get('q')?.trim() ?? '';
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10">
      <title>{`${t('search.title')} | ${t('store.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('search.title')}</h1>
      <p className="mt-4 text-neutral-700">{query ? t('search.resultsFor', { query }) : t('search.empty')}</p>
      {query && <p className="mt-2 text-neutral-600">{t('search.comingSoon')}</p>}
    </main>
  );
}
