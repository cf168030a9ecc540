import { type BrowserContext, expect, type Locator, test } from '@playwright/test';
import { drawnX, readText } from './bidi';
import { CARDS, newShopper, orderIdIn, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 180_000 });

// The demo catalogue's kids' tee (issue 19: its size 6-7Y read "7Y-6" on Arabic order pages).
const KIDS_TEE = 4;
const PHONE = { width: 390, height: 844 };
const MONEY = /^KWD \d+\.\d\d$/;

/** A Kuwaiti address whose area is Arabic and whose block, street and building are bare numbers. */
async function addKhaldiyaAddress(context: BrowserContext) {
  const reply = await context.request.post('/api/users/delivery/address', {
    data: {
      firstName: 'سارة',
      lastName: 'علي',
      phone: '+965 5555 1234',
      country: 'KW',
      state: 'KU',
      area: 'الخالدية',
      block: '3',
      street: '15',
      building: '22',
    },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
}

async function addKidsTee(context: BrowserContext, size: string) {
  const detail = (await (await context.request.get(`/api/products/${KIDS_TEE}`)).json()) as {
    colorsToSizes: { id: number; count: number; size: { label: string } }[];
  };
  const variant = detail.colorsToSizes.find((v) => v.size.label === size && v.count > 2)!;
  const reply = await context.request.post('/api/carts/product/to/bag', {
    data: { productId: KIDS_TEE, colorsToSizesId: variant.id, count: 1, printPosition: 'FRONT' },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
}

/** The x where each part starts is in the order given: left to right. */
async function expectDrawnInOrder(locator: Locator, parts: string[]) {
  const xs = await drawnX(locator, parts);
  expect(
    xs.every((x) => Number.isFinite(x)),
    `${parts.join(' | ')}: ${xs}`,
  ).toBe(true);
  expect(
    [...xs].sort((a, b) => a - b),
    `${parts.join(' | ')} drawn at ${xs}`,
  ).toEqual(xs);
}

test('ar on a phone: kids sizes in Arabic, the address in words, one money format from checkout to the gateway to the order', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await newShopper(browser, baseURL!, 'ar');
  await page.setViewportSize(PHONE);
  await addKhaldiyaAddress(context);
  await addKidsTee(context, '6-7Y');

  // The product page offers the kids' sizes in Arabic words.
  await page.goto(`/ar/products/${KIDS_TEE}`);
  const sizes = page.getByRole('radiogroup', { name: 'المقاس' });
  await expect(sizes.getByText('6-7 سنوات', { exact: true })).toBeVisible();
  await expect(sizes.getByText('6-7Y')).toHaveCount(0);

  // The checkout names the address's parts and its country.
  await page.goto('/ar/checkout');
  const address = page.getByRole('radio', { name: /الخالدية/ });
  await expect(address).toBeChecked();
  const addressCard = page.locator('label').filter({ has: address });
  expect(await readText(addressCard)).toContain('الخالدية، قطعة 3، شارع 15، مبنى 22، الكويت');
  const total = await readText(
    page.locator('dt', { hasText: 'المبلغ المطلوب' }).locator('xpath=following-sibling::dd[1]'),
  );
  expect(total).toMatch(MONEY);
  await page.getByRole('button', { name: 'ادفع' }).click();

  // The gateway's page shows the same amount in the same format: code, space, two decimals.
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//);
  await expect(page.locator('strong[dir="ltr"]')).toHaveText(total);
  await payOnGateway(page, 'ar', CARDS.success);
  await expect(page).toHaveURL(/\/ar\/thank-you\/\d+$/);
  const orderId = orderIdIn(page);

  // The size reads "6-7 سنوات", its range drawn left to right (it was drawn "7Y-6").
  const sizeLine = page.getByText(/^المقاس:/);
  expect(await readText(sizeLine)).toBe('المقاس: 6-7 سنوات');
  await expectDrawnInOrder(sizeLine, ['6', '7']);
  const addressLine = page.getByText(/الخالدية/).first();
  expect(await readText(addressLine)).toBe('الخالدية، قطعة 3، شارع 15، مبنى 22، الكويت');
  // Right to left: the area first (rightmost), the country last (leftmost).
  await expectDrawnInOrder(addressLine, ['الكويت', 'مبنى', 'شارع', 'قطعة', 'الخالدية']);
  const amounts = (await readText(page.getByRole('main'))).match(/KWD -?[\d.]+/g) ?? [];
  expect(amounts.length).toBeGreaterThan(2);
  for (const amount of amounts) expect(amount).toMatch(MONEY);
  await expectAccessible(page);

  // The same order in English: the Arabic area no longer pulls the numbers after it.
  await page.goto(`/en/orders/${orderId}`);
  const englishAddress = page.getByText(/Block 3/).first();
  expect(await readText(englishAddress)).toBe('الخالدية, Block 3, Street 15, Building 22, Kuwait');
  await expectDrawnInOrder(englishAddress, ['الخالدية', 'Block', 'Street', 'Building', 'Kuwait']);
  expect(await readText(page.getByText(/^Size:/))).toBe('Size: 6-7 years');
  await expectAccessible(page);
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  await context.close();
});

test('ar: the 404 page speaks Arabic, the path kept left to right; en keeps the spec words', async ({
  browser,
}) => {
  const { page, response, context } = await openPage(browser, '/ar/no-such-page');
  expect(response?.status()).toBe(404);
  const message = page.getByText('لم نجد صفحة بهذا العنوان:');
  await expect(message).toBeVisible();
  await expect(message.locator('bdi[dir="ltr"]')).toHaveText('/ar/no-such-page');
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
  await expectAccessible(page);

  const english = await page.goto('/en/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /en/no-such-page')).toBeVisible();
  await context.close();
});

test('ar: the studio hint sets each key name in its own box, away from the Arabic «و» before it', async ({
  browser,
}) => {
  const { page, context } = await openPage(browser, '/ar/products/1/customize');
  const hint = page.locator('#studio-keys-hint');
  await expect(hint.locator('kbd')).toHaveText(['Shift', 'Delete', 'Ctrl+Z', 'Ctrl+Y']);
  for (const key of await hint.locator('kbd').all()) await expect(key).toHaveAttribute('dir', 'ltr');
  // In right-to-left text «و» comes first, so it is drawn on the key's right, never inside or after it.
  const overlaps = await hint.evaluate((element) =>
    [...element.querySelectorAll('kbd')].flatMap((kbd) => {
      const before = kbd.previousSibling;
      if (!before?.textContent?.endsWith('و')) return [];
      const range = document.createRange();
      range.setStart(before, before.textContent.length - 1);
      range.setEnd(before, before.textContent.length);
      const waw = range.getBoundingClientRect();
      const box = kbd.getBoundingClientRect();
      return [{ key: kbd.textContent, ok: waw.bottom <= box.top + 0.5 || box.right <= waw.left + 0.5 }];
    }),
  );
  expect(overlaps.map((o) => o.key)).toEqual(['Delete', 'Ctrl+Z', 'Ctrl+Y']);
  expect(overlaps.filter((o) => !o.ok)).toEqual([]);
  await context.close();
});
