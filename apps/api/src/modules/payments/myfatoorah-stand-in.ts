import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Invoice = {
  id: number;
  value: number;
  currency: string;
  status: 'Pending' | 'Paid' | 'Canceled';
  paymentId: string | null;
  transactionStatus: string | null;
  /** What GetPaymentStatus reports as the invoice value; the real value unless a test says otherwise. */
  reportedValue: number | null;
  request: Record<string, unknown>;
};

const METHODS = [
  { PaymentMethodId: 1, PaymentMethodAr: 'كي نت', PaymentMethodEn: 'KNET', PaymentMethodCode: 'kn' },
  {
    PaymentMethodId: 2,
    PaymentMethodAr: 'فيزا / ماستر',
    PaymentMethodEn: 'VISA/MASTER',
    PaymentMethodCode: 'vm',
  },
];

/**
 * A local stand-in for MyFatoorah's v2 API (tests only): InitiatePayment, ExecutePayment and
 * GetPaymentStatus with its envelope and bearer key, plus switches to pay or fail an invoice.
 */
export async function startMyFatoorahStandIn(apiKey: string) {
  const invoices = new Map<number, Invoice>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let nextId = 586_170;

  const reply = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: object) =>
    reply(res, 200, { IsSuccess: true, Message: '', ValidationErrors: null, Data: data });

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
        return ok(res, {
          PaymentMethods: METHODS.map((method) => ({
            ...method,
            IsDirectPayment: false,
            ServiceCharge: 0,
            TotalAmount: amount,
            CurrencyIso: body.CurrencyIso,
            ImageUrl: `https://portal.myfatoorah.test/${method.PaymentMethodCode}.png`,
            IsEmbeddedSupported: false,
            PaymentCurrencyIso: body.CurrencyIso,
          })),
        });
      }
      case '/v2/ExecutePayment': {
        const id = nextId++;
        const invoice: Invoice = {
          id,
          value: Number(body.InvoiceValue),
          currency: String(body.DisplayCurrencyIso),
          status: 'Pending',
          paymentId: null,
          transactionStatus: null,
          reportedValue: null,
          request: body,
        };
        invoices.set(id, invoice);
        return ok(res, {
          InvoiceId: id,
          IsDirectPayment: false,
          PaymentURL: `https://pay.myfatoorah.test/${id}`,
          CustomerReference: body.CustomerReference,
        });
      }
      case '/v2/GetPaymentStatus': {
        const invoice = [...invoices.values()].find((candidate) =>
          body.KeyType === 'InvoiceId'
            ? String(candidate.id) === String(body.Key)
            : candidate.paymentId === body.Key,
        );
        if (!invoice) return reply(res, 400, { IsSuccess: false, Message: 'Invalid key', Data: null });
        const value = invoice.reportedValue ?? invoice.value;
        return ok(res, {
          InvoiceId: invoice.id,
          InvoiceStatus: invoice.status,
          CustomerReference: invoice.request.CustomerReference,
          InvoiceValue: value,
          InvoiceDisplayValue: `${value.toFixed(3)} ${invoice.currency}`,
          InvoiceTransactions: invoice.paymentId
            ? [
                {
                  PaymentId: invoice.paymentId,
                  TransactionStatus: invoice.transactionStatus,
                  PaidCurrency: invoice.currency,
                },
              ]
            : [],
        });
      }
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

  const settle = (
    id: number,
    status: Invoice['status'],
    transactionStatus: string,
    reportedValue?: number,
  ) => {
    const invoice = invoices.get(id)!;
    Object.assign(invoice, {
      status,
      transactionStatus,
      paymentId: `07076${id}`,
      reportedValue: reportedValue ?? null,
    });
    return invoice.paymentId!;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    invoice: (id: number) => invoices.get(id),
    pay: (id: number, reportedValue?: number) => settle(id, 'Paid', 'Succss', reportedValue),
    fail: (id: number) => settle(id, 'Pending', 'Failed'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
