import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import { Select } from '../../components/ui/select';
import type { ShopCategory } from './categories.server';

/** The list's filter parameter: a category-subcategory link, as the API's `categoryToSubcategoryId`. */
export const FILTER_PARAM = 'categoryToSubcategoryId';

/**
 * Narrows the product list to one subcategory. A plain GET form, so it works without JavaScript (the
 * button applies it); with JavaScript a choice applies at once. A new filter starts again at page 1.
 */
export function ProductsFilter({ categories, value }: { categories: ShopCategory[]; value: number | null }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const given = value === null ? '' : String(value);
  const [chosen, setChosen] = useState(given);
  const [previous, setPrevious] = useState(given);
  // Follow the address when it changes by other means (a link, back and forward).
  if (previous !== given) {
    setPrevious(given);
    setChosen(given);
  }
  const options = [
    { value: '', label: t('catalog.allProducts') },
    ...categories.flatMap((category) =>
      category.subcategories.map((sub) => ({
        value: String(sub.linkId),
        label: `${category.name}: ${sub.name}`,
      })),
    ),
  ];
  const choose = (next: string) => {
    setChosen(next);
    submit(next ? { [FILTER_PARAM]: next } : {}, { method: 'get' });
  };
  return (
    <Form method="get" className="flex items-end gap-2">
      <Select
        label={t('catalog.filter')}
        name={FILTER_PARAM}
        options={options}
        value={chosen}
        onChange={choose}
      />
      <button
        type="submit"
        className="rounded-md border border-neutral-300 px-3 py-2 text-sm hover:bg-neutral-100"
      >
        {t('catalog.apply')}
      </button>
    </Form>
  );
}
