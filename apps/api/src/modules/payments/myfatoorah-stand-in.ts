import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DIGITS,
  display,
  EVENT_NAMES,
  LABELS,
  METHODS,
  round,
  SIGNED,
  TO_KWD,
} from './myfatoorah-stand-in-data';

type Transaction = { PaymentId: string; TransactionStatus: string; Error: string | null };
type Invoice = {
  id: number;
  value: number;
  currency: string;
  status: 'Pending' | 'Paid' | 'DuplicatePayment' | 'Canceled';
  /** Kuwait wall-clock time the invoice ends, as given in ExpiryDate. */
  expiry: string;
  transactions: Transaction[];
  /** What GetPaymentStatus reports as the value; the real one unless a test says otherwise. */
  reportedValue: number | null;
  request: Record<string, unknown>;
  /** MakeRefund requests taken, in the invoice's currency. */
  refunds: { RefundId: number; Amount: number; Comment: string }[];
};

// Kuwait has no daylight saving time: its wall clock is always UTC+3.
const kuwaitNow = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 19);

/**
 * A local stand-in for MyFatoorah's v2 API (tests only): InitiatePayment, ExecutePayment, GetPaymentStatus
 * and MakeRefund with its envelope and bearer key, switches to add transactions to an invoice, and signed
 * webhook v2 events. Its account is Kuwaiti (base currency KWD) unless a test changes it.
 */
