import {
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDER_SORTS,
  AdminOrderFiltersSchema,
  adminOrders,
} from '@seed/contract/admin-orders';
import { checkout } from '@seed/contract/checkout';
import type { ReplyOf } from '@seed/contract/endpoint';
import { locations } from '@seed/contract/locations';
import { countryName } from '@seed/domain/address-format';
import type { Locale } from '@seed/domain/locale';
import { ORDER_STATUSES, type OrderStatus } from '@seed/domain/order-status';
import type { ApiClient } from '../../../lib/api.server';
import { pageQuery, readListState } from '../list-query';
import { formatMoment } from './order-view.server';

const FILTER_NAMES = ['q', 'payment', 'country', 'from', 'to', 'gift'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

export type OrderFilters = Partial<Record<FilterName, string>> & { status: OrderStatus[] };

/**
 * The list's filters as the URL gives them. A value the contract would refuse (a hand-edited link) is
 * dropped, so the list shows more rather than an error.
 */
export function readFilters(url: URL): OrderFilters {
  const filters: OrderFilters = {
    status: url.searchParams
      .getAll('status')
      .flatMap((value) => value.split(','))
      .filter((value): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value)),
  };
  for (const name of FILTER_NAMES) {
    const value = url.searchParams.get(name)?.trim();
    if (value && AdminOrderFiltersSchema.shape[name].safeParse(value).success) filters[name] = value;
  }
  return filters;
}

/** The filters and sort as a query string, for the API and for the CSV link. */
export function filterParams(filters: OrderFilters, sort: { sort: string; dir: string }) {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.status.length > 0) params.set('status', filters.status.join(','));
  params.set('sort', sort.sort);
  params.set('dir', sort.dir);
  return params;
}

type Row = ReplyOf<typeof adminOrders.list>['orders'][number];

function rowView(row: Row, locale: Locale) {
  return {
    id: row.id,
    placed: formatMoment(row.createdAt, locale),
    customerName: row.customerName,
    email: row.email,
    country: row.country ? countryName(row.country, locale) : '',
    status: row.status,
    total: row.total,
    itemsCount: row.itemsCount,
    isGift: row.isGift,
  };
}
export type OrderRowView = ReturnType<typeof rowView>;

// The choices of the payment and country filters; a failure only leaves the filter with fewer choices.
async function filterChoices(api: ApiClient) {
  const [methods, countries] = await Promise.all([
    api
      .call(checkout.paymentMethods, { params: { amount: '1', currency: 'KWD' } })
      .then((reply) => reply.paymentMethods)
      .catch(() => []),
    api.call(locations.countries).catch(() => []),
  ]);
  return {
    methods: methods.map((method) => ({
      id: String(method.PaymentMethodId),
      nameAr: method.PaymentMethodAr,
      nameEn: method.PaymentMethodEn,
    })),
    countries: countries.map((country) => ({ code: country.Code, name: country.Name })),
  };
}

/** Everything the order list shows: a page of rows, the state of its filters, sort and paging, the CSV query. */
export async function loadOrderList(api: ApiClient, url: URL, locale: Locale) {
  const state = readListState(url, ADMIN_ORDER_SORTS, { sort: 'created', dir: 'desc' });
  const filters = readFilters(url);
  const params = filterParams(filters, state);
  const [list, choices] = await Promise.all([
    api.call(adminOrders.list, {
      query: { ...Object.fromEntries(params), ...pageQuery(state.page, ADMIN_ORDER_PAGE_SIZE) },
    }),
    filterChoices(api),
  ]);
  return {
    rows: list.orders.map((row) => rowView(row, locale)),
    total: list.total,
    state,
    filters,
    choices,
    csvQuery: params.toString(),
  };
}
