import type { Locale } from '@seed/domain/locale';
import { ORDER_STATUSES } from '@seed/domain/order-status';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { OrderFilters } from './order-list.server';

type Choices = {
  methods: { id: string; nameAr: string; nameEn: string }[];
  countries: { code: string; name: string }[];
};

const field = 'flex flex-col gap-1 text-sm';
const control = 'rounded-md border border-neutral-300 px-3 py-1.5';

/**
 * The list's filters as a GET form: submitting it is following a link, so the list works without
 * JavaScript and a filtered list can be bookmarked or shared. The sort is kept; the page starts again.
 */
export function OrderFiltersForm({
  lang,
  filters,
  sort,
  choices,
}: {
  lang: Locale;
  filters: OrderFilters;
  sort: { sort: string; dir: string };
  choices: Choices;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      aria-labelledby="order-filters-title"
      className="mb-4 grid gap-3 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <h2 id="order-filters-title" className="text-lg font-semibold sm:col-span-2 lg:col-span-4">
        {t('admin.orders.filters.title')}
      </h2>
      <input type="hidden" name="sort" value={sort.sort} />
      <input type="hidden" name="dir" value={sort.dir} />
      <div className={`${field} sm:col-span-2`}>
        <label htmlFor="order-q">{t('admin.orders.filters.q')}</label>
        <input
          id="order-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={100}
          aria-describedby="order-q-hint"
          className={control}
        />
        <span id="order-q-hint" className="text-xs text-neutral-700">
          {t('admin.orders.filters.qHint')}
        </span>
      </div>
      <label className={field}>
        {t('admin.orders.filters.payment')}
        <select name="payment" defaultValue={filters.payment ?? ''} className={control}>
          <option value="">{t('admin.orders.filters.anyPayment')}</option>
          <option value="WALLET">{t('admin.orders.filters.wallet')}</option>
          {choices.methods.map((method) => (
            <option key={method.id} value={method.id}>
              {lang === 'ar' ? method.nameAr : method.nameEn}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {t('admin.orders.filters.country')}
        <select name="country" defaultValue={filters.country ?? ''} className={control}>
          <option value="">{t('admin.orders.filters.anyCountry')}</option>
          {choices.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {t('admin.orders.filters.from')}
        <input type="date" name="from" defaultValue={filters.from} className={control} />
      </label>
      <label className={field}>
        {t('admin.orders.filters.to')}
        <input type="date" name="to" defaultValue={filters.to} className={control} />
      </label>
      <label className={field}>
        {t('admin.orders.filters.gift')}
        <select name="gift" defaultValue={filters.gift ?? ''} className={control}>
          <option value="">{t('admin.orders.filters.anyGift')}</option>
          <option value="true">{t('admin.orders.filters.giftOnly')}</option>
          <option value="false">{t('admin.orders.filters.noGift')}</option>
        </select>
      </label>
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className="mb-1 text-sm">{t('admin.orders.filters.status')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {ORDER_STATUSES.map((status) => (
            <label key={status} className="inline-flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={filters.status.includes(status)}
              />
              {t(`admin.orders.status.${status}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-md bg-neutral-900 px-4 py-2 text-sm text-white">
          {t('admin.orders.filters.apply')}
        </button>
        <Link to={`/${lang}/admin/orders`} className="text-sm underline underline-offset-2">
          {t('admin.orders.filters.clear')}
        </Link>
      </div>
    </Form>
  );
}
