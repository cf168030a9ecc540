// MyFatoorah's replies as its documentation, its PHP library and its WooCommerce plugin show them, written
// here independently of the adapter: labels instead of ISO codes, values in the account's base currency,
// several transactions per invoice, Kuwait local time.
export const LABELS: Record<string, string> = {
  KWD: 'KD',
  SAR: 'SR',
  BHD: 'BD',
  QAR: 'QR',
  OMR: 'OR',
  AED: 'AED',
  USD: 'USD',
};
export const DIGITS: Record<string, number> = { KWD: 3, BHD: 3, OMR: 3, SAR: 2, QAR: 2, AED: 2, USD: 2 };
// Display currency → base currency KWD, close to the real rates; only their use matters here.
export const TO_KWD: Record<string, number> = {
  KWD: 1,
  SAR: 0.082,
  USD: 0.307,
  AED: 0.0837,
  BHD: 0.815,
  QAR: 0.0845,
  OMR: 0.8,
};

type Method = {
  PaymentMethodId: number;
  PaymentMethodAr: string;
  PaymentMethodEn: string;
  PaymentMethodCode: string;
  IsDirectPayment: boolean;
  IsEmbeddedSupported: boolean;
  /** The share of the amount MyFatoorah charges; `customerPays` adds it to TotalAmount. */
  chargeRate: number;
  customerPays: boolean;
};

export const METHODS: Method[] = [
  {
    PaymentMethodId: 1,
    PaymentMethodAr: 'كي نت',
    PaymentMethodEn: 'KNET',
    PaymentMethodCode: 'kn',
    IsDirectPayment: false,
    IsEmbeddedSupported: false,
    chargeRate: 0.01,
    customerPays: false,
  },
  {
    PaymentMethodId: 2,
    PaymentMethodAr: 'فيزا / ماستر',
    PaymentMethodEn: 'VISA/MASTER',
    PaymentMethodCode: 'vm',
    IsDirectPayment: false,
    IsEmbeddedSupported: true,
    chargeRate: 0.02,
    customerPays: true,
  },
  {
    PaymentMethodId: 11,
    PaymentMethodAr: 'أبل الدفع',
    PaymentMethodEn: 'Apple Pay',
    PaymentMethodCode: 'ap',
    IsDirectPayment: false,
    IsEmbeddedSupported: true,
    chargeRate: 0.02,
    customerPays: false,
  },
  {
    PaymentMethodId: 32,
    PaymentMethodAr: 'جوجل للدفع',
    PaymentMethodEn: 'Google Pay',
    PaymentMethodCode: 'gp',
    IsDirectPayment: false,
    IsEmbeddedSupported: true,
    chargeRate: 0.02,
    customerPays: false,
  },
  {
    PaymentMethodId: 20,
    PaymentMethodAr: 'فيزا / ماستر مباشر',
    PaymentMethodEn: 'VISA/MASTER Direct 3DS Flow',
    PaymentMethodCode: 'vm',
    IsDirectPayment: true,
    IsEmbeddedSupported: true,
    chargeRate: 0.02,
    customerPays: false,
  },
  {
    PaymentMethodId: 9,
    PaymentMethodAr: 'فيزا / ماستر مباشر',
    PaymentMethodEn: 'Visa/Master Direct',
    PaymentMethodCode: 'vm',
    IsDirectPayment: true,
    IsEmbeddedSupported: false,
    chargeRate: 0.02,
    customerPays: false,
  },
];

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
export const display = (value: number, currency: string) =>
  `${value.toLocaleString('en-US', {
    minimumFractionDigits: DIGITS[currency],
    maximumFractionDigits: DIGITS[currency],
  })} ${LABELS[currency] ?? currency}`;

/** The signed fields of each webhook v2 event, in order (MyFatoorah's "Webhook Signature" page). */
export const SIGNED: Record<number, string[]> = {
  1: [
    'Invoice.Id',
    'Invoice.Status',
    'Transaction.Status',
    'Transaction.PaymentId',
    'Invoice.ExternalIdentifier',
  ],
  2: ['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id'],
  3: ['Deposit.Reference', 'Deposit.ValueInBaseCurrency', 'Deposit.NumberOfTransactions'],
  4: ['Supplier.Code', 'KycDecision.Status'],
  5: ['Recurring.Id', 'Recurring.Status', 'Recurring.InitialInvoiceId'],
};
export const EVENT_NAMES: Record<number, string> = {
  1: 'PAYMENT_STATUS_CHANGED',
  2: 'REFUND_STATUS_CHANGED',
  3: 'BALANCE_TRANSFERRED',
  4: 'SUPPLIER_STATUS_CHANGED',
  5: 'RECURRING_STATUS_CHANGED',
};
