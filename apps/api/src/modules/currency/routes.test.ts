import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('currency suggestion on %s', (kind) => {
  const t = useCatalogApi(kind);
  const suggest = async (ip: string) =>
    (await t.get(`/api/payments/currency?ip=${encodeURIComponent(ip)}`)).json();

  it('suggests the local currency for Gulf addresses and dollars elsewhere', async () => {
    expect(await suggest('94.128.0.1')).toEqual({ currency: 'KWD', country: 'KW' });
    expect(await suggest('212.119.64.1')).toEqual({ currency: 'SAR', country: 'SA' });
    expect(await suggest('2.48.0.1')).toEqual({ currency: 'AED', country: 'AE' });
    expect(await suggest('::ffff:8.8.8.8')).toEqual({ currency: 'USD', country: 'US' });
  });

  it('falls back to KWD for private, IPv6 and unknown addresses', async () => {
    for (const ip of ['10.1.2.3', '127.0.0.1', '2001:db8::1']) {
      expect(await suggest(ip)).toEqual({ currency: 'KWD', country: null });
    }
  });

  it("answers for the caller's own address, and 400 for a malformed one", async () => {
    // inject() calls from 127.0.0.1, which no country owns.
    expect((await t.get('/api/payments/currency')).json()).toEqual({ currency: 'KWD', country: null });
    expect((await t.get('/api/currency/client?deviceId=d1')).json()).toEqual({
      currency: 'KWD',
      country: null,
    });
    const malformed = await t.get('/api/payments/currency?ip=999.1.1.1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/ip must be an IPv4 or IPv6 address/);
  });

  it('reads a proxied caller from X-Forwarded-For only when proxies are trusted', async () => {
    const reply = await t.get('/api/currency/client', { 'x-forwarded-for': '94.128.0.1' });
    expect(reply.json()).toEqual({ currency: 'KWD', country: null });
  });
});
