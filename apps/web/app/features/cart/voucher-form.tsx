import { VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Price } from '../../components/price';
import type { VoucherView } from './cart-view';

const PROBLEMS = ['INACTIVE', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'USED_BY_YOU', 'BELOW_MINIMUM'] as const;
type Problem = (typeof PROBLEMS)[number];
const isProblem = (value: string | null): value is Problem => PROBLEMS.some((problem) => problem === value);

function VoucherStatus({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation();
  const { code, problem } = voucher;
  if (voucher.valid) {
    return (
      <>
        {voucher.amountOff ? (
          <Trans
            i18nKey="cart.voucher.validAmount"
            values={{ code }}
            components={{ amount: <Price money={voucher.amountOff} /> }}
          />
        ) : (
          t('cart.voucher.valid', { code, percent: voucher.percent })
        )}
        {voucher.saving && (
          <>
            {' '}
            <Trans i18nKey="cart.voucher.saving" components={{ amount: <Price money={voucher.saving} /> }} />
          </>
        )}
      </>
    );
  }
  if (problem === 'BELOW_MINIMUM' && voucher.minAmount) {
    return (
      <Trans
        i18nKey="cart.voucher.problems.BELOW_MINIMUM"
        values={{ code }}
        components={{ amount: <Price money={voucher.minAmount} /> }}
      />
    );
  }
  return isProblem(problem) && problem !== 'BELOW_MINIMUM'
    ? t(`cart.voucher.problems.${problem}`, { code })
    : t('cart.voucher.invalid', { code });
}

/**
 * The voucher field: a GET form, so the code stays in the address (the checkout link can carry it) and
 * it works without scripts. The answer is the API's; a check that fails reads as an invalid code.
 */
export function VoucherForm({ voucher }: { voucher: VoucherView | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" preventScrollReset className="flex flex-col gap-2">
      <label htmlFor="voucher" className="text-sm font-bold">
        {t('cart.voucher.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="voucher"
          name="voucher"
          defaultValue={voucher?.code ?? ''}
          maxLength={VOUCHER_CODE_MAX}
          autoComplete="off"
          dir="ltr"
          className="min-w-0 flex-1 rounded-md border border-neutral-300 px-3 py-2 uppercase"
        />
        <button
          type="submit"
          className="rounded-md border border-neutral-900 px-4 py-2 font-bold hover:bg-neutral-100"
        >
          {t('cart.voucher.apply')}
        </button>
      </div>
      {voucher && (
        <p role="status" className={`text-sm ${voucher.valid ? 'text-green-800' : 'text-red-700'}`}>
          <VoucherStatus voucher={voucher} />
        </p>
      )}
    </Form>
  );
}
