import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { readText } from './bidi';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// An account of its own for each test, opened through the API's password sign-up; the token goes into
// the same HttpOnly cookie the sign-in pages set, so these journeys do not depend on those pages.
async function signedInPage(browser: Browser, baseURL: string, path: string, locale: 'ar' | 'en') {
  const email = `shopper-${randomUUID()}@example.com`;
  const { context, page, errors } = await openPage(browser, `/${locale}`);
  const reply = await context.request.post('/api/auth/sign-up', {
    data: {
      firstName: 'Sara',
      lastName: 'Ali',
      email,
      password: 'Palm-Tree-Harbour-2026',
      password2: 'Palm-Tree-Harbour-2026',
      locale,
    },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const { accessToken } = (await reply.json()) as { accessToken: string };
  await context.addCookies([
    { name: 'accessToken', value: accessToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto(path);
  return { context, page, errors, email };
}

const heartOf = (page: Page, article: ReturnType<Page['locator']>) =>
  article.getByRole('button', { name: page.url().includes('/ar') ? 'المفضلة' : 'Favourite' });

test('guests on account pages are sent to sign in and back', async ({ page }) => {
  for (const path of ['/en/profile', '/ar/favorites', '/ar/delete-account', '/en/profile/addresses/create']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path)}$`));
  }
});

test('adds and edits a Kuwaiti address in Arabic', async ({ browser, baseURL }) => {
  const { context, page, errors } = await signedInPage(browser, baseURL!, '/ar/profile', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
  await page.getByRole('link', { name: 'إضافة عنوان' }).click();
  await expect(page).toHaveURL(/\/ar\/profile\/addresses\/create$/);

  const country = page.getByLabel('الدولة');
  await expect(country).toHaveValue('KW');
  // Gulf first, in the spec's order, with Arabic names.
  const firstCountries = await country
    .locator('option')
    .evaluateAll((options) => options.slice(0, 8).map((option) => (option as HTMLOptionElement).value));
  expect(firstCountries).toEqual(['KW', 'BH', 'AE', 'SA', 'QA', 'OM', 'JO', 'EG']);
  await expectAccessible(page);

  // Submitting without the required Kuwaiti fields says which are missing.
  await page.getByLabel('الاسم الأول').fill('سارة');
  await page.getByLabel('اسم العائلة').fill('علي');
  await page.getByLabel('الهاتف').fill('+965 5555 1234');
  await page.getByLabel('المحافظة').selectOption('HA');
  await page.getByLabel('المنطقة', { exact: true }).fill('السالمية');
  await page.getByLabel('القطعة').fill('10');
  await page.getByLabel('الشارع').fill('سالم المبارك');
  await page.getByLabel('المبنى / المنزل').fill('7');
  await page.getByRole('button', { name: 'حفظ العنوان' }).click();

  await expect(page).toHaveURL(/\/ar\/profile\?saved=address$/);
  await expect(page.getByText('تم حفظ العنوان.')).toBeVisible();
  const saved = page.getByRole('listitem').filter({ hasText: 'السالمية' });
  expect(await readText(saved)).toContain('السالمية، قطعة 10، سالم المبارك، مبنى 7، الكويت');

  await saved.getByRole('link', { name: /تعديل/ }).click();
  await expect(page).toHaveURL(/\/ar\/profile\/addresses\/\d+$/);
  await expect(page.getByLabel('القطعة')).toHaveValue('10');
  await page.getByLabel('المبنى / المنزل').fill('9');
  await page.getByLabel('الطابق').fill('2');
  await page.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(page).toHaveURL(/\/ar\/profile\?saved=address$/);
  expect(await readText(page.getByRole('listitem').filter({ hasText: 'السالمية' }))).toContain(
    '، مبنى 9، الطابق 2، الكويت',
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('a country change brings that country’s fields', async ({ browser, baseURL }) => {
  const { context, page } = await signedInPage(browser, baseURL!, '/en/profile/addresses/create', 'en');
  await expect(page.getByLabel('Block')).toBeVisible();
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByLabel('Address line 1')).toBeVisible();
  await expect(page.getByLabel('Block')).toHaveCount(0);
  await context.close();
});

test('favourites a product and finds it on the favourites page, in both languages', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await signedInPage(browser, baseURL!, '/en/products', 'en');
  const card = page.locator('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  const heart = heartOf(page, card);
  await expect(heart).toHaveAccessibleName(`Add ${name} to favourites`);
  await heart.click();
  await expect(heart).toHaveAccessibleName(`Remove ${name} from favourites`);
  const wish = await page.evaluate(() =>
    (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'add_to_wishlist'),
  );
  expect(wish).toMatchObject({
    actor: { type: 'user' },
    ecommerce: { currency: 'USD', items: [{ item_name: name, quantity: 1 }] },
  });

  await page.goto('/en/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.locator('article').getByRole('heading', { name })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ar/favorites');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible();
  await expect(page.locator('article')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'أنواع المفضلة' })
    .getByRole('link', { name: 'الفنانون' })
    .click();
  await expect(page.getByText('لا يوجد فنانون مفضلون بعد.')).toBeVisible();

  // Taking the heart back empties the list.
  await page.goto('/en/favorites');
  // Filled once the favourite ids have loaded at start-up.
  await expect(heartOf(page, page.locator('article').first())).toHaveAccessibleName(/^Remove /);
  await heartOf(page, page.locator('article').first()).click();
  await expect(heartOf(page, page.locator('article').first())).toHaveAccessibleName(/^Add /);
  await page.reload();
  await expect(page.getByText(/No favourite products yet/)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

for (const locale of ['en', 'ar'] as const) {
  test(`deletes the account after confirmation and signs out (${locale})`, async ({ browser, baseURL }) => {
    const { context, page } = await signedInPage(browser, baseURL!, `/${locale}/profile`, locale);
    const words =
      locale === 'en'
        ? { link: 'Delete my account', yes: 'Yes, delete it', no: 'Keep my account' }
        : { link: 'حذف حسابي', yes: 'نعم، احذفه', no: 'الإبقاء على حسابي' };
    await page.getByRole('link', { name: words.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/delete-account$`));
    await expectAccessible(page);

    // Refusing keeps everything as it was.
    await page.getByRole('button', { name: words.link }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.no }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/delete-account$`));

    await page.getByRole('button', { name: words.link }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.yes }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    expect((await context.cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(false);
    await page.goto(`/${locale}/profile`);
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await context.close();
  });
}

test('edits the profile and uploads a compressed photo, refusing other files', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await signedInPage(browser, baseURL!, '/ar/profile', 'ar');
  await expect(page.getByText('رصيد المحفظة')).toBeVisible();
  await expect(page.getByText('KWD 0.00')).toBeVisible();
  await expectAccessible(page);

  // Spec §5: only images, compressed to a JPEG within 2000 px before they leave the browser.
  const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#b4543a' } })
    .png()
    .toBuffer();
  // What the page sends, read from its fetch: the file's type and the size it decodes to.
  await page.evaluate(() => {
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      if (file instanceof Blob) {
        const { width, height } = await createImageBitmap(file);
        Object.assign(window, { sentPhoto: { type: file.type, width, height } });
      }
      return send(input, init);
    };
  });
  await page
    .getByLabel('تغيير الصورة')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect
    .poll(() => page.evaluate(() => (window as { sentPhoto?: unknown }).sentPhoto))
    .toEqual({ type: 'image/jpeg', width: 2000, height: 1000 });
  await expect(page.getByText('تم حفظ صورتك.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'صورتك' })).toHaveAttribute('src', /\/media\/uploads\//);

  await page.getByLabel('تغيير الصورة').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('يمكن رفع ملفات الصور فقط.')).toBeVisible();

  // A value the contract refuses is named in Arabic, before anything reaches the API.
  await page.getByLabel('الهاتف').fill('call me');
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByRole('alert')).toHaveText('تحقّق من «الهاتف» ثم احفظ مرة أخرى.');
  await page.getByLabel('الهاتف').fill('');

  await page.getByLabel('الاسم الأول').fill('Huda');
  await page.getByLabel('اللغة').selectOption('en');
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  // The new language becomes the page's.
  await expect(page).toHaveURL(/\/en\/profile\?saved=profile$/);
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Huda');
  // The refused phone number's form answer is a 400 on purpose; the browser logs it, nothing else may be logged.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  await context.close();
});
