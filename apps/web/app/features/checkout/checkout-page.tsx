import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { useLocale } from '../../lib/use-locale';
import { AddressChoice } from './address-choice';
import { CHOICE_PARAMS } from './checkout-choices';
import { CheckoutSummary } from './checkout-summary';
import type { CheckoutView } from './checkout-view';
import { SECTION_TITLE } from './choice-card';
import { DeliveryChoice } from './delivery-choice';
import { OrderNotes } from './order-notes';
import { PaymentChoice } from './payment-choice';
import { VoucherWallet } from './voucher-wallet';

const PAY_FORM = 'checkout-pay';

type CheckoutPageProps = { view: CheckoutView; idempotencyKey: string; error: string | null };

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * /checkout. The choices that change the totals (address, delivery, voucher, wallet) are a GET form: with
 * scripts a fetcher reloads the page's data on every change, without them the shopper presses "Update".
 * The pay form carries those choices as the page showed them, so the order is the one the summary priced.
 */
export function CheckoutPage({ view: loaded, idempotencyKey, error }: CheckoutPageProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const hydrated = useHydrated();
  const choicesFetcher = useFetcher<{ view: CheckoutView }>();
  const navigation = useNavigation();
  // Kept from the first load: a revalidation or a retry after a refusal must send the same key.
  const [key] = useState(idempotencyKey);
  const view = choicesFetcher.data?.view ?? loaded;
  const { choices, summary } = view;
  const updating = choicesFetcher.state !== 'idle';
  const walletCoversAll = summary.total.amount <= 0 && summary.lines.length > 0;
  const canPay =
    !updating &&
    navigation.state === 'idle' &&
    summary.blockers.length === 0 &&
    choices.addressId !== null &&
    choices.deliveryId !== null &&
    view.paymentMethods.length > 0;

  const onChoiceChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'radio' || target.type === 'checkbox') choicesFetcher.submit(event.currentTarget);
  };

  if (summary.lines.length === 0) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-10">
        <PageMeta title={t('checkout.title')} description={t('checkout.description')} />
        <h1 className="text-3xl font-bold">{t('checkout.title')}</h1>
        <p className="mt-4 text-neutral-700">{t('checkout.emptyCart')}</p>
        <Link to={`/${lang}/shop`} className="mt-4 inline-block underline">
          {t('checkout.continueShopping')}
        </Link>
      </main>
    );
  }

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta title={t('checkout.title')} description={t('checkout.description')} />
      <h1 className="text-2xl font-bold md:text-3xl">{t('checkout.title')}</h1>
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-6 grid gap-10 md:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-10">
          <choicesFetcher.Form
            method="get"
            onChange={onChoiceChange}
            aria-busy={updating || undefined}
            className="flex flex-col gap-10"
          >
            <AddressChoice addresses={view.addresses} chosen={choices.addressId} />
            <DeliveryChoice
              key={choices.addressId ?? 'none'}
              methods={view.delivery}
              chosen={choices.deliveryId}
              hasAddress={choices.addressId !== null}
            />
            <VoucherWallet summary={summary} voucher={choices.voucher} useWallet={choices.useWallet} />
            {!hydrated && (
              <button
                type="submit"
                className="self-start rounded-md border border-neutral-900 px-4 py-2 font-bold hover:bg-neutral-100"
              >
                {t('checkout.update')}
              </button>
            )}
          </choicesFetcher.Form>
          <OrderNotes form={PAY_FORM} />
          <PaymentChoice form={PAY_FORM} methods={view.paymentMethods} walletCoversAll={walletCoversAll} />
        </div>
        <Form
          id={PAY_FORM}
          method="post"
          aria-labelledby="checkout-summary"
          className="flex flex-col gap-4 self-start rounded-lg border border-neutral-200 p-4 md:sticky md:top-4"
        >
          <h2 id="checkout-summary" className={SECTION_TITLE}>
            {t('checkout.summary.title')}
          </h2>
          <input type="hidden" name="idempotencyKey" value={key} />
          <input type="hidden" name={CHOICE_PARAMS.address} value={choices.addressId ?? ''} />
          <input type="hidden" name={CHOICE_PARAMS.delivery} value={choices.deliveryId ?? ''} />
          {/* A refused code is shown with its reason and left out of the order, as the summary left it out. */}
          <input
            type="hidden"
            name={CHOICE_PARAMS.voucher}
            value={summary.voucher?.valid ? summary.voucher.code : ''}
          />
          <input type="hidden" name={CHOICE_PARAMS.wallet} value={choices.useWallet ? '1' : ''} />
          <div aria-live="polite" aria-busy={updating || undefined} className={updating ? 'opacity-60' : ''}>
            <CheckoutSummary summary={summary} />
          </div>
          <button
            type="submit"
            disabled={!canPay}
            className="rounded-md bg-neutral-900 px-6 py-3 font-bold text-white hover:bg-neutral-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
          >
            {walletCoversAll ? t('checkout.placeOrder') : t('checkout.pay')}
          </button>
        </Form>
      </div>
    </main>
  );
}
