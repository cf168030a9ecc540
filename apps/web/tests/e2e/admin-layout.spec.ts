import { expect, test } from '@playwright/test';
import { expectAccessible, openPage, signedIn } from './helpers';

test.describe('the back office frame', () => {
  test('shows an operations clerk, in Arabic first, only the desks their role opens', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, errors } = await signedIn(
      browser,
      String(baseURL),
      'operations@demo.seed',
      '/ar/admin',
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلًا، Fahad Al-Mutairi');
    const nav = page.getByRole('navigation', { name: 'أقسام لوحة الإدارة' });
    await expect(nav.getByRole('link')).toHaveText([
      'الرئيسية',
      'الطلبات',
      'الإنتاج',
      'المرتجعات',
      'العملاء',
    ]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectAccessible(page);

    await page.goto('/en/admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link')).toHaveText(
      ['Home', 'Orders', 'Production', 'Returns', 'Customers'],
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('gives an ADMIN every desk, staff and the audit log included', async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, String(baseURL), 'admin@demo.seed', '/ar/admin');
    const nav = page.getByRole('navigation', { name: 'أقسام لوحة الإدارة' });
    await expect(nav.getByRole('link', { name: 'فريق العمل' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'سجل التغييرات' })).toBeVisible();
    await context.close();
  });

  test('answers a shopper with the 404 page, and sends a guest to sign in and back', async ({
    browser,
    baseURL,
  }) => {
    const shopper = await signedIn(browser, String(baseURL), 'customer@demo.seed', '/ar/admin');
    const response = await shopper.page.goto('/ar/admin');
    expect(response?.status()).toBe(404);
    await expect(shopper.page.getByText('أقسام لوحة الإدارة')).toHaveCount(0);
    await shopper.context.close();

    const guest = await openPage(browser, '/ar/admin');
    await expect(guest.page).toHaveURL(/\/ar\/auth\?redirect=%2Far%2Fadmin$/);
    await guest.context.close();
  });
});
