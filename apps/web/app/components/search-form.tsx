import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchCombobox } from '../features/catalog/search-combobox';
import { cleanSearchTerm, SEARCH_PARAM, searchResultsPath } from '../features/catalog/search-term';
import { useLocale } from '../lib/use-locale';
import { SearchIcon } from './icons';

/**
 * The header's search box: a plain form that posts to the route that remembers the search (recent
 * searches) and redirects to the results, so it works without scripts. With scripts the search is
 * remembered in the background while the results load in place.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get(SEARCH_PARAM) ?? '';
  const save = `/${lang}/shop/search/save`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get(SEARCH_PARAM);
    const words = cleanSearchTerm(typeof raw === 'string' ? raw : null);
    if (words) {
      // The redirect is not followed: the results come through the router, not as a second page.
      fetch(save, {
        method: 'POST',
        body: new URLSearchParams({ [SEARCH_PARAM]: words }),
        redirect: 'manual',
      }).catch((error: unknown) => console.warn('The search was not remembered', error));
    }
    navigate(searchResultsPath(lang, words));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: browsers before 2023 give <search> no role; the form's own role works everywhere.
    <form method="post" action={save} role="search" className={`relative ${className}`} onSubmit={onSubmit}>
      {/* A new query in the address (back, forward, another search) starts the box afresh. */}
      <SearchCombobox
        key={current}
        defaultValue={current}
        className="w-full rounded-full border border-neutral-300 bg-neutral-50 py-2 ps-4 pe-10 text-sm"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-0 end-0 flex items-center px-3 text-neutral-600 hover:text-neutral-900"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
