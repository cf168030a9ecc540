import {
  adminDelivery,
  DELIVERY_RATES_MAX,
  FREE_SHIPPING_MAX,
} from '@seed/contract/admin-promotions-delivery';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { button, DoneNote, FormProblemNote, field, label } from '../features/admin/promotions/form-parts';
import { filsToKwdText } from '../features/admin/promotions/form-values';
import { BLANK_ROWS, saveFreeShipping, saveZone } from '../features/admin/promotions/settings-forms.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-delivery';

const blanks = <T,>(count: number, make: () => T) => Array.from({ length: Math.max(0, count) }, make);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const settings = await createApiClient(request, context, locale).call(adminDelivery.settings, {});
  const free = settings.freeShipping.map((row) => ({
    zoneId: row.zoneId === null ? '' : String(row.zoneId),
    minSubtotal: filsToKwdText(row.minSubtotal.amount),
    isActive: row.isActive,
  }));
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      zones: settings.zones.map((zone) => ({
        ...zone,
        rows: [
          ...zone.rates.map((rate) => ({
            maxWeight: String(rate.maxWeight),
            price: filsToKwdText(rate.price.amount),
          })),
          ...blanks(Math.min(BLANK_ROWS, DELIVERY_RATES_MAX - zone.rates.length), () => ({
            maxWeight: '',
            price: '',
          })),
        ],
      })),
      free: [
        ...free,
        ...blanks(Math.min(BLANK_ROWS, FREE_SHIPPING_MAX - free.length), () => ({
          zoneId: '',
          minSubtotal: '',
          isActive: true,
        })),
      ],
      done: done === 'free' || done === 'zone' ? done : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const api = createApiClient(request, context, locale);
  const which = form.get('action') === 'zone' ? 'zone' : 'free';
  const problem =
    which === 'zone' ? await saveZone(api, locale, form) : await saveFreeShipping(api, locale, form);
  if (problem) return data({ problem, which, zoneId: String(form.get('zoneId') ?? '') }, { status: 400 });
  return redirect(`/${params.lang}/admin/delivery?done=${which}`, 303);
}

