import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { button, field, label } from './form-parts';

/** A zone as the form shows it: its saved values (or blanks for a new one) and its price rows as typed text. */
export type ZoneFormValues = {
  id: number | null;
  nameEn: string;
  nameAr: string;
  countryCodes: string[];
  isInternational: boolean;
  minDays: number;
  maxDays: number;
  isActive: boolean;
  rows: { maxWeight: string; price: string }[];
};

/** One zone's names, countries, days and prices by weight; `action` tells the page's action what to do. */
export function ZoneForm({ zone, submit }: { zone: ZoneFormValues; submit: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-2 flex flex-col gap-3">
      <input type="hidden" name="action" value={zone.id === null ? 'newZone' : 'zone'} />
      <input type="hidden" name="zoneId" value={zone.id ?? ''} />
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
        {submit}
      </button>
    </Form>
  );
}