export async function startMyFatoorahStandIn(apiKey: string, webhookSecret = '') {
  const invoices = new Map<number, Invoice>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const account = { baseCurrency: 'KWD' };
  let nextId = 586_170;
  let nextPayment = 1;
  let nextRefund = 9_100;

  const toBase = (value: number, currency: string) =>
    round((value * TO_KWD[currency]!) / TO_KWD[account.baseCurrency]!, DIGITS[account.baseCurrency]!);

  const reply = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: object) =>
    reply(res, 200, { IsSuccess: true, Message: '', ValidationErrors: null, Data: data });
  const invalid = (res: ServerResponse, name: string, error: string) =>
    reply(res, 400, {
      IsSuccess: false,
      Message: 'Invalid data',
      ValidationErrors: [{ Name: name, Error: error }],
      Data: null,
    });

  function execute(res: ServerResponse, body: Record<string, unknown>) {
    // The gateway reads ExpiryDate as Kuwait time and ignores any offset: what its own plugin relies on.
    const expiry = String(body.ExpiryDate ?? '').slice(0, 19);
    if (expiry && !(expiry > kuwaitNow())) {
      return invalid(res, 'ExpiryDate', 'ExpiryDate must be later than the current date');
    }
    if (!/^[\p{L}\p{N}\s]+$/u.test(String(body.CustomerName ?? ''))) {
      return invalid(res, 'CustomerName', 'Customer name can contain only letters, digits and spaces');
    }
    if (body.CustomerEmail !== null && !/^\S+@\S+\.\S+$/.test(String(body.CustomerEmail))) {
      return invalid(res, 'CustomerEmail', 'Invalid email');
    }
    const id = nextId++;
    invoices.set(id, {
      id,
      value: Number(body.InvoiceValue),
      currency: String(body.DisplayCurrencyIso),
      status: 'Pending',
      expiry,
      transactions: [],
      reportedValue: null,
      request: body,
      refunds: [],
    });
    return ok(res, {
      InvoiceId: id,
      IsDirectPayment: false,
      PaymentURL: `https://pay.myfatoorah.test/${id}`,
      CustomerReference: body.CustomerReference,
    });
  }

  const findInvoice = (body: Record<string, unknown>) =>
    [...invoices.values()].find((candidate) =>
      body.KeyType === 'InvoiceId'
        ? String(candidate.id) === String(body.Key)
        : candidate.transactions.some((t) => t.PaymentId === body.Key),
    );

  // MakeRefund as documented: a refund request against a paid invoice, never more than it has left.
  function refund(res: ServerResponse, body: Record<string, unknown>) {
    const invoice = findInvoice(body);
    if (!invoice) return reply(res, 400, { IsSuccess: false, Message: 'Invalid key', Data: null });
    if (invoice.status !== 'Paid' && invoice.status !== 'DuplicatePayment') {
      return reply(res, 400, { IsSuccess: false, Message: 'The invoice is not paid', Data: null });
    }
    const amount = Number(body.Amount);
    const refunded = invoice.refunds.reduce((sum, r) => sum + r.Amount, 0);
    const digits = DIGITS[invoice.currency]!;
    if (!(amount > 0) || round(refunded + amount, digits) > invoice.value) {
      return invalid(res, 'Amount', 'The refund amount is more than the available amount');
    }
    const RefundId = nextRefund++;
    invoice.refunds.push({ RefundId, Amount: amount, Comment: String(body.Comment ?? '') });
    return ok(res, {
      Key: String(body.Key),
      RefundId,
      RefundReference: `2026${String(RefundId).padStart(6, '0')}`,
      Amount: amount,
      Comment: body.Comment ?? null,
    });
  }

  function status(res: ServerResponse, body: Record<string, unknown>) {
    const invoice = findInvoice(body);
    if (!invoice) return reply(res, 400, { IsSuccess: false, Message: 'Invalid key', Data: null });
    const shown = invoice.reportedValue ?? invoice.value;
    const base = toBase(shown, invoice.currency);
    const [date, time] = invoice.expiry.split('T');
    return ok(res, {
      InvoiceId: invoice.id,
      InvoiceStatus: invoice.status,
      InvoiceReference: `2026${String(invoice.id).padStart(6, '0')}`,
      CustomerReference: invoice.request.CustomerReference,
      ExpiryDate: date
        ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
            month: 'long',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : null,
      ExpiryTime: time ?? null,
      InvoiceValue: base,
      InvoiceDisplayValue: display(shown, invoice.currency),
      InvoiceTransactions: invoice.transactions.map((t) => ({
        ...t,
        TransationValue: base.toFixed(DIGITS[account.baseCurrency]),
        Currency: LABELS[account.baseCurrency],
        PaidCurrency: LABELS[account.baseCurrency],
        PaidCurrencyValue: base.toFixed(DIGITS[account.baseCurrency]),
      })),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return reply(res, 401, { IsSuccess: false, Message: 'Unauthorized', Data: null });
    }
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    calls.push({ path: req.url ?? '', body });
    switch (req.url) {
      case '/v2/InitiatePayment': {
        const amount = Number(body.InvoiceAmount);
        const currency = String(body.CurrencyIso);
        return ok(res, {
          PaymentMethods: METHODS.map(({ chargeRate, customerPays, ...method }) => {
            const charge = round(amount * chargeRate, DIGITS[currency]!);
            return {
              ...method,
              ServiceCharge: charge,
              TotalAmount: customerPays ? round(amount + charge, DIGITS[currency]!) : amount,
              CurrencyIso: currency,
              ImageUrl: `https://portal.myfatoorah.test/${method.PaymentMethodCode}.png`,
              PaymentCurrencyIso: currency,
            };
          }),
        });
      }
      case '/v2/ExecutePayment':
        return execute(res, body);
      case '/v2/GetPaymentStatus':
        return status(res, body);
      case '/v2/MakeRefund':
        return refund(res, body);
      default:
        return reply(res, 404, { IsSuccess: false, Message: 'Not found', Data: null });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      reply(res, 500, { IsSuccess: false, Message: String(error), Data: null }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** One more attempt on the invoice's page: a success pays it, a second success makes it a duplicate. */
  const attempt = (id: number, outcome: 'Succss' | 'Failed' | 'InProgress', reportedValue?: number) => {
    const invoice = invoices.get(id)!;
    const paymentId = `0707${id}${String(nextPayment++).padStart(4, '0')}`;
    invoice.transactions.push({
      PaymentId: paymentId,
      TransactionStatus: outcome,
      Error: outcome === 'Failed' ? 'Insufficient Funds' : null,
    });
    if (outcome === 'Succss') invoice.status = invoice.status === 'Pending' ? 'Paid' : 'DuplicatePayment';
    if (reportedValue !== undefined) invoice.reportedValue = reportedValue;
    return paymentId;
  };

  /** A webhook v2 event as MyFatoorah sends it, with its MyFatoorah-Signature header. */
  const webhook = (code: number, data: Record<string, Record<string, unknown>>) => {
    const signed = SIGNED[code]!.map((path) => {
      const [object, field] = path.split('.') as [string, string];
      const value = data[object]?.[field];
      return `${path}=${value == null ? '' : String(value)}`;
    }).join(',');
    return {
      body: {
        Event: {
          Code: code,
          Name: EVENT_NAMES[code],
          CountryIsoCode: 'KWT',
          CreationDate: new Date().toISOString(),
          Reference: `WH-${nextPayment++}`,
        },
        Data: data,
      },
      signature: createHmac('sha256', webhookSecret).update(signed, 'utf8').digest('base64'),
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    account,
    invoice: (id: number) => invoices.get(id),
    attempt,
    pay: (id: number, reportedValue?: number) => attempt(id, 'Succss', reportedValue),
    fail: (id: number) => attempt(id, 'Failed'),
    cancel: (id: number) => {
      invoices.get(id)!.status = 'Canceled';
    },
    paymentEvent: (id: number, paymentId: string) => {
      const invoice = invoices.get(id)!;
      const paid = invoice.status === 'Paid' || invoice.status === 'DuplicatePayment';
      return webhook(1, {
        Invoice: {
          Id: String(id),
          Status: paid ? 'PAID' : 'PENDING',
          Reference: `2026${String(id).padStart(6, '0')}`,
          ExternalIdentifier: null,
          UserDefinedField: null,
        },
        Transaction: {
          Id: String(nextPayment++),
          Status: paid ? 'SUCCESS' : 'FAILED',
          PaymentMethod: 'KNET',
          PaymentId: paymentId,
        },
        Customer: { Reference: invoice.request.CustomerReference ?? null },
      });
    },
    webhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
