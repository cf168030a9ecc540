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
import {
  BLANK_ROWS,
  createZone,
  deleteZone,
  saveFreeShipping,
  saveZone,
} from '../features/admin/promotions/settings-forms.server';
import { ZoneForm } from '../features/admin/promotions/zone-form';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-delivery';

const blanks = <T,>(count: number, make: () => T) => Array.from({ length: Math.max(0, count) }, make);

// What each of the page's forms posts as `action`, and the note it comes back with.
const FORMS = {
  free: saveFreeShipping,
  zone: saveZone,
  newZone: createZone,
  deleteZone,
} as const;
const DONE = Object.keys(FORMS) as (keyof typeof FORMS)[];

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
      newZone: {
        id: null,
        nameEn: '',
        nameAr: '',
        countryCodes: [],
        isInternational: true,
        minDays: 1,
        maxDays: 3,
        isActive: true,
        rows: blanks(BLANK_ROWS + 1, () => ({ maxWeight: '', price: '' })),
      },
      done: DONE.find((which) => which === done) ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const api = createApiClient(request, context, locale);
  const which = DONE.find((name) => name === form.get('action')) ?? 'free';
  const problem = await FORMS[which](api, locale, form);
  if (problem) return data({ problem, which, zoneId: String(form.get('zoneId') ?? '') }, { status: 400 });
  return redirect(`/${params.lang}/admin/delivery?done=${which}`, 303);
}

/** /admin/delivery: free-delivery thresholds, and each zone's countries, days and prices by weight. */
export default function AdminDelivery({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { zones, free, done, newZone } = loaderData;
  const zoneName = (zone: { nameAr: string; nameEn: string }) =>
    params.lang === 'ar' ? zone.nameAr : zone.nameEn;
  const problemFor = (which: string, zoneId = '') =>
    actionData && actionData.which === which && (zoneId === '' || actionData.zoneId === zoneId)
      ? actionData.problem
      : null;
  return (
    <>
      <AdminTitle title={t('admin.promotions.delivery.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.promotions.delivery.title')}</h1>
      <DoneNote text={done && t(`admin.promotions.delivery.done.${done}`)} />
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
      <section aria-labelledby="new-zone" className="mb-8 rounded-md border border-neutral-200 bg-white p-4">
        <h2 id="new-zone" className="mb-1 text-lg font-semibold">
          {t('admin.promotions.delivery.newZoneTitle')}
        </h2>
        <p className="mb-3 text-neutral-700">{t('admin.promotions.delivery.newZoneIntro')}</p>
        <FormProblemNote problem={problemFor('newZone')} fix={t('admin.promotions.delivery.fix')} />
        <ZoneForm zone={newZone} submit={t('admin.promotions.delivery.addZone')} />
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
          <ZoneForm zone={zone} submit={t('admin.promotions.delivery.saveZone', { zone: zoneName(zone) })} />
          <FormProblemNote
            problem={problemFor('deleteZone', String(zone.id))}
            fix={t('admin.promotions.delivery.fix')}
          />
          <Form method="post" className="mt-3 border-t border-neutral-200 pt-3">
            <input type="hidden" name="action" value="deleteZone" />
            <input type="hidden" name="zoneId" value={zone.id} />
            <button
              type="submit"
              className="rounded-md border border-red-800 px-4 py-1.5 text-sm text-red-800"
            >
              {t('admin.promotions.delivery.deleteZone', { zone: zoneName(zone) })}
            </button>
          </Form>
        </section>
      ))}
    </>
  );
}
