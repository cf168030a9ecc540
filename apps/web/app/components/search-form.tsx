import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { useLocale } from '../lib/use-locale';
import { SearchIcon } from './icons';

/** The header's search box: a GET form, so results have an address to share and work without scripts. */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action={`/${useLocale()}/shop/search`}
      role="search"
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        // A new query in the address (back, forward, another search) resets what the box shows.
        key={params.get('q')}
        id={id}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        placeholder={t('search.placeholder')}
        className="w-full rounded-full border border-neutral-300 bg-neutral-50 py-2 ps-4 pe-10 text-sm"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-0 end-0 flex items-center px-3 text-neutral-600 hover:text-neutral-900"
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
