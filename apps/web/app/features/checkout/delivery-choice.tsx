import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import { CHOICE_PARAMS } from './checkout-choices';
import type { DeliveryView } from './checkout-view';
import { CHOICE_CARD, SECTION_TITLE } from './choice-card';

type DeliveryChoiceProps = { methods: DeliveryView[]; chosen: string | null; hasAddress: boolean };

/** The delivery methods for the chosen address, each with its price and the day it should arrive by. */
export function DeliveryChoice({ methods, chosen, hasAddress }: DeliveryChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${SECTION_TITLE} mb-3`}>{t('checkout.delivery.title')}</legend>
      {methods.length === 0 && (
        <p className="text-neutral-700">
          {hasAddress ? t('checkout.delivery.none') : t('checkout.delivery.needAddress')}
        </p>
      )}
      {methods.map((method) => (
        <label key={method.id} className={CHOICE_CARD}>
          <input
            type="radio"
            name={CHOICE_PARAMS.delivery}
            value={method.id}
            defaultChecked={method.id === chosen}
            className="mt-1"
          />
          <span className="flex flex-1 flex-col">
            <span className="flex flex-wrap justify-between gap-2 font-medium">
              <span>{method.name}</span>
              {method.isFree ? <span>{t('checkout.delivery.free')}</span> : <Price money={method.price} />}
            </span>
            <span className="text-sm text-neutral-700">
              {t('checkout.delivery.expected', { date: method.expectedDelivery })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
