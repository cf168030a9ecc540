import { useId } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { SEARCH_PARAM } from './search-term';

type SearchListFormProps = {
  /** What is searched, e.g. "Search artists": the field's label and placeholder. */
  label: string;
  submitLabel: string;
  defaultValue: string;
};

/**
 * The search field above a list (artists, artworks): a GET form to the same page, so the results have
 * an address and work without scripts. A new search starts again at the first page.
 */
export function SearchListForm({ label, submitLabel, defaultValue }: SearchListFormProps) {
  const id = useId();
  return (
    <Form method="get" role="search" className="relative mt-6 max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        key={defaultValue}
        id={id}
        type="search"
        name={SEARCH_PARAM}
        defaultValue={defaultValue}
        placeholder={label}
        className="w-full rounded-full border border-neutral-300 bg-white py-2 ps-4 pe-10"
      />
      <button
        type="submit"
        aria-label={submitLabel}
        className="absolute inset-y-0 end-0 flex items-center px-3 text-neutral-600 hover:text-neutral-900"
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
