import type { Money } from '@seed/domain/money';
import { fromMajor, toMajor } from './amounts';
import {
  cleanCustomerName,
  currencyOfLabel,
  kuwaitLocalTime,
  parseDisplayValue,
  redirectMethods,
} from './myfatoorah-format';
import {
  type CreatedPayment,
  GatewayError,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type NewPayment,
  type NewRefund,
  type PaymentGateway,
  type PaymentMethod,
  type StatusKey,
} from './payment-gateway';

type Envelope<T> = { IsSuccess: boolean; Message?: string | null; ValidationErrors?: unknown; Data: T };

type InitiateData = { PaymentMethods: Omit<PaymentMethod, 'CustomerServiceCharge'>[] };
type ExecuteData = { InvoiceId: number | string; PaymentURL: string };
type Transaction = {
  PaymentId?: string | null;
  TransactionStatus?: string | null;
  /** The account's base currency, as a MyFatoorah label ("KD"). */
  Currency?: string | null;
};
type StatusData = {
  InvoiceId: number | string;
  InvoiceStatus: string;
  CustomerReference?: string | null;
  /** The invoice value in the account's base currency (the plugin calls it InvoiceBaseValue). */
  InvoiceValue?: number | null;
  /** "8.033 KD": the value in the currency the invoice was made in, with MyFatoorah's label. */
  InvoiceDisplayValue?: string | null;
  InvoiceTransactions?: Transaction[];
};

type RefundData = { Key?: string; RefundId: number | string; RefundReference?: string | null };

type Options = { baseUrl: string; apiKey: string; timeoutMs?: number };

// MyFatoorah's library counts a duplicate payment of an invoice as paid too.
const PAID_INVOICE = new Set(['Paid', 'DuplicatePayment']);
// An invoice in any other status (Pending) can still be paid, whatever its transactions say.
const ENDED_INVOICE = new Set(['Canceled', 'Cancelled', 'Expired']);
const SUCCEEDED = /^(succss|success|succeeded)$/i;

/**
 * What the invoice was for, in the currency it was made in. `InvoiceValue` is a number in the account's
 * base currency (named by the transactions' `Currency` label); it is read when that is the invoice's own
 * currency. An invoice made in another currency has its value in that currency only in the display text.
 */
function invoiceAmount(data: StatusData, transaction: Transaction | undefined): Money | null {
  const display = parseDisplayValue(data.InvoiceDisplayValue);
  const base = currencyOfLabel(transaction?.Currency);
  const currency = display?.currency ?? base;
  if (!currency) return null;
  if (typeof data.InvoiceValue === 'number' && (base === null || base === currency)) {
    return fromMajor(data.InvoiceValue, currency);
  }
  return display ? fromMajor(display.value, display.currency) : null;
}

/**
 * MyFatoorah API v2: InitiatePayment lists the methods, ExecutePayment makes the invoice and its payment
 * page, GetPaymentStatus tells what happened. Every call is a POST with the account's bearer key.
 */
export class MyFatoorahGateway implements PaymentGateway {
  readonly name = 'myfatoorah' as const;
  readonly #options: Required<Options>;

  constructor(options: Options) {
    this.#options = { timeoutMs: 15_000, ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
  }

  async #call<T>(path: string, body: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.#options.baseUrl}/v2/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.#options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`MyFatoorah ${path} unreachable`, { cause: error });
    }
    const reply = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !reply?.IsSuccess) {
      throw new GatewayError(
        `MyFatoorah ${path} failed (${response.status}): ${reply?.Message ?? 'no message'}`,
      );
    }
    return reply.Data;
  }

  async listMethods(amount: Money): Promise<PaymentMethod[]> {
    const data = await this.#call<InitiateData>('InitiatePayment', {
      InvoiceAmount: toMajor(amount),
      CurrencyIso: amount.currency,
    });
    // What the shopper pays on top: MyFatoorah adds it to TotalAmount only when the customer bears it.
    return redirectMethods(
      data.PaymentMethods.map((method) => ({
        ...method,
        CustomerServiceCharge: toMajor({
          amount: Math.max(0, fromMajor(method.TotalAmount, amount.currency).amount - amount.amount),
          currency: amount.currency,
        }),
      })),
    );
  }

  async createPayment(payment: NewPayment): Promise<CreatedPayment> {
    const data = await this.#call<ExecuteData>('ExecutePayment', {
      PaymentMethodId: payment.methodId,
      InvoiceValue: toMajor(payment.amount),
      DisplayCurrencyIso: payment.amount.currency,
      CustomerName: cleanCustomerName(payment.customer.name) || 'Customer',
      CustomerEmail: payment.customer.email || null,
      CallBackUrl: payment.callbackUrl,
      ErrorUrl: payment.errorUrl,
      Language: payment.locale,
      CustomerReference: payment.reference,
      ExpiryDate: kuwaitLocalTime(payment.expiresAt),
    });
    return { invoiceId: String(data.InvoiceId), paymentUrl: data.PaymentURL, raw: data };
  }

  async getStatus({ key, type }: StatusKey): Promise<GatewayPaymentStatus> {
    const data = await this.#call<StatusData>('GetPaymentStatus', { Key: key, KeyType: type });
    const transactions = data.InvoiceTransactions ?? [];
    const succeeded = transactions.find((t) => SUCCEEDED.test(t.TransactionStatus ?? ''));
    const asked = type === 'PaymentId' ? transactions.find((t) => t.PaymentId === key) : transactions.at(-1);
    const paid = PAID_INVOICE.has(data.InvoiceStatus);
    const focus = paid ? (succeeded ?? asked) : asked;
    return {
      invoiceId: String(data.InvoiceId),
      paymentId: focus?.PaymentId ?? null,
      status: paid ? 'PAID' : ENDED_INVOICE.has(data.InvoiceStatus) ? 'FAILED' : 'PENDING',
      attemptFailed: !paid && /^failed$/i.test(asked?.TransactionStatus ?? ''),
      amount: invoiceAmount(data, focus ?? transactions.at(-1)),
      raw: data,
    };
  }

  /**
   * MakeRefund: a refund request MyFatoorah's finance team carries out later, so it starts PENDING. The
   * store bears the charges (neither the refund's nor the service charge falls on the shopper).
   */
  async refund({ key, amount, comment }: NewRefund): Promise<GatewayRefund> {
    const data = await this.#call<RefundData>('MakeRefund', {
      Key: key.key,
      KeyType: key.type,
      RefundChargeOnCustomer: false,
      ServiceChargeOnCustomer: false,
      Amount: toMajor(amount),
      Comment: comment,
    });
    return { refundId: String(data.RefundId), state: 'PENDING', raw: data };
  }
}
