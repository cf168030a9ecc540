import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const TEXT = {
  ar: {
    cart: 'سلة التسوق',
    more: 'قطعة أخرى من',
    fewer: 'قطعة أقل من',
    remove: 'إزالة',
    confirm: 'هل تريد إزالة هذا المنتج من سلتك؟',
    removing: 'جارٍ الإزالة…',
    checkout: 'سجّل الدخول وأتمّ الطلب',
    close: 'إغلاق السلة',
    empty: 'لا توجد منتجات في سلتك بعد.',
  },
  en: {
    cart: 'Cart',
    more: 'One more',
    fewer: 'One fewer',
    remove: 'Remove',
    confirm: 'Remove this item from your cart?',
    removing: 'Removing…',
    checkout: 'Sign in and check out',
    close: 'Close the cart',
    empty: 'Your cart has no items yet.',
  },
} as const;

type Product = { id: number; nameEn: string; nameAr: string };

const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
type Variant = { id: number; count: number };

/** Two products of the demo catalogue with a variant each that has stock to spare. */
async function twoProducts(request: APIRequestContext) {
  const list = (await (await request.get('/api/products/all?limit=2')).json()) as { products: Product[] };
  return Promise.all(
    list.products.map(async (product) => {
      const detail = (await (await request.get(`/api/products/${product.id}`)).json()) as {
        colorsToSizes: Variant[];
      };
      const variant = detail.colorsToSizes.find((candidate) => candidate.count >= 5)!;
      return { ...product, variantId: variant.id };
    }),
  );
}

/** A product of the demo catalogue and one of its sizes that is sold out (the seed has some). */
async function soldOutVariant(request: APIRequestContext) {
  const list = (await (await request.get('/api/products/all?limit=20')).json()) as { products: Product[] };
  for (const product of list.products) {
    const detail = (await (await request.get(`/api/products/${product.id}`)).json()) as {
      colorsToSizes: Variant[];
    };
    const variant = detail.colorsToSizes.find((candidate) => candidate.count === 0);
    if (variant) return { productId: product.id, variantId: variant.id };
  }
  throw new Error('The demo catalogue has no sold-out size among its first products');
}

// Items go in through the add route, as the product page's form posts them without scripts (that button is
// clicked in product-pages.spec.ts): a plain form post, answered with a 303 to the cart page, the cookie
// landing in the browser's context.
async function addAsGuest(context: BrowserContext, lang: string, product: { id: number; variantId: number }) {
  const reply = await context.request.post(`/${lang}/cart/add`, {
    form: { productId: product.id, colorsToSizesId: product.variantId, printPosition: 'FRONT', count: 1 },
  });
  expect(reply.url()).toMatch(new RegExp(`/${lang}/cart$`));
}

