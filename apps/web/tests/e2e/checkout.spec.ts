import { expect, type Page, test } from '@playwright/test';
import { addAddress, addToCart, CARDS, newShopper, orderIdIn, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Whole journeys through several pages and the gateway: longer than one page's test on a busy machine.
test.describe.configure({ timeout: 180_000 });

const MONEY = /^(KWD|USD|SAR|AED|QAR|OMR|BHD) -?\d+\.\d\d$/;

/** The summary's amount on the row with this label, as the page shows it. */
const summaryAmount = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('ar: the demo customer goes from the cart to sign-in to checkout, adds an address, pays and finds the order', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, '/ar');
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('status of 404')) missing.push(message.location().url);
  });
  const { products } = (await (await context.request.get('/api/products/all?limit=1&offset=2')).json()) as {
    products: { id: number; nameAr: string }[];
  };
  const product = products[0]!;
  const detail = await (await context.request.get(`/api/products/${product.id}`)).json();
  const variant = (detail.colorsToSizes as { id: number; count: number }[]).find((v) => v.count > 2)!;
  await context.request.post('/ar/cart/add', {
    form: { productId: product.id, colorsToSizesId: variant.id, printPosition: 'FRONT', count: 1 },
  });

  // A guest's checkout button goes to sign in, and sign-in comes back to checkout (spec §1, §2).
  await page.goto('/ar/cart');
  await page.getByRole('link', { name: 'سجّل الدخول وأتمّ الطلب' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\?redirect=/);
  await page.getByLabel('البريد الإلكتروني').fill('customer@demo.seed');
  await page.getByLabel('بكلمة المرور').check();
  await page.getByLabel('كلمة المرور', { exact: true }).fill('demo-password-2026');
  await page.getByRole('button', { name: 'الدخول بكلمة المرور' }).click();
  // Password hashing takes its time on a busy machine.
  await expect(page).toHaveURL(/\/ar\/checkout$/, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إتمام الطلب' })).toBeVisible();
  await expect(page.getByRole('main').getByText(product.nameAr).first()).toBeVisible();
  await expectAccessible(page);

  // The address form brings the shopper back with the new address chosen.
  await page.getByRole('link', { name: 'إضافة عنوان جديد' }).click();
  await page.getByLabel('الاسم الأول').fill('هدى');
  await page.getByLabel('اسم العائلة').fill('الأحمد');
  await page.getByLabel('الهاتف').fill('+965 5555 4321');
  await page.getByLabel('المحافظة').selectOption('HA');
  await page.getByLabel('المنطقة', { exact: true }).fill('السالمية');
  await page.getByLabel('القطعة').fill('12');
  await page.getByLabel('الشارع').fill('سالم المبارك');
  await page.getByLabel('المبنى / المنزل').fill('3');
  await page.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(page).toHaveURL(/\/ar\/checkout\?address=\d+$/);
  await expect(page.getByRole('radio', { name: /السالمية\W*، \W*قطعة 12/ })).toBeChecked();
  const delivery = page.getByRole('group', { name: 'التوصيل', exact: true }).getByRole('radio');
  await expect(delivery.first()).toBeChecked();
  await expect(page.getByText(/يصل بحلول/).first()).toBeVisible();
  await expect(summaryAmount(page, 'المبلغ المطلوب')).toHaveText(MONEY);

  await page.getByLabel('ملاحظة حول الطلب').fill('اتصلوا قبل التوصيل');
  await page.getByLabel('هذا الطلب هدية').check();
  await expect(page.getByRole('group', { name: 'طريقة الدفع' }).getByRole('radio').first()).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ادفع' }).click();

  await payOnGateway(page, 'ar', CARDS.success);
  await expect(page).toHaveURL(/\/ar\/thank-you\/\d+$/);
  const orderId = orderIdIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'شكرًا لطلبك' })).toBeVisible();
  await expect(page.getByText(`تم تأكيد طلبك رقم ${orderId} ودفعه.`)).toBeVisible();
  await expect(page.getByText('مدفوع', { exact: true })).toBeVisible();
  await expect(page.getByText(/يصل بحلول/)).toBeVisible();
  await expect(page.getByRole('main').getByText(product.nameAr)).toBeVisible();
  await expect(page.getByText('سالم المبارك').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'عرض الطلب' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/orders/${orderId}$`));
  const history = page.getByRole('list').filter({ hasText: 'بانتظار الدفع' });
  await expect(history.getByRole('listitem')).toHaveText([/بانتظار الدفع/, /مدفوع/]);
  await expect(page.getByText('اتصلوا قبل التوصيل')).toBeVisible();
  await expect(page.getByText('هذا الطلب هدية.')).toBeVisible();
  await expect(page.getByText('الطباعة: الأمام')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ar/profile');
  await page.getByRole('link', { name: new RegExp(`الطلب رقم ${orderId}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/orders/${orderId}$`));
  // The API's test gateway page names no icon, so the browser asks for /favicon.ico; any other 404 counts.
  expect(missing.filter((url) => !url.endsWith('/favicon.ico'))).toEqual([]);
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  await context.close();
});

test('en: a declined card lands on the payment error page; retrying pays the same order, which no one else can open', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newShopper(browser, baseURL!, 'en');
  await addAddress(context);
  const product = await addToCart(context, 1, 3);
  // A voucher the cart accepted goes on to checkout.
  await page.goto('/en/cart?voucher=WELCOME10');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?voucher=WELCOME10$/);
  await expect(page.getByRole('main').getByText(product.nameEn).first()).toBeVisible();
  const voucherStatus = page.getByRole('status').filter({ hasText: 'WELCOME10' });
  await expect(voucherStatus).toHaveText('WELCOME10: 10% off');

  // Vouchers go through the summary: a refused code says why, a good one takes its share off.
  const voucher = page.getByLabel('Voucher code');
  await voucher.fill('EXPIRED5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'EXPIRED5' })).toHaveText(
    'The code EXPIRED5 has expired.',
  );
  await voucher.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(voucherStatus).toHaveText('WELCOME10: 10% off');
  await expect(page.getByText('Discount', { exact: true })).toBeVisible();
  // A failed order that used a voucher cannot be paid again (the voucher is given back), so this one goes
  // without, to try the retry.
  await voucher.fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(voucherStatus).toHaveCount(0);
  // Without scripts the choices would need the "Update" button; with them the fetcher did it.
  await expect(page.getByRole('button', { name: 'Update the summary' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pay' }).click();
  await payOnGateway(page, 'en', CARDS.declined);
  await expect(page).toHaveURL(/\/en\/payment-error\?orderId=\d+&reason=DECLINED$/);
  const orderId = orderIdIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The payment did not go through');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your card was declined.');
  // The API put the failed order's lines back in the cart; the same order can still be paid.
  await expect(page.getByText('Your cart is just as you left it.')).toBeVisible();
  const cartItems = async () =>
    ((await (await context.request.get('/api/carts/my/bag')).json()) as { items: { productId: number }[] })
      .items;
  expect((await cartItems()).map((item) => item.productId)).toEqual([product.id]);
  await expect(page.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/en/cart');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Try the payment again' }).click();
  await payOnGateway(page, 'en', CARDS.success);
  await expect(page).toHaveURL(new RegExp(`/en/thank-you/${orderId}$`));
  await expect(page.getByText(`Your order ${orderId} is confirmed and paid.`)).toBeVisible();
  expect(await cartItems()).toEqual([]);
  await expectAccessible(page);

  const other = await newShopper(browser, baseURL!, 'en');
  const response = await other.page.goto(`/en/orders/${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(other.page.getByText(`Page Not Found: /en/orders/${orderId}`)).toBeVisible();
  await other.context.close();
  await context.close();
});

test('en: without JavaScript the choices update through the form and Pay goes to the gateway', async ({
  browser,
  baseURL,
}) => {
  const { context } = await newShopper(browser, baseURL!, 'en');
  await addAddress(context);
  await addToCart(context, 1, 4);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await context.cookies());
  const page = await noScript.newPage();
  await page.goto('/en/checkout');
  await page.getByLabel('Voucher code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Update the summary' }).click();
  await expect(page).toHaveURL(/voucher=NO-SUCH-CODE/);
  await expect(page.getByText('There is no voucher with the code NO-SUCH-CODE.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//);
  await noScript.close();
  await context.close();
});
