import {
  adminDiscountTiers,
  DISCOUNT_TIERS_MAX,
  DiscountTiersBodySchema,
} from '@seed/contract/admin-promotions';
import {
  adminDelivery,
  DELIVERY_RATES_MAX,
  DeliveryZoneBodySchema,
  FREE_SHIPPING_MAX,
  FreeShippingBodySchema,
} from '@seed/contract/admin-promotions-delivery';
import type { Locale } from '@seed/domain/locale';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import type { FormProblem } from './form-parts';
import { optionalFils, optionalWhole } from './form-values';
import { fieldsOf } from './voucher-form.server';

/** How many empty rows a list form offers beyond the saved ones, so a row can be added without scripts. */
export const BLANK_ROWS = 2;

const textOf = (form: FormData) => (name: string) => String(form.get(name) ?? '').trim();

/** Numbered rows of a form (`minSubtotal-0`, `percent-0`…); a row left wholly empty is dropped. */
function rowsOf<T>(
  form: FormData,
  max: number,
  names: string[],
  read: (field: (name: string) => string) => T,
) {
  const text = textOf(form);
  return Array.from({ length: max }, (_, index) => index).flatMap((index) => {
    const field = (name: string) => text(`${name}-${index}`);
    return names.some((name) => field(name) !== '') ? [read(field)] : [];
  });
}

async function call(locale: Locale, run: () => Promise<unknown>): Promise<FormProblem | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status !== 500) {
      return { fields: [], refusal: refusalText(locale, error) };
    }
    throw error;
  }
}

export async function saveDiscountTiers(api: ApiClient, locale: Locale, form: FormData) {
  const body = DiscountTiersBodySchema.safeParse({
    tiers: rowsOf(form, DISCOUNT_TIERS_MAX, ['minSubtotal', 'percent'], (field) => ({
      minSubtotal: optionalFils(field('minSubtotal')) ?? Number.NaN,
      percent: optionalWhole(field('percent')) ?? Number.NaN,
    })),
    reason: textOf(form)('reason') || undefined,
  });
  if (!body.success) return { fields: fieldsOf(body.error), refusal: null };
  return call(locale, () => api.call(adminDiscountTiers.set, { body: body.data }));
}

export async function saveFreeShipping(api: ApiClient, locale: Locale, form: FormData) {
  const body = FreeShippingBodySchema.safeParse({
    thresholds: rowsOf(form, FREE_SHIPPING_MAX, ['minSubtotal'], (field) => ({
      zoneId: field('zoneId') === '' ? null : (optionalWhole(field('zoneId')) ?? Number.NaN),
      minSubtotal: optionalFils(field('minSubtotal')) ?? Number.NaN,
      isActive: field('isActive') === 'on',
    })),
    reason: textOf(form)('reason') || undefined,
  });
  if (!body.success) return { fields: fieldsOf(body.error), refusal: null };
  return call(locale, () => api.call(adminDelivery.setFreeShipping, { body: body.data }));
}

function zoneBodyOf(form: FormData) {
  const text = textOf(form);
  return DeliveryZoneBodySchema.safeParse({
    nameEn: text('nameEn'),
    nameAr: text('nameAr'),
    countryCodes: text('countryCodes')
      .split(/[\s,،]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
    isInternational: form.get('isInternational') === 'on',
    minDays: optionalWhole(text('minDays')) ?? Number.NaN,
    maxDays: optionalWhole(text('maxDays')) ?? Number.NaN,
    isActive: form.get('isActive') === 'on',
    rates: rowsOf(form, DELIVERY_RATES_MAX, ['maxWeight', 'price'], (field) => ({
      maxWeight: optionalWhole(field('maxWeight')) ?? Number.NaN,
      price: optionalFils(field('price')) ?? Number.NaN,
    })),
    reason: text('reason') || undefined,
  });
}

export async function saveZone(api: ApiClient, locale: Locale, form: FormData) {
  const id = optionalWhole(textOf(form)('zoneId'));
  const body = zoneBodyOf(form);
  if (!id || !body.success)
    return { fields: body.success ? ['zoneId'] : fieldsOf(body.error), refusal: null };
  return call(locale, () => api.call(adminDelivery.updateZone, { params: { id }, body: body.data }));
}

export async function createZone(api: ApiClient, locale: Locale, form: FormData) {
  const body = zoneBodyOf(form);
  if (!body.success) return { fields: fieldsOf(body.error), refusal: null };
  return call(locale, () => api.call(adminDelivery.createZone, { body: body.data }));
}

export async function deleteZone(api: ApiClient, locale: Locale, form: FormData) {
  const id = optionalWhole(textOf(form)('zoneId'));
  if (!id) return { fields: ['zoneId'], refusal: null };
  return call(locale, () => api.call(adminDelivery.deleteZone, { params: { id } }));
}
