import { VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../components/price';
import { useLocale } from '../../lib/use-locale';
import { CHOICE_PARAMS } from './checkout-choices';
import type { SummaryView } from './checkout-view';
import { SECTION_TITLE } from './choice-card';

const PROBLEMS = [
  'NOT_FOUND',
  'INACTIVE',
  'NOT_STARTED',
  'EXPIRED',
  'USED_UP',
  'USED_BY_YOU',
  'BELOW_MINIMUM',
] as const;
const knownProblem = (problem: string | null) => PROBLEMS.find((known) => known === problem) ?? 'OTHER';

function VoucherStatus({ voucher }: { voucher: NonNullable<SummaryView['voucher']> }) {
  const { t } = useTranslation();
  const { code } = voucher;
  return (
    <p role="status" className={`text-sm ${voucher.valid ? 'text-green-800' : 'text-red-700'}`}>
      {voucher.valid && voucher.amountOff ? (
        <Trans
          i18nKey="checkout.voucher.validAmount"
          values={{ code }}
          components={{ amount: <Price money={voucher.amountOff} /> }}
        />
      ) : voucher.valid ? (
        t('checkout.voucher.valid', { code, percent: voucher.percent })
      ) : (
        t(`checkout.voucher.problems.${knownProblem(voucher.problem)}`, { code })
      )}
    </p>
  );
}

type VoucherWalletProps = { summary: SummaryView; voucher: string | null; useWallet: boolean };

/**
 * The voucher field and the wallet toggle, both part of the choices form: the summary endpoint applies
 * them, and an invalid code comes back with its reason.
 */
export function VoucherWallet({ summary, voucher, useWallet }: VoucherWalletProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const hasWallet = summary.walletAvailable.amount > 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <label htmlFor="checkout-voucher" className={SECTION_TITLE}>
          {t('checkout.voucher.label')}
        </label>
        <div className="flex gap-2">
          <input
            id="checkout-voucher"
            name={CHOICE_PARAMS.voucher}
            defaultValue={voucher ?? ''}
            maxLength={VOUCHER_CODE_MAX}
            autoComplete="off"
            dir="ltr"
            className="min-w-0 flex-1 rounded-md border border-neutral-300 px-3 py-2 uppercase"
          />
          <button
            type="submit"
            className="rounded-md border border-neutral-900 px-4 py-2 font-bold hover:bg-neutral-100"
          >
            {t('checkout.voucher.apply')}
          </button>
        </div>
        {summary.voucher && <VoucherStatus voucher={summary.voucher} />}
      </div>
      <div className="flex flex-col gap-2">
        <h2 className={SECTION_TITLE}>{t('checkout.wallet.title')}</h2>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            name={CHOICE_PARAMS.wallet}
            value="1"
            defaultChecked={useWallet && hasWallet}
            disabled={!hasWallet}
          />
          <span>
            {t('checkout.wallet.use')} (<Price money={summary.walletAvailable} />)
          </span>
        </label>
        {!hasWallet && (
          <Link to={`/${lang}/redeem`} className="self-start text-sm underline">
            {t('checkout.wallet.redeem')}
          </Link>
        )}
      </div>
    </div>
  );
}
