import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import type { PaymentMethodView } from './checkout-view';
import { CHOICE_CARD, SECTION_TITLE } from './choice-card';

type PaymentChoiceProps = { form: string; methods: PaymentMethodView[]; walletCoversAll: boolean };

/** The gateway's payment methods as a radio list with their pictures; fields of the pay form. */
export function PaymentChoice({ form, methods, walletCoversAll }: PaymentChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${SECTION_TITLE} mb-3`}>{t('checkout.payment.title')}</legend>
      {walletCoversAll ? (
        <p className="text-neutral-700">
          {t('checkout.payment.walletCoversAll')}
          {/* The API records a method with every order, even one the wallet pays in full. */}
          {methods[0] && <input form={form} type="hidden" name="paymentMethodId" value={methods[0].id} />}
        </p>
      ) : (
        methods.length === 0 && <p className="text-neutral-700">{t('checkout.payment.none')}</p>
      )}
      {!walletCoversAll &&
        methods.map((method, index) => (
          <label key={method.id} className={`${CHOICE_CARD} items-center`}>
            <input
              form={form}
              type="radio"
              name="paymentMethodId"
              value={method.id}
              defaultChecked={index === 0}
              required
            />
            {method.image && (
              <img
                src={method.image}
                alt=""
                width={40}
                height={26}
                className="h-[26px] w-10 object-contain"
              />
            )}
            <span className="font-medium">{method.name}</span>
            {method.serviceCharge && (
              <span className="ms-auto text-sm text-neutral-700">
                {t('checkout.payment.serviceCharge')} <Price money={method.serviceCharge} />
              </span>
            )}
          </label>
        ))}
    </fieldset>
  );
}
