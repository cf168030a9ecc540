import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 120_000 });

test('ar: a size gets an Arabic label, an unused one is removed, and one in use is refused', async ({
  browser,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  const label = `XS-${tag}`;
  const staff = await signedIn(browser, String(baseURL), 'merchandiser@demo.seed', '/ar/admin/sizes');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المقاسات');
  const added = page.getByRole('form', { name: 'إضافة مقاس' });
  await added.getByLabel('التسمية', { exact: true }).fill(label);
  await added.getByLabel('التسمية بالعربية').fill(`صغير جدًا ${tag}`);
  await added.getByRole('button', { name: 'إضافة مقاس' }).click();
  await expect(page.getByRole('status')).toHaveText('تم حفظ المقاس.');
  const row = page.getByRole('form', { name: label, exact: true });
  await expect(row.getByLabel('التسمية بالعربية')).toHaveValue(`صغير جدًا ${tag}`);
  await expectAccessible(page);

  // A demo size the demo garments come in stays, with the reason.
  const used = page.getByRole('form', { name: 'M', exact: true });
  await used.getByRole('button', { name: 'احذف M' }).click();
  await expect(page.getByRole('alert')).toContainText('احذف هذه المتغيرات أولًا');
  await expect(page.getByRole('form', { name: 'M', exact: true })).toHaveCount(1);

  await page
    .getByRole('form', { name: label, exact: true })
    .getByRole('button', { name: `احذف ${label}` })
    .click();
  await expect(page.getByRole('status')).toHaveText('حُذف المقاس.');
  await expect(page.getByRole('form', { name: label, exact: true })).toHaveCount(0);
  expect(
    staff.errors.filter((error) => !error.includes('status of 409') && !error.includes('status of 400')),
  ).toEqual([]);
  await staff.context.close();
});
