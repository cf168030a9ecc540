import { expect, test } from '@playwright/test';
import { addAddress, addToCart, CARDS, newShopper, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Whole journeys through several pages and the gateway: longer than one page's test on a busy machine.
test.describe.configure({ timeout: 180_000 });

// Each demo gift card credits once per fresh database: one code per test (packages/db seed GIFT_CARDS).

test('ar: a redeemed gift card pays part of an order, the card pays the rest', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await newShopper(browser, baseURL!, 'ar');
  await addAddress(context);
  // Two of a product cost more than the card's 5 KWD, so the wallet covers part.
  await addToCart(context, 2, 5);

  await page.goto('/ar/redeem');
  await expect(page.getByRole('heading', { level: 1, name: 'استبدال بطاقة هدية' })).toBeVisible();
  await expect(page.getByText('رصيد محفظتك: KWD 0.00')).toBeVisible();
  await page.getByLabel('رمز بطاقة الهدية').fill('NOT-A-CARD');
  await page.getByRole('button', { name: 'استبدال' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'لا توجد بطاقة هدية بهذا الرمز. تأكد من الرمز وحاول مرة أخرى.',
  );
  await expect(page.getByText(/gift card/i)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('رمز بطاقة الهدية').fill('gift-demo-5kwd');
  await page.getByRole('button', { name: 'استبدال' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'أُضيف KWD 5.00 إلى محفظتك. رصيدك الآن KWD 5.00.',
  );
  await page.getByLabel('رمز بطاقة الهدية').fill('GIFT-DEMO-5KWD');
  await page.getByRole('button', { name: 'استبدال' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('استُخدمت بطاقة الهدية هذه من قبل.');
  await expectAccessible(page);

  await page.goto('/ar/checkout');
  await page.getByLabel(/ادفع من رصيد محفظتي/).check();
  await expect(page.getByText('مدفوع من المحفظة')).toBeVisible();
  await expect(page.getByText('− KWD 5.00')).toBeVisible();
  await page.getByRole('button', { name: 'ادفع' }).click();
  await payOnGateway(page, 'ar', CARDS.success);
  await expect(page).toHaveURL(/\/ar\/thank-you\/\d+$/);
  await expect(page.getByText('مدفوع من المحفظة')).toBeVisible();
  await expect(page.getByText('مدفوع بالبطاقة')).toBeVisible();

  await page.goto('/ar/redeem');
  await expect(page.getByText('رصيد محفظتك: KWD 0.00')).toBeVisible();
  expect(errors.filter((error) => !/status of 40[49]/.test(error))).toEqual([]);
  await context.close();
});

test('en: a gift card that covers the whole order places it without the gateway', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newShopper(browser, baseURL!, 'en');
  await addAddress(context);
  await addToCart(context, 1, 6);

  await page.goto('/en/redeem');
  await page.getByLabel('Gift card code').fill('GIFT-DEMO-25KWD');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'KWD 25.00 was added to your wallet. Your balance is now KWD 25.00.',
  );
  await expectAccessible(page);

  await page.goto('/en/checkout?voucher=WELCOME10');
  await page.getByLabel(/Pay with my wallet balance/).check();
  await expect(page.getByText('Your wallet covers the whole order; no card is needed.')).toBeVisible();
  await expect(page.getByText('Total to pay').locator('xpath=following-sibling::dd[1]')).toHaveText(
    'KWD 0.00',
  );
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/\d+$/);
  await expect(page.getByText(/is confirmed and paid/)).toBeVisible();
  await expect(page.getByText('Paid from wallet')).toBeVisible();
  await expect(page.getByText('Discount', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
