import { CURRENCIES, type Currency } from '@seed/domain/currency';
import type { Money } from '@seed/domain/money';
import { fromMajor, toMajor } from './amounts';
import {
  type CreatedPayment,
  GatewayError,
  type GatewayPaymentStatus,
  type NewPayment,
  type PaymentGateway,
  type PaymentMethod,
  type StatusKey,
} from './payment-gateway';

type Envelope<T> = { IsSuccess: boolean; Message?: string | null; ValidationErrors?: unknown; Data: T };

type InitiateData = { PaymentMethods: PaymentMethod[] };
type ExecuteData = { InvoiceId: number | string; PaymentURL: string };
type StatusData = {
  InvoiceId: number | string;
  InvoiceStatus: string;
  CustomerReference?: string | null;
  /** "12.500 KWD": the invoice value in the currency it was shown and charged in. */
  InvoiceDisplayValue?: string | null;
  InvoiceTransactions?: { PaymentId?: string | null; TransactionStatus?: string | null }[];
};

type Options = { baseUrl: string; apiKey: string; timeoutMs?: number };

function displayValue(text: string | null | undefined): Money | null {
  const match = /^\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s+([A-Z]{3})\s*$/.exec(text ?? '');
  if (!match) return null;
  const currency = CURRENCIES.find((code) => code === match[2]) as Currency | undefined;
  return currency ? fromMajor(Number(match[1]!.replaceAll(',', '')), currency) : null;
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
    return data.PaymentMethods;
  }

  async createPayment(payment: NewPayment): Promise<CreatedPayment> {
    const data = await this.#call<ExecuteData>('ExecutePayment', {
      PaymentMethodId: payment.methodId,
      InvoiceValue: toMajor(payment.amount),
      DisplayCurrencyIso: payment.amount.currency,
      CustomerName: payment.customer.name,
      CustomerEmail: payment.customer.email,
      CallBackUrl: payment.callbackUrl,
      ErrorUrl: payment.errorUrl,
      Language: payment.locale,
      CustomerReference: payment.reference,
      ExpiryDate: payment.expiresAt.toISOString(),
    });
    return { invoiceId: String(data.InvoiceId), paymentUrl: data.PaymentURL, raw: data };
  }

  async getStatus({ key, type }: StatusKey): Promise<GatewayPaymentStatus> {
    const data = await this.#call<StatusData>('GetPaymentStatus', { Key: key, KeyType: type });
    const transactions = data.InvoiceTransactions ?? [];
    const asked = type === 'PaymentId' ? transactions.find((t) => t.PaymentId === key) : transactions.at(-1);
    const failed = /^(failed|canceled|cancelled|expired)$/i;
    const status =
      data.InvoiceStatus === 'Paid'
        ? 'PAID'
        : failed.test(data.InvoiceStatus) || failed.test(asked?.TransactionStatus ?? '')
          ? 'FAILED'
          : 'PENDING';
    return {
      invoiceId: String(data.InvoiceId),
      paymentId: asked?.PaymentId ?? null,
      status,
      amount: displayValue(data.InvoiceDisplayValue),
      raw: data,
    };
  }
}
