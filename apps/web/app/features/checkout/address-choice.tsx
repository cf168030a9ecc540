import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { CHOICE_PARAMS } from './checkout-choices';
import type { AddressView } from './checkout-view';
import { CHOICE_CARD, SECTION_TITLE } from './choice-card';

type AddressChoiceProps = { addresses: AddressView[]; chosen: number | null };

/** The saved addresses as radio cards, and the way to add one (the address form brings the shopper back). */
export function AddressChoice({ addresses, chosen }: AddressChoiceProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const back = encodeURIComponent(`/${lang}/checkout`);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${SECTION_TITLE} mb-3`}>{t('checkout.address.title')}</legend>
      {addresses.length === 0 && <p className="text-neutral-700">{t('checkout.address.none')}</p>}
      {addresses.map((address) => (
        <label key={address.id} className={CHOICE_CARD}>
          <input
            type="radio"
            name={CHOICE_PARAMS.address}
            value={address.id}
            defaultChecked={address.id === chosen}
            className="mt-1"
          />
          <span className="flex flex-col">
            {address.title && <span className="font-medium">{address.title}</span>}
            <span className="text-sm text-neutral-700">{address.summary}</span>
            {address.phone && (
              <span dir="ltr" className="text-sm text-neutral-700 rtl:text-end">
                {address.phone}
              </span>
            )}
          </span>
        </label>
      ))}
      <Link
        to={`/${lang}/profile/addresses/create?redirect=${back}`}
        className="self-start text-sm font-medium underline"
      >
        {t('checkout.address.add')}
      </Link>
    </fieldset>
  );
}
