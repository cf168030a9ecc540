import { ACCOUNT_ROLES, CUSTOMER_STATUSES } from '@seed/contract/customers';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

export type CustomerFilterValues = { q: string; role: string; status: string; hasOrders: string };

const field = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm';

/** The list's search and filters: a GET form, so the filtered list is a link and works without scripts. */
export function CustomerFilters({ values, lang }: { values: CustomerFilterValues; lang: string }) {
  const { t } = useTranslation();
  const select = (name: keyof CustomerFilterValues, options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{t(`admin.customers.${name}` as 'admin.customers.role')}</span>
      <select name={name} defaultValue={values[name]} className={field}>
        <option value="">{t('admin.customers.any')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.customers.filters')}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.customers.searchLabel')}</span>
        <input type="search" name="q" defaultValue={values.q} maxLength={100} className={field} />
      </label>
      {select(
        'role',
        ACCOUNT_ROLES.map((role) => [role, t(`admin.customers.roles.${role}`)]),
      )}
      {select(
        'status',
        CUSTOMER_STATUSES.map((status) => [status, t(`admin.customers.statuses.${status}`)]),
      )}
      {select('hasOrders', [
        ['true', t('admin.customers.withOrders')],
        ['false', t('admin.customers.withoutOrders')],
      ])}
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
        {t('admin.customers.search')}
      </button>
      <Link to={`/${lang}/admin/customers`} className="py-1.5 text-sm underline underline-offset-2">
        {t('admin.layout.filters.clear')}
      </Link>
    </Form>
  );
}
