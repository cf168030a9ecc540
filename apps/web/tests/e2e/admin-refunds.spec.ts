import { type Browser, expect, type Page, test } from '@playwright/test';
import { addAddress, addToCart, CARDS, newShopper, orderIdIn, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { DEMO_PASSWORD, expectAccessible, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Whole journeys: a checkout at the gateway, then the back office.
test.describe.configure({ timeout: 240_000 });

/** A new shopper's paid order of two different demo products, through checkout and the test gateway. */
async function paidOrder(browser: Browser, baseURL: string, skip: number) {
  const shopper = await newShopper(browser, baseURL, 'ar');
  await addAddress(shopper.context);
  await addToCart(shopper.context, 1, skip);
  await addToCart(shopper.context, 1, skip + 1);
  await shopper.page.goto('/ar/checkout');
  await shopper.page.getByRole('button', { name: 'ادفع' }).click();
  await payOnGateway(shopper.page, 'ar', CARDS.success);
  await expect(shopper.page).toHaveURL(/\/ar\/thank-you\/\d+$/);
  return { ...shopper, orderId: orderIdIn(shopper.page) };
}

/** Moves an order to DELIVERED as the demo ADMIN, through the admin status endpoint, in a context of its own. */
async function deliver(browser: Browser, baseURL: string, orderId: number) {
  const context = await browser.newContext({ baseURL });
  const signIn = await context.request.post('/api/auth/sign-in', {
    data: { email: 'admin@demo.seed', password: DEMO_PASSWORD },
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  for (const status of ['IN_PRODUCTION', 'SHIPPED', 'DELIVERED']) {
    const moved = await context.request.patch(`/api/admin/orders/${orderId}/status`, {
      headers: { authorization: `Bearer ${accessToken}` },
      // Shipping asks for the parcel's carrier and tracking number.
      data:
        status === 'SHIPPED'
          ? { status, carrier: 'ARAMEX', trackingNumber: '34567890123' }
          : { status, note: 'e2e' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await context.close();
}

/** The refund form for one line: its count, where the money goes and why. */
async function refundLine(page: Page, lineName: string, destination: RegExp, reason: string) {
  await page.getByRole('radio', { name: 'هذه المنتجات' }).check();
  await page.getByLabel(`عدد ما يُرد من ${lineName}`).fill('1');
  await page.getByRole('radio', { name: destination }).check();
  await page.getByLabel('السبب (يُحفظ في سجل التدقيق)').fill(reason);
  await page.getByRole('button', { name: 'رد المبلغ' }).click();
  await expect(page.getByRole('status')).toContainText(/تم الرد رقم \d+/);
}

test('ar: finance refunds one line to the card and another to the wallet, which the shopper sees', async ({
  browser,
  baseURL,
}) => {
  const shopper = await paidOrder(browser, String(baseURL), 40);
  const detail = (await (
    await shopper.context.request.get(`/api/users/my/order/${shopper.orderId}`)
  ).json()) as {
    order: { orderProducts: { nameAr: string }[] };
  };
  const [first, second] = detail.order.orderProducts.map((line) => line.nameAr);
  if (!first || !second) throw new Error('the order should have two lines');

  const finance = await signedIn(
    browser,
    String(baseURL),
    'finance@demo.seed',
    `/ar/admin/orders/${shopper.orderId}/refund`,
  );
  const { page } = finance;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`رد مبلغ الطلب ${shopper.orderId}`);
  await expect(page.getByText('لا توجد مبالغ مردودة بعد.')).toBeVisible();
  await expectAccessible(page);

  await refundLine(page, first, /^إلى البطاقة/, 'طباعة مائلة');
  await expect(page.getByText(/إلى البطاقة:/)).toBeVisible();
  await refundLine(page, second, /^كله إلى محفظة العميل/, 'تأخر التوصيل');
  const toWallet = page
    .getByRole('listitem')
    .filter({ hasText: 'إلى المحفظة:' })
    .locator('span[dir="ltr"]')
    .last();
  const walletAmount = (await toWallet.textContent()) ?? '';
  expect(walletAmount).toMatch(/^KWD \d+\.\d\d$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'الرد ' })).toHaveCount(2);
  await expectAccessible(page);

  await page.goto(`/en/admin/orders/${shopper.orderId}/refund`);
  await expect(page.getByRole('heading', { level: 2, name: 'Earlier refunds' })).toBeVisible();
  await expectAccessible(page);
  expect(finance.errors).toEqual([]);
  await finance.context.close();

  // The shopper's wallet holds the refund, and the order page says what was refunded.
  await shopper.page.goto('/ar/redeem');
  await expect(shopper.page.getByRole('main')).toContainText(walletAmount);
  await shopper.page.goto(`/ar/orders/${shopper.orderId}`);
  await expect(shopper.page.getByText('المبلغ المسترد حتى الآن:')).toBeVisible();
  await shopper.context.close();
});

test('ar: a shopper asks to return an item of a delivered order and operations accepts it', async ({
  browser,
  baseURL,
}) => {
  const shopper = await paidOrder(browser, String(baseURL), 44);
  await deliver(browser, String(baseURL), shopper.orderId);
  const { page } = shopper;
  await page.goto(`/ar/orders/${shopper.orderId}`);
  const form = page.locator('form').filter({ hasText: 'إرجاع منتجات' });
  await expect(form.getByText(/يمكنك طلب الإرجاع حتى/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('لماذا تُرجع المنتجات؟').selectOption('WRONG_SIZE');
  await form.getByRole('button', { name: 'اطلب الإرجاع' }).click();
  // No item chosen: the action says so in Arabic.
  await expect(page.getByRole('alert')).toHaveText('اختر منتجًا واحدًا على الأقل لإرجاعه.');
  await page.locator('input[name^="count-"]').first().fill('1');
  await page.getByLabel('لماذا تُرجع المنتجات؟').selectOption('WRONG_SIZE');
  await page.getByLabel('أخبرنا بالمزيد (اختياري)').fill('المقاس صغير');
  await page.getByRole('button', { name: 'اطلب الإرجاع' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'وصلنا طلب الإرجاع، وسنرد عليك بالبريد الإلكتروني.' }),
  ).toBeVisible();
  await expect(page.getByText('بانتظار ردنا')).toBeVisible();
  await expectAccessible(page);
  const { returns } = (await (
    await shopper.context.request.get(`/api/users/my/order/${shopper.orderId}/returns`)
  ).json()) as { returns: { id: number }[] };
  const returnId = returns[0]?.id;
  expect(returnId).toBeGreaterThan(0);

  const operations = await signedIn(
    browser,
    String(baseURL),
    'operations@demo.seed',
    '/ar/admin/returns?state=REQUESTED',
  );
  const staff = operations.page;
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('طلبات الإرجاع');
  await expectAccessible(staff);
  await staff.getByRole('link', { name: `طلب الإرجاع ${returnId}`, exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/ar/admin/returns/${returnId}$`));
  await expect(staff.getByText('المقاس صغير')).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('radio', { name: 'كله إلى محفظة العميل' }).check();
  await staff.getByRole('button', { name: 'قبول ورد المبلغ' }).click();
  await expect(staff.getByText('مقبول ورُد المبلغ')).toBeVisible();
  await expectAccessible(staff);
  await staff.goto(`/en/admin/returns/${returnId}`);
  await expect(staff.getByText('Accepted and refunded')).toBeVisible();
  await expectAccessible(staff);
  await staff.goto('/en/admin/returns');
  await expectAccessible(staff);
  expect(operations.errors).toEqual([]);
  await operations.context.close();

  await page.goto(`/ar/orders/${shopper.orderId}`);
  await expect(page.getByText('قُبل ورُد المبلغ')).toBeVisible();
  await expect(page.getByText('المبلغ المسترد حتى الآن:')).toBeVisible();
  await shopper.context.close();
});
