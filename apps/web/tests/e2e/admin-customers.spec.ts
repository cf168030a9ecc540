import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 180_000 });

/** Finds an account by its e-mail with the list's search form, and opens its page. */
async function openCustomer(page: Page, email: string, searchLabel: string, searchButton: string) {
  await page.getByLabel(searchLabel).fill(email);
  await page.getByRole('button', { name: searchButton, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace('.', '\\.')}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
}

test('finance finds the demo shopper and credits the wallet; the shopper sees it in their wallet history', async ({
  browser,
  baseURL,
}) => {
  const finance = await signedIn(browser, String(baseURL), 'finance@demo.seed', '/ar/admin/customers');
  const { page } = finance;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العملاء');
  await expectAccessible(page);
  await openCustomer(page, 'customer@demo.seed', 'الاسم أو البريد أو الهاتف أو رقم الحساب', 'بحث');
  await expect(page.getByText('customer@demo.seed')).toBeVisible();
  await expectAccessible(page);
  expect(finance.errors).toEqual([]);

  // A mistyped amount is refused by the form's own words, and nothing moves.
  await page.getByLabel('المبلغ بالدينار الكويتي').fill('خمسة');
  await page.getByLabel('السبب').first().fill('تعويض عن تأخر الشحنة');
  await page.getByRole('button', { name: 'احفظ التعديل' }).click();
  await expect(page.getByRole('alert')).toContainText('أدخل مبلغًا بالدينار أكبر من صفر');

  await page.getByLabel('المبلغ بالدينار الكويتي').fill('1.250');
  await page.getByLabel('السبب').first().fill('تعويض عن تأخر الشحنة');
  await page.getByRole('button', { name: 'احفظ التعديل' }).click();
  await expect(page.getByRole('status')).toHaveText('عُدِّل رصيد المحفظة.');
  const ledger = page.getByRole('table', { name: 'حركات المحفظة' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('تعويض عن تأخر الشحنة');
  await expect(ledger.getByRole('row').nth(1)).toContainText('KWD 1.25');

  await page.goto(page.url().replace('/ar/', '/en/').replace(/\?.*$/, ''));
  await expect(page.getByRole('heading', { name: 'Adjust the wallet' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/en/admin/customers?sort=spent&dir=desc');
  await expect(page.getByRole('columnheader', { name: /Spent/ })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);
  await finance.context.close();

  const shopper = await signedIn(browser, String(baseURL), 'customer@demo.seed', '/ar/profile');
  const history = shopper.page.getByRole('list').filter({ hasText: 'تعديل من المتجر' });
  await expect(history.getByRole('listitem').first()).toContainText('KWD 1.25');
  // The staff's reason is theirs: the shopper sees what moved, not why staff wrote it down.
  await expect(shopper.page.getByText('تعويض عن تأخر الشحنة')).toHaveCount(0);
  await shopper.context.close();
});

test('an ADMIN deactivates an account: its open session ends and sign-in is refused, until reactivated', async ({
  browser,
  baseURL,
}) => {
  const email = `deactivated-${randomUUID()}@example.com`;
  const password = 'Quiet-Harbour-Lantern-2026';
  const shopper = await openPage(browser, '/ar');
  const signUp = await shopper.context.request.post('/api/auth/sign-up', {
    data: { firstName: 'Mona', lastName: 'Saleh', email, password, password2: password, locale: 'ar' },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  await shopper.context.addCookies([
    { name: 'accessToken', value: accessToken, url: String(baseURL), httpOnly: true, sameSite: 'Lax' },
  ]);
  await shopper.page.goto('/ar/profile');
  await expect(shopper.page).toHaveURL(/\/ar\/profile$/);

  const admin = await signedIn(browser, String(baseURL), 'admin@demo.seed', '/ar/admin/customers');
  await openCustomer(admin.page, email, 'الاسم أو البريد أو الهاتف أو رقم الحساب', 'بحث');
  const actions = admin.page.getByRole('region', { name: 'إجراءات الحساب' });
  // Without a reason the form says so, and the account stays as it was.
  await admin.page.getByRole('button', { name: 'أوقف الحساب' }).click();
  await expect(admin.page.getByRole('status')).toHaveCount(0);
  await actions.getByLabel('السبب').fill('احتيال في الدفع');
  await admin.page.getByRole('button', { name: 'أوقف الحساب' }).click();
  await expect(admin.page.getByRole('status')).toHaveText('أُوقف الحساب وانتهت كل جلساته.');
  await expect(admin.page.getByText('موقوف', { exact: true })).toBeVisible();
  await expectAccessible(admin.page);

  // The session the shopper had open is gone: the account page sends them to sign in.
  await shopper.page.goto('/ar/profile');
  await expect(shopper.page).toHaveURL(/\/ar\/auth\?redirect=/);
  await shopper.page.getByLabel('البريد الإلكتروني').fill(email);
  await shopper.page.getByLabel('بكلمة المرور').check();
  await shopper.page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await shopper.page.getByRole('button', { name: 'الدخول بكلمة المرور' }).click();
  await expect(shopper.page.getByRole('alert')).toHaveText(
    'هذا الحساب معطّل. تواصل معنا إن كنت ترى أن في ذلك خطأ.',
  );

  await actions.getByLabel('السبب').fill('تحقق البنك من الدفع');
  await admin.page.getByRole('button', { name: 'أعد تفعيل الحساب' }).click();
  await expect(admin.page.getByRole('status')).toHaveText('عاد الحساب نشطًا.');
  await admin.context.close();

  await shopper.page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await shopper.page.getByRole('button', { name: 'الدخول بكلمة المرور' }).click();
  await expect(shopper.page).toHaveURL(/\/ar\/profile$/);
  await shopper.context.close();
});
