import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, expectLanguage, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// Words of the demo catalogue (packages/db/src/seed): the T-shirts category, its Classic tees, and the
// classic tee's colours, whose 3XL is sold out in black but in stock in white.
const TEXT = {
  ar: {
    category: 'تيشيرتات',
    subcategory: 'تيشيرتات كلاسيكية',
    black: 'أسود',
    white: 'أبيض',
    size: 'المقاس',
    sizeGuide: 'دليل المقاسات',
    chest: 'عرض الصدر',
    inches: 'إنش',
    addToCart: 'أضف إلى السلة',
    cart: 'سلة التسوق',
  },
  en: {
    category: 'T-shirts',
    subcategory: 'Classic tees',
    black: 'Black',
    white: 'White',
    size: 'Size',
    sizeGuide: 'Size guide',
    chest: 'Chest width',
    inches: 'Inches',
    addToCart: 'Add to cart',
    cart: 'Cart',
  },
} as const;

/** The size radios as [label, state]; a sold-out size's label ends with its screen-reader note. */
async function sizes(page: Page, groupName: string) {
  const radios = page.getByRole('radiogroup', { name: groupName }).getByRole('radio');
  return radios.evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).map((input) => [
      input.nextElementSibling?.firstChild?.textContent ?? '',
      input.disabled ? 'disabled' : input.checked ? 'checked' : '',
    ]),
  );
}

const variantField = (page: Page) => page.locator('input[type="hidden"][name="colorsToSizesId"]');

for (const lang of ['ar', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: from home to a category to a product; colour, sizes and the size guide`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(browser, `/${lang}`);
    await page.getByRole('main').getByRole('link', { name: text.category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/products/categories/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.category);
    await expectLanguage(page, lang);
    await expectAccessible(page);

    // The category's first subcategory section, then its first product.
    const section = page.getByRole('region', { name: text.subcategory });
    const firstProduct = section.getByRole('heading', { level: 3 }).first();
    const productName = (await firstProduct.textContent()) ?? '';
    expect(productName).toMatch(lang === 'ar' ? ARABIC : /^[^\u0600-\u06FF]+$/);
    await firstProduct.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/products/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expectLanguage(page, lang);
    // Search engines get the product with its price and availability.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: productName, offers: { priceCurrency: 'KWD' } });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{3}$/);

    // White has every size, 3XL included: choose it.
    await page.getByRole('radio', { name: text.white, exact: true }).click();
    const whiteSizes = await sizes(page, text.size);
    expect(whiteSizes.every(([, state]) => state !== 'disabled')).toBe(true);
    await page.getByRole('radiogroup', { name: text.size }).getByText('3XL', { exact: true }).click();
    const white3xl = await variantField(page).inputValue();
    expect(await sizes(page, text.size)).toContainEqual(['3XL', 'checked']);

    // Black has no 3XL: the size is disabled and the choice moves to the first size in stock.
    await page.getByRole('radio', { name: text.black, exact: true }).click();
    const blackSizes = await sizes(page, text.size);
    expect(blackSizes).toContainEqual(['3XL', 'disabled']);
    expect(blackSizes[0]).toEqual(['XS', 'checked']);
    const black = await variantField(page).inputValue();
    expect(black).toMatch(/^\d+$/);
    expect(black).not.toBe(white3xl);

    // Adding puts the chosen variant in the cart and opens the cart panel on it.
    await page.getByRole('button', { name: text.addToCart }).click();
    const panel = page.getByRole('dialog', { name: text.cart });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: productName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The size guide: a size column and the guide's measures, in centimetres, then in inches.
    await page.getByRole('button', { name: text.sizeGuide }).click();
    const dialog = page.getByRole('dialog', { name: text.sizeGuide });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText([text.size, text.chest, /./]);
    const firstRow = dialog.getByRole('row').nth(1);
    await expect(firstRow).toHaveText(/^XS\s*44\s*66$/);
    await dialog.getByRole('button', { name: text.inches }).click();
    await expect(dialog.getByRole('button', { name: text.inches })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstRow).toHaveText(/^XS\s*17\.3\s*26$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Also available: the same artwork on other items, each a link to its own product page.
    const also = page.getByRole('region', { name: lang === 'ar' ? 'متوفر أيضًا على' : 'Also available' });
    await expect(also.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a product id that is not a number goes home; an unknown one is the 404 page', async ({ browser }) => {
  const { page } = await openPage(browser, '/ar/products/abc');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const shop = await openPage(browser, '/en/shop/products/not-a-number');
  await expect(shop.page).toHaveURL(/\/en$/);

  for (const path of ['/ar/products/999999', '/en/shop/products/999999']) {
    const missing = await openPage(browser, path);
    expect(missing.response?.status(), path).toBe(404);
    const message = path.startsWith('/ar') ? 'لم نجد صفحة بهذا العنوان:' : 'Page Not Found:';
    await expect(missing.page.getByText(`${message} ${path}`)).toBeVisible();
  }
});

test('product lists page with real links, and the sitemap lists the pages in both languages', async ({
  browser,
}) => {
  const { page } = await openPage(browser, '/en/products');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const next = pager.getByRole('link', { name: /Next/ });
  await expect(next).toHaveAttribute('href', '/en/products?page=2');
  const firstOnPage1 = await page.getByRole('main').getByRole('heading', { level: 3 }).first().textContent();
  await next.click();
  await expect(page).toHaveURL(/\/en\/products\?page=2$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).not.toHaveText(
    firstOnPage1 ?? '',
  );
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 2');
  // Page 2 is its own page to search engines, in each language; the filter below is not.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/en/products?page=2`,
  );
  await expect(page.locator('head link[hreflang="ar"]')).toHaveAttribute(
    'href',
    `${origin}/ar/products?page=2`,
  );
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/products');

  // The category filter applies on choice and starts again at page 1.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'T-shirts: Oversized' });
  await expect(page).toHaveURL(/\/en\/products\?categoryToSubcategoryId=\d+$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/products`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('T-shirts: Oversized');
  for (const name of await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents())
    expect(name).toMatch(/Oversized/);

  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/ar', '/en', '/ar/privacy-policy', '/en/products/categories/1', '/ar/products/1'])
    expect(xml, path).toContain(`<loc>${origin}${path}</loc>`);
});

test('a collection lists its products and narrows them to one kind of item', async ({ browser }) => {
  const { page, errors } = await openPage(browser, '/ar/collection/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await expectLanguage(page, 'ar');
  const items = page.getByRole('navigation', { name: 'أنواع المنتجات' }).getByRole('link');
  await expect(items.first()).toHaveAttribute('aria-current', 'page');
  const all = await page.getByRole('main').getByRole('heading', { level: 3 }).count();
  // A kind of item names how many products it has: choosing it shows exactly those.
  const second = items.nth(1);
  const count = Number((await second.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  await second.click();
  await expect(page).toHaveURL(/\/ar\/collection\/1\?inventoryId=\d+$/);
  await expect(second).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(count);
  await expectAccessible(page);
  expect(errors).toEqual([]);

  expect((await page.goto('/en/collection/999999'))?.status()).toBe(404);
});
