import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

type Props = {
  subcategories: readonly { id: number; name: string }[];
  selected: number | undefined;
  /** The query parameter the filter sets. */
  name: string;
};

/**
 * The artist shop's product filter: a GET form, so it works without scripts and each filter has an
 * address. It does not submit on change: choosing must not move the page under a keyboard user.
 */
export function ArtistSubcategoryFilter({ subcategories, selected, name }: Props) {
  const { t } = useTranslation();
  const id = useId();
  if (subcategories.length === 0) return null;
  return (
    <Form method="get" className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('artists.subcategory')}
      </label>
      <select
        key={selected ?? 'all'}
        id={id}
        name={name}
        defaultValue={selected ?? ''}
        className="rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{t('artists.allSubcategories')}</option>
        {subcategories.map((sub) => (
          <option key={sub.id} value={sub.id}>
            {sub.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm text-white hover:bg-neutral-700"
      >
        {t('artists.filter')}
      </button>
    </Form>
  );
}
