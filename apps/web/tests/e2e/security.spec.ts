import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const PASSWORD = 'Palm-Tree-Harbour-2026';
const EVIL = 'https://evil.example';
// Return addresses that browsers read as `//evil.example` once their dot segments are resolved (issue 17).
const LEAVING = ['/..//evil.example', '/a/..//evil.example', '/.%2e//evil.example', '/\\evil.example'];

/** A new password account, through the API; its e-mail and session token. */
async function account(request: APIRequestContext) {
  const email = `security-${randomUUID()}@example.com`;
  const reply = await request.post('/api/auth/sign-up', {
    data: {
      firstName: 'Sara',
      lastName: 'Ali',
      email,
      password: PASSWORD,
      password2: PASSWORD,
      locale: 'en',
    },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  return { email, token: ((await reply.json()) as { accessToken: string }).accessToken };
}

const location = (reply: { headers(): Record<string, string> }) => reply.headers().location;

test('a sign-in, a currency change and a cart form never send the browser to another site', async ({
  request,
}) => {
  const { email } = await account(request);
  for (const target of LEAVING) {
    const redirect = encodeURIComponent(target);
    const signIn = await request.post(`/en/auth?index&redirect=${redirect}`, {
      form: { email, password: PASSWORD, intent: 'password' },
      maxRedirects: 0,
    });
    expect(signIn.status(), target).toBe(303);
    expect(location(signIn), target).toBe('/en');

    const currency = await request.post('/en/currency', {
      form: { currency: 'USD', redirect: target },
      maxRedirects: 0,
    });
    expect(location(currency), target).toBe('/en');

    const cart = await request.post('/en/cart', {
      form: { intent: 'nonsense', redirect: target },
      maxRedirects: 0,
    });
    expect(location(cart), target).toMatch(/^\/en\/cart\?cartError=/);
  }
  const own = await request.post('/en/currency', {
    form: { currency: 'USD', redirect: '/en/shop/../cart?x=1' },
    maxRedirects: 0,
  });
  expect(location(own)).toBe('/en/cart?x=1');
});

test('signing in on a page whose return address leaves the site lands on the store home', async ({
  browser,
  request,
  baseURL,
}) => {
  const { email } = await account(request);
  const { context, page } = await openPage(
    browser,
    `/en/auth?redirect=${encodeURIComponent('/..//evil.example')}`,
  );
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('With your password').check();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page).toHaveURL(`${baseURL}/en`);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.close();
});

test('writes sent from another site are refused; the store and API clients keep working', async ({
  request,
  baseURL,
}) => {
  const { token } = await account(request);
  const cookie = `accessToken=${token}`;
  const session = async () => (await request.get('/api/auth/session', { headers: { cookie } })).status();

  const logout = await request.post('/en/auth/logout', {
    headers: { cookie, origin: EVIL },
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(403);
  expect(await logout.text()).toContain('another site');
  expect(logout.headers()['set-cookie']).toBeUndefined();
  expect(await session()).toBe(200);

  const currency = await request.post('/en/currency', {
    headers: { origin: EVIL },
    form: { currency: 'USD', redirect: '/en' },
    maxRedirects: 0,
  });
  expect(currency.status()).toBe(403);
  expect(currency.headers()['set-cookie']).toBeUndefined();
  const fetchSite = await request.post('/ar/currency', {
    headers: { 'sec-fetch-site': 'cross-site' },
    form: { currency: 'USD' },
    maxRedirects: 0,
  });
  expect(fetchSite.status()).toBe(403);
  expect(await fetchSite.text()).toMatch(/[\u0600-\u06FF]/);

  const favourite = await request.post('/api/favorite/product/3', {
    headers: { cookie, origin: EVIL, 'content-type': 'text/plain' },
    data: 'x',
  });
  expect(favourite.status()).toBe(403);

  const fromStore = await request.post('/en/auth/logout', {
    headers: { cookie, origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(fromStore.status()).toBe(303);
  expect(await session()).toBe(401);
});
