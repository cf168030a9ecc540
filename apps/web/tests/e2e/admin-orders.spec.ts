import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect as baseExpect, test } from '@playwright/test';
import { addAddress, addToCart, CARDS, newShopper, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const expect = baseExpect.configure({ timeout: 30_000 });

/** An order placed and paid at the test gateway by a new Arabic-speaking shopper; its id and e-mail. */
async function paidOrder(browser: Parameters<typeof newShopper>[0], baseURL: string, skip: number) {
  const shopper = await newShopper(browser, baseURL, 'ar');
  const { context, page } = shopper;
  await addAddress(context);
  await addToCart(context, 1, skip);
  const me = (await (await context.request.get('/api/users/get/me')).json()) as {
    email: string;
    deliveryAddress: { id: number }[];
  };
  const address = me.deliveryAddress[0];
  if (!address) throw new Error('the address was not saved');
  const prices = (await (
    await context.request.get(`/api/users/delivery/prices?deliveryAddressId=${address.id}`)
  ).json()) as { deliveryMethods: { id: string }[] };
  const placed = await context.request.post('/api/payments/execute/order', {
    data: {
      idempotencyKey: randomUUID(),
      deliveryAddressId: address.id,
      deliveryId: prices.deliveryMethods[0]?.id,
      paymentMethodId: 2,
      useWallet: false,
    },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  const { order, paymentUrl } = (await placed.json()) as { order: { id: number }; paymentUrl: string };
  await page.goto(paymentUrl);
  await payOnGateway(page, 'ar', CARDS.success);
  await expect(page).toHaveURL(new RegExp(`/ar/thank-you/${order.id}`));
  await context.close();
  return { id: order.id, email: me.email };
}

async function mailSubjects(context: BrowserContext, email: string) {
  const reply = await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await reply.json()) as { messages: { subject: string; text: string }[] };
  return messages;
}

test('operations finds a paid order, ships it with a tracking number, and prints its packing slip', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const order = await paidOrder(browser, baseURL ?? '', 3);
  const ops = await signedIn(browser, baseURL ?? '', 'operations@demo.seed', '/ar/admin/orders');
  const { page } = ops;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  await expectAccessible(page);

  const filters = page.getByRole('form', { name: 'البحث عن الطلبات' });
  await filters.getByRole('searchbox', { name: 'بحث', exact: true }).fill(order.email);
  await page.getByRole('button', { name: 'عرض الطلبات' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const link = page.getByRole('link', { name: `#${order.id}`, exact: true });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: `الطلب رقم ${order.id}` })).toBeVisible();
  await expect(page.getByText('مدفوع').first()).toBeVisible();
  await expectAccessible(page);

  const printFile = await page
    .getByRole('link', { name: /ملف الطباعة/ })
    .first()
    .getAttribute('href');
  const file = await ops.context.request.get(printFile ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');

  await page.getByLabel('الحالة الجديدة').selectOption('IN_PRODUCTION');
  await page.getByRole('button', { name: 'تغيير الحالة' }).click();
  await expect(page.getByRole('status')).toContainText('قيد التنفيذ');

  await page.getByLabel('شركة الشحن').selectOption('ARAMEX');
  await page.getByLabel('رقم التتبع').fill('AWB 7788 9900');
  await page.getByRole('button', { name: 'تأكيد الشحن وإرسال بريد للعميل' }).click();
  await expect(page.getByRole('status')).toContainText('تم الشحن');
  await expect(page.getByRole('link', { name: 'تتبّع الشحنة' })).toHaveAttribute(
    'href',
    'https://www.aramex.com/track/results?ShipmentNumber=AWB%207788%209900',
  );

  // The mail goes through the job queue: it arrives shortly after the move.
  const shippedMail = async () =>
    (await mailSubjects(ops.context, order.email)).find(
      (message) => message.subject === `طلبك رقم ${order.id} في الطريق إليك`,
    )?.text;
  await expect.poll(shippedMail, { timeout: 30_000 }).toContain('ShipmentNumber=AWB%207788%209900');

  await page.getByRole('link', { name: 'قسيمة التعبئة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'قسيمة التعبئة' })).toBeVisible();
  await expect(page.getByText(`الطلب رقم ${order.id}`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'السعر' })).toBeVisible();
  await expect(page.locator('nav')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/en/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/en/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByText('Shipped').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/en/admin/orders/${order.id}/invoice`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  expect(ops.errors).toEqual([]);
  await ops.context.close();
});

test('the list filters and the CSV link work without JavaScript, in English too', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const order = await paidOrder(browser, baseURL ?? '', 4);
  const ops = await signedIn(browser, baseURL ?? '', 'operations@demo.seed', '/en/admin/orders');
  const cookies = await ops.context.cookies();
  await ops.context.close();

  const { context, page } = await openPage(browser, '/en', { javaScriptEnabled: false });
  await context.addCookies(cookies);
  await page.goto('/en/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Find orders' });
  await filters.getByRole('searchbox', { name: 'Search', exact: true }).fill(order.email);
  await page.getByRole('checkbox', { name: 'Paid', exact: true }).check();
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/status=PAID/);
  await expect(page.getByRole('link', { name: `#${order.id}`, exact: true })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  const csv = page.getByRole('link', { name: 'Export CSV' });
  const href = await csv.getAttribute('href');
  expect(href).toContain('status=PAID');
  expect(href).toContain(`q=${encodeURIComponent(order.email)}`);
  const reply = await context.request.get(href ?? '');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('text/csv');
  const body = await reply.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = body.toString('utf8').split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${order.id},`);
  expect(lines[1]).toContain(order.email);
  await context.close();
});