async function openCart(page: Page, lang: 'ar' | 'en') {
  // The header's button says «سلة التسوق» / "Cart" until the cart is read, then its count («السلة، فارغة»).
  const button = lang === 'ar' ? /^(سلة التسوق|السلة، )/ : /^Cart/;
  const panel = page.getByRole('dialog', { name: TEXT[lang].cart });
  // Right after a reload the button can be clicked before the page is hydrated, and that click opens nothing.
  await expect(async () => {
    if (!(await panel.isVisible()))
      await page.getByRole('banner').getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return panel;
}

for (const lang of ['ar', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: a guest's cart: counts, removal with confirmation, kept on reload, checkout asks to sign in`, async ({
    browser,
  }) => {
    const { context, page, errors } = await openPage(browser, `/${lang}`);
    const products = await twoProducts(context.request);
    const names = products.map((product) => (lang === 'ar' ? product.nameAr : product.nameEn));
    for (const product of products) await addAsGuest(context, lang, product);
    await page.reload();

    const panel = await openCart(page, lang);
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('link', { name: names[0] })).toBeVisible();
    // Wide screen: once slid in, the panel stands against the end side, full height (the left in Arabic).
    const viewport = page.viewportSize()!;
    const endEdge = async () => {
      const { x, width } = (await panel.boundingBox())!;
      return Math.round(lang === 'ar' ? x : x + width);
    };
    await expect.poll(endEdge).toBe(lang === 'ar' ? 0 : viewport.width);
    expect(Math.round((await panel.boundingBox())!.height)).toBe(viewport.height);
    await expectAccessible(page);
    // Opening the cart is reported to analytics, in USD whatever the shopper's currency.
    const viewCart = await page.evaluate(() =>
      (window.dataLayer as { event?: string; ecommerce?: { currency: string; items: unknown[] } }[]).find(
        (entry) => entry.event === 'view_cart',
      ),
    );
    expect(viewCart?.ecommerce).toMatchObject({ currency: 'USD', items: [{}, {}] });

    // One more of the first item: the count and the total follow the server's answer.
    const total = panel.getByText(/^(KWD|USD|SAR|AED|QAR|OMR|BHD) \d+\.\d\d$/).last();
    const before = await total.textContent();
    await panel.getByRole('button', { name: `${text.more} ${names[0]}` }).click();
    await expect(panel.getByRole('group', { name: exactly(names[0]!) }).getByRole('status')).toHaveText('2');
    await expect(total).not.toHaveText(before!);

    // At 1 the decrement does nothing.
    const fewer = panel.getByRole('button', { name: `${text.fewer} ${names[1]}` });
    await expect(fewer).toBeDisabled();
    await expect(panel.getByRole('group', { name: exactly(names[1]!) }).getByRole('status')).toHaveText('1');

    // Removal asks first; refusing keeps the line, confirming removes it.
    await panel.getByRole('button', { name: `${text.remove} ${names[1]}` }).click();
    const confirm = page.getByRole('alertdialog', { name: text.confirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.remove }).click();
    // A guest's line shows a spinner and leaves the view about a second later.
    await expect(panel.getByRole('status').filter({ hasText: text.removing })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    // The cookie keeps the cart across a reload.
    await page.reload();
    const again = await openCart(page, lang);
    await expect(again.getByRole('listitem')).toHaveCount(1);
    await expect(again.getByRole('group', { name: exactly(names[0]!) }).getByRole('status')).toHaveText('2');

    // A guest's checkout goes to sign in, and back to checkout afterwards.
    await again.getByRole('link', { name: text.checkout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth\\?redirect=/checkout$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`${lang}: on a 375 px screen the panel comes up from the bottom; Escape closes it`, async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, `/${lang}`, { viewport: { width: 375, height: 740 } });
    const panel = await openCart(page, lang);
    await expect(panel.getByText(text.empty)).toBeVisible();
    // Once it has slid in, it sits on the bottom edge, the full width of the screen.
    const bottom = async () => {
      const { y, height } = (await panel.boundingBox())!;
      return Math.round(y + height);
    };
    await expect.poll(bottom).toBe(740);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(375);
    expect(box.y).toBeGreaterThan(0);
    await expect(panel.getByRole('button', { name: text.checkout })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await context.close();
  });
}

test('the panel shows prices in the currency the shopper chose', async ({ browser }) => {
  const { context, page } = await openPage(browser, '/en');
  const [product] = await twoProducts(context.request);
  await addAsGuest(context, 'en', product!);
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  const panel = await openCart(page, 'en');
  await expect(panel.getByText(/^USD \d+\.\d\d$/).last()).toBeVisible();
  await expect(panel.getByText(/^KWD /)).toHaveCount(0);
  await context.close();
});

test('the cart page shows the lines, checks a voucher and the free-delivery progress', async ({
  browser,
}) => {
  const { context, page } = await openPage(browser, '/en');
  const [product] = await twoProducts(context.request);
  await addAsGuest(context, 'en', product!);
  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: product!.nameEn })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress towards free delivery' })).toBeVisible();

  await page.getByLabel('Voucher code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME10: 10% off' })).toBeVisible();
  await page.getByLabel('Voucher code').fill('EXPIRED5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The code EXPIRED5 has expired.')).toBeVisible();
  await page.getByLabel('Voucher code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The code NOSUCHCODE cannot be used.')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('without scripts the cart page still changes counts, and says why an add was refused', async ({
  browser,
}) => {
  const { context, page } = await openPage(browser, '/en', { javaScriptEnabled: false });
  const [product] = await twoProducts(context.request);
  await addAsGuest(context, 'en', product!);
  await page.goto('/en/cart');
  await page.getByRole('button', { name: `One more ${product!.nameEn}` }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('group', { name: exactly(product!.nameEn) }).getByRole('status')).toHaveText(
    '2',
  );

  // A size that is sold out: the add is refused and the cart page says so.
  const soldOut = await soldOutVariant(context.request);
  const refused = await context.request.post('/en/cart/add', {
    form: { productId: soldOut.productId, colorsToSizesId: soldOut.variantId, count: 1 },
  });
  expect(refused.url()).toMatch(/\/en\/cart\?cartError=SOLD_OUT$/);
  await page.goto(refused.url());
  await expect(page.getByRole('alert')).toHaveText('This colour and size is sold out.');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

  // The same refusal in Arabic, never the API's English words.
  const refusedAr = await context.request.post('/ar/cart/add', {
    form: { productId: soldOut.productId, colorsToSizesId: soldOut.variantId, count: 1 },
  });
  await page.goto(refusedAr.url());
  await expect(page.getByRole('alert')).toHaveText('نفدت الكمية من هذا اللون والمقاس.');
  await expect(page.getByText(/sold out/i)).toHaveCount(0);
  await context.close();
});

test('a tampered cart cookie loses its bad lines, with a notice, and never a forged price', async ({
  browser,
}) => {
  const { context, page } = await openPage(browser, '/en');
  const [product] = await twoProducts(context.request);
  const good = `1:${product!.id.toString(36)}:${product!.variantId.toString(36)}:1:F`;
  await context.addCookies([
    {
      name: 'guestCart',
      value: [good, '2:zzzzz:1:1:F', '3:1:1:0:F', '{price:0}'].join('|'),
      url: page.url(),
    },
  ]);
  await page.goto('/en/cart');
  await expect(page.getByRole('alert')).toHaveText(
    'Some items could no longer be found and were taken out of your cart.',
  );
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test("signing in with Apple keeps the guest's cart: the callback page merges it into the account", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const [product] = await twoProducts(context.request);
  await addAsGuest(context, 'en', product!);
  // Apple's callback reaches the API cross-site, without the cart cookie; it then sends the browser here
  // with a token, as a fresh sign-up's token stands in for.
  const signUp = await context.request.post('/api/auth/sign-up', {
    data: {
      firstName: 'Noor',
      lastName: 'Apple',
      email: `apple-${Date.now()}@example.com`,
      password: 'Desert-Falcon-Lantern-2026',
      password2: 'Desert-Falcon-Lantern-2026',
      locale: 'en',
    },
  });
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  const page = await context.newPage();
  await page.goto(`/en/auth/apple/cb?accessToken=${accessToken}&email_exists=false`);
  await expect(page).toHaveURL(`${baseURL}/en`);
  const bag = await context.request.get('/api/carts/my/bag', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(((await bag.json()) as { items: { productId: number }[] }).items.map((i) => i.productId)).toEqual([
    product!.id,
  ]);
  // Merged, so the browser's copy is gone.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('guestCart');
  await context.close();
});
