import { VOUCHER_KINDS } from '@seed/contract/admin-promotions';
import { VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FieldError, type FormProblem, FormProblemNote, field, label } from './form-parts';

/** A voucher's fields as the form shows them: amounts in KWD text, dates in Kuwait time. */
export type VoucherFormValues = {
  code: string;
  kind: (typeof VOUCHER_KINDS)[number];
  percent: string;
  amountOff: string;
  maxDiscount: string;
  minAmount: string;
  startsAt: string;
  expiresAt: string;
  usageLimit: string;
  perUserLimit: string;
  isActive: boolean;
};

export const BLANK_VOUCHER: VoucherFormValues = {
  code: '',
  kind: 'PERCENT',
  percent: '',
  amountOff: '',
  maxDiscount: '',
  minAmount: '',
  startsAt: '',
  expiresAt: '',
  usageLimit: '',
  perUserLimit: '',
  isActive: true,
};

type Props = { values: VoucherFormValues; problem: FormProblem | null; submit: string };

/** Creating and editing a voucher: one plain form that posts and is answered with a redirect (303). */
export function VoucherForm({ values, problem, submit }: Props) {
  const { t } = useTranslation();
  const bad = (name: string) => problem?.fields.includes(name) ?? false;
  const input = (name: keyof VoucherFormValues, type = 'text', extra: object = {}) => (
    <label className={label}>
      <span className="font-medium">
        {t(`admin.promotions.vouchers.form.${name}` as 'admin.promotions.vouchers.form.code')}
      </span>
      <input
        name={name}
        type={type}
        defaultValue={String(values[name])}
        aria-invalid={bad(name) || undefined}
        aria-describedby={bad(name) ? `${name}-error` : undefined}
        className={field}
        {...extra}
      />
      {bad(name) && <FieldError id={`${name}-error`} text={t('admin.promotions.vouchers.form.invalid')} />}
    </label>
  );
  return (
    <Form method="post" className="flex max-w-2xl flex-col gap-4" noValidate>
      <FormProblemNote problem={problem} fix={t('admin.promotions.vouchers.form.fix')} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('admin.promotions.vouchers.form.legend')}</legend>
        {input('code', 'text', {
          required: true,
          maxLength: VOUCHER_CODE_MAX,
          dir: 'ltr',
          autoCapitalize: 'characters',
        })}
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-medium">{t('admin.promotions.vouchers.form.kind')}</legend>
          {VOUCHER_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} />
              {t(`admin.promotions.vouchers.form.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {input('percent', 'number', { min: 1, max: 100, inputMode: 'numeric' })}
        {input('amountOff', 'text', { inputMode: 'decimal', dir: 'ltr' })}
        {input('maxDiscount', 'text', { inputMode: 'decimal', dir: 'ltr' })}
        {input('minAmount', 'text', { inputMode: 'decimal', dir: 'ltr' })}
        {input('startsAt', 'datetime-local')}
        {input('expiresAt', 'datetime-local')}
        {input('usageLimit', 'number', { min: 1, inputMode: 'numeric' })}
        {input('perUserLimit', 'number', { min: 1, inputMode: 'numeric' })}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isActive" defaultChecked={values.isActive} />
          <span className="font-medium">{t('admin.promotions.vouchers.form.isActive')}</span>
        </label>
      </fieldset>
      <label className={label}>
        <span className="font-medium">{t('admin.promotions.vouchers.form.reason')}</span>
        <input name="reason" maxLength={500} className={field} />
      </label>
      <button type="submit" className="self-start rounded-md bg-neutral-900 px-4 py-2 text-sm text-white">
        {submit}
      </button>
    </Form>
  );
}
