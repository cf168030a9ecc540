import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { RequestErrorKey } from './message-keys';
import type { REQUEST_LIMITS } from './request-submission.server';

export type RequestItem = { id: number; nameEn: string; nameAr: string; image: string | null };

type Props = {
  items: RequestItem[];
  values: { inventoryIds: number[]; idea: string };
  errors: Partial<Record<'items' | 'idea' | 'files', RequestErrorKey>>;
  /** The API's refusal, already in the page's language. */
  refusal?: string;
  limits: typeof REQUEST_LIMITS;
  submitLabel: string;
};

const input = 'mt-1 w-full rounded-md border border-neutral-300 px-3 py-2 focus:border-neutral-900';
const errorText = 'mt-1 text-sm text-red-800';

/** The brief: which blank items, the idea, and files (images or PDF); posted as multipart to the route. */
export function RequestForm({ items, values, errors, refusal, limits, submitLabel }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-6">
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <fieldset aria-describedby={errors.items ? 'items-error' : undefined}>
        <legend className="text-lg font-bold">{t('designRequests.form.items')}</legend>
        <p className="text-sm text-neutral-700">{t('designRequests.form.itemsHint')}</p>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex h-full cursor-pointer flex-col items-center gap-2 rounded-lg border border-neutral-300 p-3 text-center has-[:checked]:border-neutral-900 has-[:checked]:bg-neutral-100">
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={120}
                    height={120}
                    className="h-24 w-24 object-contain"
                  />
                ) : null}
                <span className="flex items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name="inventoryId"
                    value={item.id}
                    defaultChecked={values.inventoryIds.includes(item.id)}
                  />
                  {locale === 'ar' ? item.nameAr : item.nameEn}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.items && (
          <p id="items-error" className={errorText}>
            {t(`designRequests.errors.${errors.items}`, limits)}
          </p>
        )}
      </fieldset>
      <label className="block font-medium">
        {t('designRequests.form.idea')}
        <textarea
          name="idea"
          required
          rows={6}
          maxLength={limits.maxLength}
          defaultValue={values.idea}
          aria-invalid={errors.idea ? true : undefined}
          aria-describedby={errors.idea ? 'idea-error' : undefined}
          className={input}
        />
        {errors.idea && (
          <span id="idea-error" className={`block ${errorText}`}>
            {t(`designRequests.errors.${errors.idea}`, limits)}
          </span>
        )}
      </label>
      <label className="block font-medium">
        {t('designRequests.form.attachments')}
        <span className="block text-sm font-normal text-neutral-700">
          {t('designRequests.form.attachmentsHint')}
        </span>
        <input
          type="file"
          name="attachments"
          multiple
          accept="image/*,application/pdf"
          aria-describedby={errors.files ? 'files-error' : undefined}
          className="mt-2 block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-neutral-900 file:px-4 file:py-2 file:text-white"
        />
        {errors.files && (
          <span id="files-error" className={`block ${errorText}`}>
            {t(`designRequests.errors.${errors.files}`, limits)}
          </span>
        )}
      </label>
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-neutral-900 px-6 py-3 font-bold text-white disabled:opacity-60"
      >
        {busy ? t('designRequests.form.sending') : submitLabel}
      </button>
    </Form>
  );
}
