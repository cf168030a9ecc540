import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Sign-ins, uploads and image work: more than the default half minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

const ARTIST = { email: 'artist@demo.seed', password: 'demo-password-2026' };
const LABELS = {
  en: {
    email: 'E-mail',
    method: 'With your password',
    password: 'Password',
    submit: 'Sign in with password',
  },
  ar: {
    email: 'البريد الإلكتروني',
    method: 'بكلمة المرور',
    password: 'كلمة المرور',
    submit: 'الدخول بكلمة المرور',
  },
} as const;

// Through the sign-in page, as the artist would: the portal sends a guest there and back.
async function signInAsArtist(browser: Browser, lang: 'ar' | 'en') {
  const opened = await openPage(browser, `/${lang}/artist-portal`);
  const { page } = opened;
  await expect(page).toHaveURL(
    new RegExp(`/${lang}/auth\\?redirect=${encodeURIComponent(`/${lang}/artist-portal`)}$`),
  );
  await page.getByLabel(LABELS[lang].email).fill(ARTIST.email);
  await page.getByLabel(LABELS[lang].method).check();
  await page.getByLabel(LABELS[lang].password, { exact: true }).fill(ARTIST.password);
  await page.getByRole('button', { name: LABELS[lang].submit }).click();
  // Password hashing is slow on purpose; on a busy machine more so.
  await expect(page).toHaveURL(new RegExp(`/${lang}/artist-portal$`), { timeout: 30_000 });
  return opened;
}

async function artistShopProductIds(page: Page, artistId: number) {
  const reply = await page.request.get(`/api/products/artist/${artistId}?limit=100`);
  return ((await reply.json()).products as { id: number }[]).map((product) => product.id);
}

test('English: the artist sees the dashboard, hides a product and it leaves the shop', async ({
  browser,
}) => {
  const { context, page, errors } = await signInAsArtist(browser, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Revenue' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Views over the last 30 days' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^noura\.localhost/ })).toBeVisible();
  await expectAccessible(page);

  const { id: artistId } = await (await page.request.get('/api/users/subdomain/noura')).json();
  // The oldest of the demo products: specs beside this one publish new ones, and the portal's search takes
  // at most six words.
  const productId = Math.min(...(await artistShopProductIds(page, artistId)));
  const { nameEn } = await (await page.request.get(`/api/products/${productId}`)).json();

  await page
    .getByRole('navigation', { name: 'Artist portal sections' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible();
  await page.getByLabel('Search my products').fill(nameEn);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const toggle = page.getByRole('switch', { name: `Show ${nameEn} in the shop` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.waitForLoadState('networkidle');

  // Gone from the artist's shop and from its own page, for any shopper.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto(`/en/shop/artists/${artistId}`);
  await expect(shop.locator(`a[href$="/products/${productId}"]`)).toHaveCount(0);
  const gone = await shop.goto(`/en/shop/products/${productId}`);
  expect(gone?.status()).toBe(404);
  expect(await artistShopProductIds(shop, artistId)).not.toContain(productId);

  await page.reload();
  await page.getByRole('switch', { name: `Show ${nameEn} in the shop` }).click();
  await expect(page.getByRole('switch', { name: `Show ${nameEn} in the shop` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.waitForLoadState('networkidle');
  expect((await shop.goto(`/en/shop/products/${productId}`))?.status()).toBe(200);
  expect(errors).toEqual([]);
  await shopper.close();
  await context.close();
});

test('Arabic: the artist browses the artworks and publishes one that waits for approval', async ({
  browser,
}) => {
  const { context, page, errors } = await signInAsArtist(browser, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'الإيرادات' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'أقسام بوابة الفنانين' })
    .getByRole('link', { name: 'الأعمال الفنية' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'أعمالي الفنية' })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'رفع عمل فني' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'رفع عمل فني' })).toBeVisible();
  await expectAccessible(page);
  const suffix = randomUUID().slice(0, 8);
  const title = `Harbour ${suffix}`;
  const titleAr = `أضواء الميناء ${suffix}`;
  const art = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const publish = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.getByLabel('صورة العمل الفني').setInputFiles(file);
    await page.getByLabel('العنوان بالإنجليزية').fill(title);
    await page.getByLabel('العنوان بالعربية').fill(titleAr);
    const items = page.getByRole('group', { name: 'القطع التي يُطبع عليها' });
    await items.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'نشر' }).click();
  };
  // Refused first: a text file is no image, and the page says so in Arabic.
  await publish({ name: 'art.txt', mimeType: 'text/plain', buffer: Buffer.from('harbour lights') });
  await expect(page.getByRole('alert')).toHaveText(
    'نوع هذا الملف غير مقبول. اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP أو BMP أو SVG.',
  );
  await expect(page.getByText(/images are accepted/)).toHaveCount(0);
  await publish({ name: 'art.png', mimeType: 'image/png', buffer: art });
  await expect(page).toHaveURL(/\/ar\/artist-portal\/artworks\?published=1$/);
  await expect(page.getByRole('status')).toHaveText(ARABIC);
  const row = page.getByRole('listitem').filter({ hasText: titleAr });
  await expect(row.getByText('بانتظار الموافقة')).toBeVisible();
  // Waiting for approval: not in the shop yet.
  const search = await page.request.get(`/api/artwork?search=${encodeURIComponent(title)}`);
  expect((await search.json()).artworks).toEqual([]);
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  await context.close();
});

