import { describe, expect, it } from 'vitest';
import { readRefundForm } from './refund-page.server';

const KEY = '0b9d4c52-5f6e-4d8a-9c1e-2f4b6a8d0e13';

function refundForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    destination: 'CARD',
    reason: 'Torn',
    idempotencyKey: KEY,
    ...fields,
  }))
    form.set(name, value);
  return form;
}

const kwd = async () => 'KWD' as const;

describe('readRefundForm', () => {
  it('reads the chosen lines with a count, leaving out the zeros', async () => {
    const read = await readRefundForm(
      refundForm({ kind: 'LINES', 'count-7': '2', 'count-8': '0', restock: 'on' }),
      kwd,
    );
    expect(read).toEqual({
      body: {
        scope: { kind: 'LINES', lines: [{ lineId: 7, count: 2 }] },
        destination: 'CARD',
        restock: true,
        reason: 'Torn',
        idempotencyKey: KEY,
      },
    });
  });

  it('reads an amount typed in major units, Arabic digits included, in the order currency', async () => {
    const read = await readRefundForm(refundForm({ kind: 'AMOUNT', amount: '٢٫٥' }), kwd);
    expect(read).toMatchObject({ body: { scope: { kind: 'AMOUNT', amount: 2500 }, restock: false } });
  });

  it('names what is missing instead of asking the API', async () => {
    expect(await readRefundForm(refundForm({ kind: 'LINES', 'count-7': '0' }), kwd)).toEqual({
      problem: 'noLines',
    });
    expect(await readRefundForm(refundForm({ kind: 'AMOUNT', amount: '0' }), kwd)).toEqual({
      problem: 'amount',
    });
    expect(await readRefundForm(refundForm({ kind: 'AMOUNT', amount: '1.0005' }), kwd)).toEqual({
      problem: 'amount',
    });
    expect(await readRefundForm(refundForm({ kind: 'ORDER', reason: '  ' }), kwd)).toEqual({
      problem: 'reason',
    });
    expect(await readRefundForm(refundForm({ kind: 'EVERYTHING' }), kwd)).toEqual({ problem: 'form' });
  });

  it('asks for the currency only for an amount', async () => {
    let asked = 0;
    const currency = async () => {
      asked += 1;
      return 'KWD' as const;
    };
    await readRefundForm(refundForm({ kind: 'ORDER' }), currency);
    expect(asked).toBe(0);
  });
});
