import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newShopper } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, DEMO_PASSWORD, expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Sign-ins, uploads and image work take their time on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('ar: the artist portal tells a product waiting for its artwork’s approval from one in the shop', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await signedIn(
    browser,
    baseURL!,
    'artist@demo.seed',
    '/ar/artist-portal/artworks/new',
  );
  const suffix = randomUUID().slice(0, 8);
  const titleAr = `أضواء الميناء ${suffix}`;
  const art = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('صورة العمل الفني')
    .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: art });
  await page.getByLabel('العنوان بالإنجليزية').fill(`Harbour ${suffix}`);
  await page.getByLabel('العنوان بالعربية').fill(titleAr);
  await page.getByRole('group', { name: 'القطع التي يُطبع عليها' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'نشر' }).click();
  await expect(page).toHaveURL(/\/ar\/artist-portal\/artworks\?published=1$/, { timeout: 60_000 });

  // Its products are switched on, but not in the shop until the artwork is approved: the portal says so.
  await page
    .getByRole('listitem')
    .filter({ hasText: titleAr })
    .getByRole('link', { name: `منتجات ${titleAr}` })
    .click();
  await expect(page).toHaveURL(/\/ar\/artist-portal\/products\?artworkId=\d+$/);
  const waiting = page.getByRole('main').getByRole('listitem');
  await expect(waiting.first()).toBeVisible();
  await expect(waiting.first().getByRole('switch')).toHaveText('بانتظار الموافقة على العمل الفني');
  await expect(waiting.getByText('معروض في المتجر')).toHaveCount(0);

  // The demo artist's approved products still say they are in the shop.
  await page.goto('/ar/artist-portal/products');
  await expect(
    page.getByRole('switch', { name: /.+/ }).filter({ hasText: 'معروض في المتجر' }).first(),
  ).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('ar: a new design request shows no reply box until there is something to answer', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await signedIn(
    browser,
    baseURL!,
    'customer@demo.seed',
    '/ar/design-requests/new',
  );
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('فكرتك').fill('صقر فوق الكثبان عند الغروب');
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  await expect(page).toHaveURL(/\/ar\/design-requests\/\d+\?saved=created$/);
  await expect(page.locator('[data-status="NEW"]')).toHaveText('جديد');
  await expect(page.getByRole('heading', { name: 'ردّك' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('ar without JavaScript: sign-in offers a code or a password, one way at a time', async ({ browser }) => {
  const { context, page } = await openPage(browser, '/ar/auth?redirect=%2Far%2Fprofile', {
    javaScriptEnabled: false,
  });
  const password = page.getByLabel('كلمة المرور', { exact: true });
  const sendCode = page.getByRole('button', { name: 'أرسل لي رمزًا' });
  const withPassword = page.getByRole('button', { name: 'الدخول بكلمة المرور' });
  await expect(page.getByRole('group', { name: 'طريقة الدخول' })).toBeVisible();
  await expect(page.getByLabel('برمز نرسله إلى بريدك')).toBeChecked();
  await expect(sendCode).toBeVisible();
  await expect(password).toBeHidden();
  await expect(withPassword).toBeHidden();

  await page.getByLabel('بكلمة المرور').check();
  await expect(password).toBeVisible();
  await expect(withPassword).toBeVisible();
  await expect(sendCode).toBeHidden();

  // A wrong password comes back with the password way still chosen.
  await page.getByLabel('البريد الإلكتروني').fill('customer@demo.seed');
  await password.fill('not-the-password');
  await withPassword.click();
  await expect(page.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  await expect(page.getByLabel('بكلمة المرور')).toBeChecked();
  await password.fill(DEMO_PASSWORD);
  // Enter in the password field takes the chosen way too.
  await password.press('Enter');
  await expect(page).toHaveURL(/\/ar\/profile$/, { timeout: 30_000 });
  await context.close();

  const again = await openPage(browser, '/ar/auth', { javaScriptEnabled: false });
  await again.page.getByLabel('البريد الإلكتروني').fill('customer@demo.seed');
  await again.page.getByRole('button', { name: 'أرسل لي رمزًا' }).click();
  await expect(again.page).toHaveURL(/\/ar\/auth\/verify\?/);
  await again.context.close();
});

test('ar without JavaScript: the address form names Gulf divisions and refuses an area of another governorate', async ({
  browser,
  baseURL,
}) => {
  const { context } = await newShopper(browser, baseURL!, 'ar');
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const form = await bare.newPage();
  await form.goto('/ar/profile/addresses/create');
  await expect(form.getByLabel('المحافظة', { exact: true })).toBeVisible();
  await expect(form.locator('label', { hasText: /^المنطقة$/ })).toHaveCount(1);
  await expect(form.getByText('المحافظة / المنطقة')).toHaveCount(0);
  await expect(form.getByLabel('القطعة')).toBeVisible();

  await form.getByLabel('الاسم الأول').fill('سارة');
  await form.getByLabel('اسم العائلة').fill('علي');
  await form.getByLabel('الهاتف').fill('+965 5555 1234');
  await form.getByLabel('المحافظة', { exact: true }).selectOption('HA');
  await form.getByLabel('المنطقة', { exact: true }).fill('الخالدية');
  await form.getByLabel('القطعة').fill('3');
  await form.getByLabel('الشارع').fill('15');
  await form.getByLabel('المبنى / المنزل').fill('22');
  await form.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(
    form.getByText('هذه المنطقة ليست في المحافظة المختارة: اختر محافظتها أو منطقة أخرى.'),
  ).toBeVisible();
  await expect(form.getByLabel('المنطقة', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('المحافظة', { exact: true }).selectOption('KU');
  await form.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(form).toHaveURL(/\/ar\/profile\?saved=address$/);

  await form.goto('/en/profile/addresses/create');
  await expect(form.getByLabel('Governorate', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Area', { exact: true })).toBeVisible();
  await bare.close();
  await context.close();
});