/** /admin/delivery: free-delivery thresholds, and each zone's countries, days and prices by weight. */
export default function AdminDelivery({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { zones, free, done } = loaderData;
  const zoneName = (zone: { nameAr: string; nameEn: string }) =>
    params.lang === 'ar' ? zone.nameAr : zone.nameEn;
  const problemFor = (which: string, zoneId = '') =>
    actionData && actionData.which === which && (which === 'free' || actionData.zoneId === zoneId)
      ? actionData.problem
      : null;
  return (
    <>
      <AdminTitle title={t('admin.promotions.delivery.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.promotions.delivery.title')}</h1>
      <DoneNote
        text={done && t(`admin.promotions.delivery.${done === 'free' ? 'freeSaved' : 'zoneSaved'}`)}
      />
      <section
        aria-labelledby="free-delivery"
        className="mb-8 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="free-delivery" className="mb-1 text-lg font-semibold">
          {t('admin.promotions.delivery.freeTitle')}
        </h2>
        <p className="mb-3 text-neutral-700">{t('admin.promotions.delivery.freeIntro')}</p>
        <FormProblemNote problem={problemFor('free')} fix={t('admin.promotions.delivery.fix')} />
        <Form method="post" className="mt-2 flex flex-col gap-3">
          <input type="hidden" name="action" value="free" />
          {free.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form, not records
            <div key={index} className="flex flex-wrap items-end gap-3">
              <label className={label}>
                <span className="font-medium">{t('admin.promotions.delivery.zone', { row: index + 1 })}</span>
                <select name={`zoneId-${index}`} defaultValue={row.zoneId} className={field}>
                  <option value="">{t('admin.promotions.delivery.everywhere')}</option>
                  {zones.map((zone) => (
                    <option key={zone.id} value={zone.id}>
                      {zoneName(zone)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={label}>
                <span className="font-medium">
                  {t('admin.promotions.delivery.minSubtotal', { row: index + 1 })}
                </span>
                <input
                  name={`minSubtotal-${index}`}
                  defaultValue={row.minSubtotal}
                  inputMode="decimal"
                  dir="ltr"
                  className={field}
                />
              </label>
              <label className="flex items-center gap-2 py-1.5 text-sm">
                <input type="checkbox" name={`isActive-${index}`} defaultChecked={row.isActive} />
                {t('admin.promotions.delivery.active', { row: index + 1 })}
              </label>
            </div>
          ))}
          <label className={label}>
            <span className="font-medium">{t('admin.promotions.delivery.reason')}</span>
            <input name="reason" maxLength={500} className={field} />
          </label>
          <button type="submit" className={`${button} self-start`}>
            {t('admin.promotions.delivery.saveFree')}
          </button>
        </Form>
      </section>
      <h2 className="mb-3 text-lg font-semibold">{t('admin.promotions.delivery.zonesTitle')}</h2>
      {zones.map((zone) => (
        <section
          key={zone.id}
          aria-labelledby={`zone-${zone.id}`}
          className="mb-6 rounded-md border border-neutral-200 bg-white p-4"
        >
          <h3 id={`zone-${zone.id}`} className="mb-3 font-semibold">
            {zoneName(zone)}
          </h3>
          <FormProblemNote
            problem={problemFor('zone', String(zone.id))}
            fix={t('admin.promotions.delivery.fix')}
          />
          <Form method="post" className="mt-2 flex flex-col gap-3">
            <input type="hidden" name="action" value="zone" />
            <input type="hidden" name="zoneId" value={zone.id} />
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                <span className="font-medium">{t('admin.promotions.delivery.nameEn')}</span>
                <input
                  name="nameEn"
                  defaultValue={zone.nameEn}
                  required
                  maxLength={100}
                  dir="ltr"
                  className={field}
                />
              </label>
              <label className={label}>
                <span className="font-medium">{t('admin.promotions.delivery.nameAr')}</span>
                <input
                  name="nameAr"
                  defaultValue={zone.nameAr}
                  required
                  maxLength={100}
                  dir="rtl"
                  className={field}
                />
              </label>
              <label className={label}>
                <span className="font-medium">{t('admin.promotions.delivery.countries')}</span>
                <input
                  name="countryCodes"
                  defaultValue={zone.countryCodes.join(', ')}
                  required
                  dir="ltr"
                  className={field}
                />
              </label>
              <div className="flex gap-3">
                <label className={label}>
                  <span className="font-medium">{t('admin.promotions.delivery.minDays')}</span>
                  <input
                    name="minDays"
                    type="number"
                    min={0}
                    max={90}
                    defaultValue={zone.minDays}
                    className={field}
                  />
                </label>
                <label className={label}>
                  <span className="font-medium">{t('admin.promotions.delivery.maxDays')}</span>
                  <input
                    name="maxDays"
                    type="number"
                    min={0}
                    max={90}
                    defaultValue={zone.maxDays}
                    className={field}
                  />
                </label>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="isInternational" defaultChecked={zone.isInternational} />
                {t('admin.promotions.delivery.international')}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="isActive" defaultChecked={zone.isActive} />
                {t('admin.promotions.delivery.isActive')}
              </label>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">{t('admin.promotions.delivery.rates')}</legend>
              {zone.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form, not records
                <div key={index} className="flex flex-wrap gap-3">
                  <label className={label}>
                    <span>{t('admin.promotions.delivery.maxWeight', { row: index + 1 })}</span>
                    <input
                      name={`maxWeight-${index}`}
                      defaultValue={row.maxWeight}
                      inputMode="numeric"
                      dir="ltr"
                      className={field}
                    />
                  </label>
                  <label className={label}>
                    <span>{t('admin.promotions.delivery.price', { row: index + 1 })}</span>
                    <input
                      name={`price-${index}`}
                      defaultValue={row.price}
                      inputMode="decimal"
                      dir="ltr"
                      className={field}
                    />
                  </label>
                </div>
              ))}
            </fieldset>
            <label className={label}>
              <span className="font-medium">{t('admin.promotions.delivery.reason')}</span>
              <input name="reason" maxLength={500} className={field} />
            </label>
            <button type="submit" className={`${button} self-start`}>
              {t('admin.promotions.delivery.saveZone', { zone: zoneName(zone) })}
            </button>
          </Form>
        </section>
      ))}
    </>
  );
}
