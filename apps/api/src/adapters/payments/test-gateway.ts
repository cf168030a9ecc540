import { randomUUID } from 'node:crypto';
import type { Money } from '@seed/domain/money';
import { toMajor } from './amounts';
import type {
  CreatedPayment,
  GatewayPaymentStatus,
  GatewayRefund,
  NewPayment,
  NewRefund,
  PaymentGateway,
  PaymentMethod,
  StatusKey,
} from './payment-gateway';
import { GatewayError } from './payment-gateway';

// Documented test cards (README): the first pays, the second is declined; any other number is refused
// by the form, as a real gateway refuses a card it does not know.
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

// A refund whose comment holds this word is declined, as a test card is: how tests and demos see a refusal.
export const TEST_REFUND_DECLINE = 'decline-refund';

type Invoice = NewPayment & {
  invoiceId: string;
  status: GatewayPaymentStatus['status'];
  paymentId: string | null;
  /** Refunds taken on the payment, minor units of its currency. */
  refunds: { refundId: string; amount: number; comment: string }[];
};

// The methods a Kuwaiti MyFatoorah account lists, with the spec's special ids: 24 a mobile wallet (Apple
// Pay), 4 a regional scheme (Benefit) and 8 UAE debit cards; all of them pay through the same card page.
const METHODS = [
  { id: 1, code: 'kn', en: 'KNET', ar: 'كي نت' },
  { id: 2, code: 'vm', en: 'VISA/MASTER', ar: 'فيزا / ماستر' },
  { id: 24, code: 'ap', en: 'Apple Pay', ar: 'أبل باي' },
  { id: 4, code: 'b', en: 'Benefit', ar: 'بنفت' },
  { id: 8, code: 'uaecc', en: 'UAE Debit Cards', ar: 'بطاقات الخصم الإماراتية' },
] as const;

// A small badge with the method's name, so the list needs no image files.
const methodBadge = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#1f2937"/><text x="60" y="25" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${name}</text></svg>`,
  )}`;

/**
 * The built-in gateway: invoices live in this process's memory (a development and test tool, so a
 * restart forgets unpaid invoices), paid or declined through the card page the payments module serves.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  readonly #invoices = new Map<string, Invoice>();
  async listMethods(amount: Money): Promise<PaymentMethod[]> {
    const value = toMajor(amount);
    return METHODS.map((method) => ({
      PaymentMethodId: method.id,
      PaymentMethodAr: method.ar,
      PaymentMethodEn: method.en,
      PaymentMethodCode: method.code,
      IsDirectPayment: false,
      ServiceCharge: 0,
      TotalAmount: value,
      CustomerServiceCharge: 0,
      CurrencyIso: amount.currency,
      ImageUrl: methodBadge(method.en),
      IsEmbeddedSupported: false,
      PaymentCurrencyIso: amount.currency,
    }));
  }

  async createPayment(payment: NewPayment): Promise<CreatedPayment> {
    if (!METHODS.some((method) => method.id === payment.methodId)) {
      throw new GatewayError(`Unknown payment method ${payment.methodId}`);
    }
    const invoiceId = randomUUID();
    this.#invoices.set(invoiceId, {
      ...payment,
      invoiceId,
      status: 'PENDING',
      paymentId: null,
      refunds: [],
    });
    // Relative: the card page and the way back stay on whichever host the shopper uses (localhost,
    // 127.0.0.1, a LAN address), so their session cookie comes along to the thank-you page.
    const paymentUrl = `/api/payments/test-gateway/${invoiceId}?lang=${payment.locale}`;
    return { invoiceId, paymentUrl, raw: { invoiceId, paymentUrl } };
  }

  async getStatus({ key, type }: StatusKey): Promise<GatewayPaymentStatus> {
    const invoice =
      type === 'InvoiceId'
        ? this.#invoices.get(key)
        : [...this.#invoices.values()].find((candidate) => candidate.paymentId === key);
    // An invoice this process does not hold was made before a restart: its card page is gone with it, so
    // it can never be paid (the expiry job asks by invoice id and may then let its order go).
    if (!invoice && type === 'InvoiceId') {
      return { invoiceId: key, paymentId: null, status: 'FAILED', amount: null, raw: { forgotten: true } };
    }
    if (!invoice) throw new GatewayError(`No test invoice for ${type} ${key}`);
    const { invoiceId, paymentId, status, amount } = invoice;
    return { invoiceId, paymentId, status, amount, raw: { invoiceId, paymentId, status } };
  }

  /** Refunds a paid invoice up to what it was paid, less earlier refunds; done at once. */
  async refund({ key, amount, comment }: NewRefund): Promise<GatewayRefund> {
    const invoice = [...this.#invoices.values()].find((candidate) =>
      key.type === 'InvoiceId' ? candidate.invoiceId === key.key : candidate.paymentId === key.key,
    );
    if (invoice?.status !== 'PAID') throw new GatewayError(`No paid test payment ${key.key}`);
    if (amount.currency !== invoice.amount.currency) {
      throw new GatewayError(`The payment was made in ${invoice.amount.currency}`);
    }
    const refunded = invoice.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    if (amount.amount <= 0 || refunded + amount.amount > invoice.amount.amount) {
      throw new GatewayError('The refund is more than the payment has left');
    }
    if (comment.includes(TEST_REFUND_DECLINE)) throw new GatewayError('The card issuer declined the refund');
    const refundId = `test-refund-${randomUUID()}`;
    invoice.refunds.push({ refundId, amount: amount.amount, comment });
    return { refundId, state: 'COMPLETED', raw: { refundId, amount } };
  }

  invoice(invoiceId: string): Readonly<Invoice> | undefined {
    return this.#invoices.get(invoiceId);
  }

  /** The card page's decision; a settled invoice keeps its first outcome, as at a real gateway. */
  settle(invoiceId: string, paid: boolean): Invoice {
    const invoice = this.#invoices.get(invoiceId);
    if (!invoice) throw new GatewayError(`No test invoice ${invoiceId}`);
    if (invoice.status === 'PENDING') {
      // Like a real gateway's invoice, an expired one can no longer be paid.
      invoice.status = paid && Date.now() <= invoice.expiresAt.getTime() ? 'PAID' : 'FAILED';
      invoice.paymentId = `test-${randomUUID()}`;
    }
    return invoice;
  }
}
