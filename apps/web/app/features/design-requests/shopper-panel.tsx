import {
  canAddProposalToCart,
  type DesignRequestAction,
  isDesignRequestEditable,
  shopperHasAnswer,
} from '@seed/domain/design-request';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { useLocale } from '../../lib/use-locale';

type Props = {
  id: number;
  status: string;
  actions: DesignRequestAction[];
  hasProducts: boolean;
  allInCart: boolean;
  maxMessageLength: number;
};

const primary =
  'rounded-md bg-neutral-900 px-5 py-2 font-bold text-white hover:bg-neutral-700 disabled:opacity-60';
const secondary =
  'rounded-md border border-neutral-900 px-5 py-2 font-bold hover:bg-neutral-100 disabled:opacity-60';

/** The shopper's answers to a proposal: accept it, ask for a change, put its products in the cart. */
export function ShopperPanel({ id, status, actions, hasProducts, allInCart, maxMessageLength }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  if (!shopperHasAnswer(status, actions, hasProducts)) return null;
  return (
    <section
      aria-labelledby="shopper-actions"
      className="grid gap-4 rounded-lg border border-neutral-200 p-4"
    >
      <h2 id="shopper-actions" className="text-lg font-bold">
        {t('designRequests.yourAnswer')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {actions.includes('accept') && (
          <Form method="post">
            <button type="submit" name="intent" value="accept" disabled={busy} className={primary}>
              {t('designRequests.accept')}
            </button>
          </Form>
        )}
        {hasProducts && canAddProposalToCart(status) && !allInCart && (
          <Form method="post">
            <button type="submit" name="intent" value="addToCart" disabled={busy} className={secondary}>
              {t('designRequests.addAllToCart')}
            </button>
          </Form>
        )}
        {allInCart && (
          <p className="flex items-center gap-3 text-green-800">
            {t('designRequests.allInCart')}
            <Link to={`/${locale}/cart`} className="font-bold underline">
              {t('designRequests.viewCart')}
            </Link>
          </p>
        )}
        {isDesignRequestEditable(status) && (
          <Link to={`/${locale}/design-requests/${id}/edit`} className={secondary}>
            {t('designRequests.edit')}
          </Link>
        )}
      </div>
      {actions.includes('requestChange') && (
        <Form method="post" className="grid gap-2">
          <label className="block font-medium">
            {t('designRequests.changeLabel')}
            <textarea
              name="message"
              required
              rows={3}
              maxLength={maxMessageLength}
              className="mt-1 w-full rounded-md border border-neutral-300 px-3 py-2"
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="requestChange"
            disabled={busy}
            className={`${secondary} justify-self-start`}
          >
            {t('designRequests.requestChange')}
          </button>
        </Form>
      )}
    </section>
  );
}
