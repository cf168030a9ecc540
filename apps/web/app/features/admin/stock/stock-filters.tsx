import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { StockFilterValues } from './stock-list.server';

type Choice = { id: number; label: string };

const field = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm';

/** The grid's filters: a GET form, so the filtered grid is a link and works without scripts. */
export function StockFilters({
  values,
  choices,
  lang,
}: {
  values: StockFilterValues;
  choices: { items: Choice[]; colors: Choice[]; sizes: Choice[] };
  lang: string;
}) {
  const { t } = useTranslation();
  const select = (name: 'inventoryId' | 'colorId' | 'sizeId', label: string, options: Choice[]) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={values[name]} className={field}>
        <option value="">{t('admin.stock.any')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.stock.filters')}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      {select('inventoryId', t('admin.stock.item'), choices.items)}
      {select('colorId', t('admin.stock.color'), choices.colors)}
      {select('sizeId', t('admin.stock.size'), choices.sizes)}
      <label className="flex items-center gap-2 py-1.5 text-sm">
        <input type="checkbox" name="low" value="true" defaultChecked={values.low === 'true'} />
        {t('admin.stock.lowOnly')}
      </label>
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
        {t('admin.stock.show')}
      </button>
      <Link to={`/${lang}/admin/stock`} className="py-1.5 text-sm underline underline-offset-2">
        {t('admin.layout.filters.clear')}
      </Link>
    </Form>
  );
}
