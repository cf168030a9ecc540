import type { Locale } from '@seed/domain/locale';
import type { Money } from '@seed/domain/money';

export type GatewayName = 'test' | 'myfatoorah';

/** A way to pay, in MyFatoorah's shape (spec §3 PaymentMethod), whichever gateway lists it. */
export type PaymentMethod = {
  PaymentMethodId: number;
  PaymentMethodAr: string;
  PaymentMethodEn: string;
  PaymentMethodCode: string;
  IsDirectPayment: boolean;
  /** Major units of CurrencyIso, as the gateway sends them. */
  ServiceCharge: number;
  TotalAmount: number;
  /** What the shopper pays on top of the order's amount for this method (TotalAmount − the amount); 0 when the store bears the charge. */
  CustomerServiceCharge: number;
  CurrencyIso: string;
  ImageUrl: string;
  IsEmbeddedSupported: boolean;
  PaymentCurrencyIso: string;
};

export type NewPayment = {
  methodId: number;
  amount: Money;
  /** Ours, echoed back by the gateway: the payment row's id. */
  reference: string;
  customer: { name: string; email: string | null };
  /** Where the shopper's browser returns; the gateway appends `paymentId`. */
  callbackUrl: string;
  errorUrl: string;
  locale: Locale;
  /** The gateway takes no payment after this: the store expires the unpaid order then. */
  expiresAt: Date;
};

export type CreatedPayment = { invoiceId: string; paymentUrl: string; raw: unknown };

export type GatewayPaymentStatus = {
  invoiceId: string;
  paymentId: string | null;
  /** FAILED is final: the invoice can no longer be paid. */
  status: 'PAID' | 'FAILED' | 'PENDING';
  /** The attempt asked about failed while the invoice stays open: the shopper may still pay it. */
  attemptFailed?: boolean;
  /** What the gateway says was charged; null when it cannot tell, which never counts as paid. */
  amount: Money | null;
  raw: unknown;
};

export type StatusKey = { key: string; type: 'PaymentId' | 'InvoiceId' };

/** Money to give back on a paid payment, in the currency it was paid in. */
export type NewRefund = { key: StatusKey; amount: Money; comment: string };

/**
 * The gateway took the refund. PENDING: it carries it out later (MyFatoorah's finance team reviews each
 * request); COMPLETED: the money is on its way back.
 */
export type GatewayRefund = { refundId: string; state: 'PENDING' | 'COMPLETED'; raw: unknown };

/** A payment gateway (DESIGN §6): the built-in test gateway by default, MyFatoorah when configured. */
export interface PaymentGateway {
  readonly name: GatewayName;
  listMethods(amount: Money): Promise<PaymentMethod[]>;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** The gateway's own word on a payment; callbacks and webhooks only say "ask again". */
  getStatus(key: StatusKey): Promise<GatewayPaymentStatus>;
  /** Gives money back to the card a payment was made with; a refusal throws a GatewayError. */
  refund(refund: NewRefund): Promise<GatewayRefund>;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}
