import type { Money } from '@seed/domain/money';
import type { CheckoutChoices } from './checkout-choices';

// What the checkout's components get: one language, only what they show, every amount the API's.

export type AddressView = { id: number; title: string; summary: string; phone: string | null };

export type DeliveryView = {
  id: string;
  name: string;
  price: Money;
  isFree: boolean;
  /** The latest expected day, written out in the page's language. */
  expectedDelivery: string;
};

export type PaymentMethodView = {
  id: number;
  name: string;
  image: string | null;
  /** What the shopper pays on top for this method; null when the store bears the gateway's charge. */
  serviceCharge: Money | null;
};

export type SummaryLineView = {
  id: number;
  name: string;
  count: number;
  sumPrice: Money;
  image: string | null;
};

export type SummaryView = {
  lines: SummaryLineView[];
  subtotal: Money;
  discount: Money;
  voucher: {
    code: string;
    percent: number;
    amountOff: Money | null;
    valid: boolean;
    problem: string | null;
  } | null;
  deliveryPrice: Money;
  walletAvailable: Money;
  walletUsed: Money;
  total: Money;
  blockers: string[];
};

export type CheckoutView = {
  /** The choices as the page shows them: the requested ones where they are offered, else the first offered. */
  choices: CheckoutChoices;
  addresses: AddressView[];
  delivery: DeliveryView[];
  summary: SummaryView;
  paymentMethods: PaymentMethodView[];
};
