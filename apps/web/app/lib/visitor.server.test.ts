import { marketing } from '@seed/contract/marketing';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api.server';
import type { ApiFetch } from './load-context';
import { prepareVisitor, withDeviceId } from './visitor.server';

// The API as the web sees it: records the calls and suggests a currency for the visitor's address.
function fakeApi(suggestion: string | Error = 'AED') {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path) => {
    calls.push(path);
    if (path.startsWith('/currency/client')) {
      if (suggestion instanceof Error) throw suggestion;
      return Response.json({ currency: suggestion, country: 'AE' });
    }
    return Response.json([]);
  };
  return { calls, apiFetch };
}

const cookie = (setCookies: string[], name: string) =>
  setCookies
    .find((one) => one.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('a first visit', () => {
  it('gets a deviceId cookie at once, and its first API calls carry it', async () => {
    const api = fakeApi();
    const visitor = await prepareVisitor(undefined, { pageLoad: true, secure: false }, api.apiFetch);
    const deviceId = cookie(visitor.setCookies, 'deviceId');
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.setCookies.find((one) => one.startsWith('deviceId='))).toContain('Max-Age=34560000');

    const request = new Request('http://store.test/ar', { headers: { Cookie: visitor.cookieHeader } });
    const client = createApiClient(request, { apiFetch: api.apiFetch } as AppLoadContext, 'ar');
    await client.call(marketing.carousel);
    expect(api.calls).toEqual([
      `/currency/client?deviceId=${deviceId}`,
      `/carousel?deviceId=${deviceId}&currency=AED&locale=ar`,
    ]);
  });

  it('keeps a deviceId the visitor already has', async () => {
    const api = fakeApi();
    const visitor = await prepareVisitor(
      'deviceId=d-1; currencyLock=t',
      { pageLoad: true, secure: false },
      api.apiFetch,
    );
    expect(visitor).toEqual({ cookieHeader: 'deviceId=d-1; currencyLock=t', setCookies: [] });
  });
});

describe('the currency lock (spec §9)', () => {
  it('starts unlocked (f) on the currency of the visitor’s address, and follows it while unlocked', async () => {
    const first = await prepareVisitor(
      'deviceId=d-1',
      { pageLoad: true, secure: false },
      fakeApi('AED').apiFetch,
    );
    expect(first.setCookies).toEqual([
      expect.stringMatching(/^currency=AED; Path=\/; Max-Age=34560000; SameSite=Lax$/),
      expect.stringMatching(/^currencyLock=f; Path=\/; Max-Age=34560000; SameSite=Lax$/),
    ]);
    expect(first.cookieHeader).toBe('deviceId=d-1; currency=AED');

    const travelled = await prepareVisitor(
      'deviceId=d-1; currency=AED; currencyLock=f',
      { pageLoad: true, secure: false },
      fakeApi('SAR').apiFetch,
    );
    expect(cookie(travelled.setCookies, 'currency')).toBe('SAR');
    expect(travelled.cookieHeader).toBe('deviceId=d-1; currencyLock=f; currency=SAR');

    const same = await prepareVisitor(
      'deviceId=d-1; currency=SAR; currencyLock=f',
      { pageLoad: true, secure: false },
      fakeApi('SAR').apiFetch,
    );
    expect(same.setCookies).toEqual([]);
  });

  it('never looks the address up again once the shopper picked a currency', async () => {
    for (const header of ['deviceId=d-1; currency=USD; currencyLock=t', 'deviceId=d-1; currency=USD']) {
      const api = fakeApi('AED');
      const visitor = await prepareVisitor(header, { pageLoad: true, secure: false }, api.apiFetch);
      expect(visitor).toEqual({ cookieHeader: header, setCookies: [] });
      expect(api.calls).toEqual([]);
    }
  });

  it('looks up only on page loads, and a failed lookup changes nothing', async () => {
    const api = fakeApi('AED');
    expect(
      (await prepareVisitor('deviceId=d-1', { pageLoad: false, secure: false }, api.apiFetch)).setCookies,
    ).toEqual([]);
    expect(api.calls).toEqual([]);
    const failed = await prepareVisitor(
      'deviceId=d-1',
      { pageLoad: true, secure: false },
      fakeApi(new Error('down')).apiFetch,
    );
    expect(failed).toEqual({ cookieHeader: 'deviceId=d-1', setCookies: [] });
  });
});

describe('withDeviceId', () => {
  it('leaves a request that has a deviceId as it is', () => {
    const request = new Request('http://store.test/ar', { headers: { Cookie: 'deviceId=d-1' } });
    expect(withDeviceId(request, false)).toEqual({ request, setCookie: null });
  });

  it("gives one that has none a new deviceId, which the API client's calls then carry", async () => {
    const api = fakeApi();
    const visitor = withDeviceId(
      new Request('http://store.test/ar', { headers: { Cookie: 'currency=KWD' } }),
      false,
    );
    const deviceId = visitor.setCookie && cookie([visitor.setCookie], 'deviceId');
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await createApiClient(visitor.request, { apiFetch: api.apiFetch } as AppLoadContext, 'en').call(
      marketing.carousel,
    );
    expect(api.calls).toEqual([`/carousel?deviceId=${deviceId}&currency=KWD&locale=en`]);
  });
});
