import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const DAYS_400 = 34_560_000;

test('a first visit gets its deviceId and an unlocked currency; picking a currency locks it', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, '/ar');
  const cookies = async () => Object.fromEntries((await context.cookies()).map((one) => [one.name, one]));

  const first = await cookies();
  expect(first.deviceId).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(first.deviceId!.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(Math.round(first.deviceId!.expires - Date.now() / 1000)).toBeGreaterThan(DAYS_400 - 60);
  // 127.0.0.1 has no country: the API suggests the default currency, not yet the shopper's choice.
  expect(first.currency).toMatchObject({ value: 'KWD', httpOnly: false });
  expect(first.currencyLock).toMatchObject({ value: 'f', sameSite: 'Lax', path: '/' });
  expect(Math.round(first.currencyLock!.expires - Date.now() / 1000)).toBeGreaterThan(DAYS_400 - 60);

  await page.reload();
  expect((await cookies()).deviceId!.value).toBe(first.deviceId!.value);

  await page.getByRole('banner').getByRole('combobox', { name: 'العملة' }).selectOption('USD');
  await expect.poll(async () => (await cookies()).currencyLock?.value).toBe('t');
  expect((await cookies()).currency!.value).toBe('USD');
  // Locked: later page loads keep the shopper's choice instead of the suggestion for their address.
  await page.goto('/en');
  expect((await cookies()).currency!.value).toBe('USD');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  expect(errors).toEqual([]);
});
