import { ORDER_NOTE_MAX } from '@seed/domain/checkout-limits';
import { useTranslation } from 'react-i18next';
import { SECTION_TITLE } from './choice-card';

const field = 'mt-1 w-full rounded-md border border-neutral-300 px-3 py-2';

/** The order's notes and the gift flag; fields of the pay form (`form` attribute), wherever they sit. */
export function OrderNotes({ form }: { form: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={`${SECTION_TITLE} mb-3`}>{t('checkout.notes.title')}</legend>
      <label className="block text-sm font-medium">
        {t('checkout.notes.orderNote')}
        <textarea form={form} name="orderNote" maxLength={ORDER_NOTE_MAX} rows={2} className={field} />
      </label>
      <label className="block text-sm font-medium">
        {t('checkout.notes.personalNotes')}
        <textarea form={form} name="personalNotes" maxLength={ORDER_NOTE_MAX} rows={2} className={field} />
      </label>
      <label className="flex items-center gap-3">
        <input form={form} type="checkbox" name="isGift" value="1" />
        <span>{t('checkout.notes.isGift')}</span>
      </label>
    </fieldset>
  );
}