test('a shopper is kept out of the portal and can apply to become an artist', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await openPage(browser, '/en');
  const email = `painter-${randomUUID()}@example.com`;
  const reply = await context.request.post('/api/auth/sign-up', {
    data: {
      firstName: 'Rana',
      lastName: 'Saleh',
      email,
      password: 'Palm-Tree-Harbour-2026',
      password2: 'Palm-Tree-Harbour-2026',
      locale: 'en',
    },
  });
  const { accessToken } = await reply.json();
  await context.addCookies([
    { name: 'accessToken', value: accessToken, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
  ]);

  await page.goto('/en/artist-portal/products');
  await expect(page).toHaveURL(/\/en$/);
  expect((await context.request.get('/api/artist/portal/dashboard')).status()).toBe(403);

  await page.goto('/en/profile');
  await page.getByRole('link', { name: 'Become an artist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become an artist' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name to show in the store').fill('Rana Saleh');
  await page.getByLabel('About you').fill('I paint the sea.');
  const sample = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const apply = async (link: string) => {
    await page.getByLabel('Portfolio links').fill(link);
    await page
      .getByLabel('Samples of your work')
      .setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: sample });
    await page.getByRole('button', { name: 'Send my request' }).click();
  };
  // The message names the API's own limit on links.
  await apply('example.com/rana');
  await expect(page.getByRole('alert')).toHaveText(
    'Portfolio links must be web addresses starting with http:// or https:// (5 at most).',
  );
  await apply('https://example.com/rana');
  await expect(page.getByRole('status').filter({ hasText: 'Your request is being reviewed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my request' })).toHaveCount(0);

  await page.goto('/en/profile');
  await expect(page.getByRole('status').filter({ hasText: 'Your request is being reviewed.' })).toBeVisible();
  await expectAccessible(page);
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  await context.close();
});

test('an artist subdomain leads to that artist’s shop', async ({ request, baseURL }) => {
  const { port } = new URL(baseURL!);
  const { id } = await (await request.get('/api/users/subdomain/noura')).json();
  const shop = await request.get('/en', { headers: { host: `noura.localhost:${port}` }, maxRedirects: 0 });
  expect(shop.status()).toBe(302);
  expect(shop.headers().location).toBe(`/en/shop/artists/${id}`);
  const unknown = await request.get('/ar', {
    headers: { host: `nobody-here.localhost:${port}` },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(404);
  const store = await request.get('/en', { maxRedirects: 0 });
  expect(store.status()).toBe(200);
});
