import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { inputClass } from './form-fields';

export type ProductFilterValues = {
  q: string;
  artist: string;
  categoryId: string;
  active: string;
  featured: string;
};
type CategoryOption = { id: number; name: string };

/** The product search: a GET form, so a filtered list is a link and works without scripts. */
export function ProductFilters({
  values,
  categories,
  lang,
}: {
  values: ProductFilterValues;
  categories: CategoryOption[];
  lang: string;
}) {
  const { t } = useTranslation();
  const select = (name: keyof ProductFilterValues, options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">
        {t(`admin.catalogue.filters.${name}` as 'admin.catalogue.filters.active')}
      </span>
      <select name={name} defaultValue={values[name]} className={inputClass}>
        <option value="">{t('admin.catalogue.filters.any')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  const yesNo: [string, string][] = [
    ['true', t('admin.catalogue.filters.yes')],
    ['false', t('admin.catalogue.filters.no')],
  ];
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.catalogue.filters.label')}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.filters.q')}</span>
        <input type="search" name="q" defaultValue={values.q} maxLength={100} className={inputClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.filters.artist')}</span>
        <input
          type="search"
          name="artist"
          defaultValue={values.artist}
          maxLength={100}
          className={inputClass}
        />
      </label>
      {select(
        'categoryId',
        categories.map((category) => [String(category.id), category.name]),
      )}
      {select('active', yesNo)}
      {select('featured', yesNo)}
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
        {t('admin.catalogue.filters.search')}
      </button>
      <Link to={`/${lang}/admin/products`} className="py-1.5 text-sm underline underline-offset-2">
        {t('admin.layout.filters.clear')}
      </Link>
    </Form>
  );
}
