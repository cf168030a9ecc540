import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { sizeLabel } from '@seed/domain/size-label';
import { addAddress, CARDS, newShopper, payOnGateway } from './checkout-helpers';
import { expectAccessible, openPage } from './helpers';

// The issue's kids' T-shirt: photographed in one colour, sold in several.
const PRODUCT = 4;

type Variant = {
  id: number;
  colorId: number;
  sizeId: number;
  count: number;
  color: { nameAr: string; nameEn: string };
  size: { label: string };
};
type Detail = {
  nameAr: string;
  nameEn: string;
  inventoryId: number;
  colorsToSizes: Variant[];
  productImages: { type: string; colorId: number | null; media: { url: { small: string } } }[];
};

async function detail(request: APIRequestContext, colorId?: number): Promise<Detail> {
  const query = colorId === undefined ? '' : `?colorId=${colorId}`;
  return (await request.get(`/api/products/${PRODUCT}${query}`)).json();
}

// A photo's name without its variant (small_, medium_, large_): each place shows the size it needs.
function photoName(product: Detail, colorId: number): string {
  const image = product.productImages.find((entry) => entry.type === 'FRONT' && entry.colorId === colorId);
  const match = /\/(?:small|medium|large)_([^/]+)\.webp$/.exec(image?.media.url.small ?? '');
  if (!match) throw new Error(`product ${PRODUCT} has no front photo in colour ${colorId}`);
  return match[1]!;
}

const photoIn = (scope: Page | Locator, name: string) => scope.locator(`img[src*="${name}"]`).first();

// A colour the product was not photographed in, with stock to spare, and one other in-stock colour.
function otherColours(product: Detail): [Variant, Variant] {
  const photographed = product.productImages[0]?.colorId;
  const inStock = product.colorsToSizes.filter((v) => v.count > 3 && v.colorId !== photographed);
  const first = inStock[0]!;
  const second = inStock.find((v) => v.colorId !== first.colorId)!;
  return [first, second];
}

test('ar: the picture follows the colour from the product page to the cart, checkout and order', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await newShopper(browser, baseURL!, 'ar');
  await addAddress(context);
  const before = await detail(context.request);
  const [chosen] = otherColours(before);

  await page.goto(`/ar/products/${PRODUCT}`);
  await page.getByRole('radio', { name: chosen.color.nameAr, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`/ar/products/${PRODUCT}\\?color=${chosen.colorId}`));
  const photo = photoName(await detail(context.request, chosen.colorId), chosen.colorId);
  const main = page.getByRole('img', { name: `${before.nameAr}، ${chosen.color.nameAr}، الأمام` });
  await expect(main).toHaveAttribute('src', new RegExp(photo));
  await page.getByRole('radio', { name: sizeLabel(chosen.size.label, 'ar'), exact: true }).check();
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();

  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('combobox').first()).toHaveValue(String(chosen.colorId));
  await expect(photoIn(panel, photo)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ar/cart');
  await expect(photoIn(page.getByRole('main'), photo)).toBeVisible();
  await page.goto('/ar/checkout');
  await expect(photoIn(page.getByRole('main'), photo)).toBeVisible();
  await page.getByRole('button', { name: 'ادفع' }).click();
  await payOnGateway(page, 'ar', CARDS.success);
  await expect(page).toHaveURL(/\/ar\/thank-you\/\d+$/);
  await expect(photoIn(page.getByRole('main'), photo)).toBeVisible();
  await page.getByRole('link', { name: 'عرض الطلب' }).click();
  await expect(page).toHaveURL(/\/ar\/orders\/\d+$/);
  await expect(photoIn(page.getByRole('main'), photo)).toBeVisible();
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  await context.close();
});

test('ar without scripts: a form per colour shows its picture, and add to cart sends the chosen colour and size', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openPage(browser, `/ar/products/${PRODUCT}`, { javaScriptEnabled: false });
  const before = await detail(context.request);
  const [shown, added] = otherColours(before);

  await page.getByRole('radio', { name: shown.color.nameAr, exact: true }).check();
  await page.getByRole('button', { name: 'اعرض هذا اللون' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${shown.colorId}(&|$)`));
  const photo = photoName(await detail(context.request, shown.colorId), shown.colorId);
  await expect(
    page.getByRole('img', { name: new RegExp(`^${before.nameAr}، ${shown.color.nameAr}،`) }),
  ).toHaveAttribute('src', new RegExp(photo));
  await expect(page.getByRole('radio', { name: shown.color.nameAr, exact: true })).toBeChecked();

  // Another colour and size chosen, then straight to the cart: the line is what was chosen.
  await page.getByRole('radio', { name: added.color.nameAr, exact: true }).check();
  await page.getByRole('radio', { name: sizeLabel(added.size.label, 'ar'), exact: true }).check();
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: before.nameAr });
  await expect(line.getByRole('combobox').first()).toHaveValue(String(added.colorId));
  await expect(line.getByRole('combobox').nth(1)).toHaveValue(String(added.sizeId));
  await context.close();
});

test('ar: the header cart button counts the pieces, after every change and a currency change', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page, errors } = await openPage(browser, `/ar/products/${PRODUCT}`, {
    viewport: { width: 1280, height: 900 },
  });
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^السلة،/ });
  await expect(cartButton).toHaveAccessibleName('السلة، فارغة');
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(cartButton).toHaveAccessibleName('السلة، قطعة واحدة');
  await expect(cartButton).toContainText('1');
  await page.keyboard.press('Escape');

  await page.goto('/ar/cart');
  const line = page.getByRole('main').getByRole('listitem').first();
  await line.getByRole('button', { name: /قطعة أخرى/ }).click();
  await expect(cartButton).toHaveAccessibleName('السلة، قطعتان');
  await line.getByRole('button', { name: /قطعة أخرى/ }).click();
  await expect(cartButton).toHaveAccessibleName('السلة، 3 قطع');
  await expect(cartButton).toContainText('3');

  await page.getByRole('banner').getByRole('combobox', { name: 'العملة' }).selectOption('USD');
  await expect(page.getByRole('main').getByText(/USD/).first()).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('السلة، 3 قطع');
  await expectAccessible(page);

  await page.goto('/en/cart');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('ar: hearts are named after what they favour, and say remove once it is a favourite', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newShopper(browser, baseURL!, 'ar');
  const product = await detail(context.request);
  await page.goto(`/ar/products/${PRODUCT}`);
  const heart = page.getByRole('main').getByRole('button', { name: `أضف ${product.nameAr} إلى المفضلة` });
  await heart.first().click();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `أزل ${product.nameAr} من المفضلة` })
      .first(),
  ).toBeVisible();
  await page.goto(`/en/products/${PRODUCT}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${product.nameEn} from favourites` })
      .first(),
  ).toBeVisible();
  await context.close();
});

test('ar: /products/{productId}/customize opens that product on its own blank item', async ({ page }) => {
  test.setTimeout(60_000);
  const product = await detail(page.request);
  await page.goto(`/ar/products/${PRODUCT}`);
  await page.getByRole('link', { name: 'خصّص هذا التصميم' }).click();
  const studio = new RegExp(`/ar/products/${product.inventoryId}/customize\\?product=${PRODUCT}$`);
  await expect(page).toHaveURL(studio);
  // The product's own address with /customize lands on the same garment, with the same design.
  await page.goto(`/ar/products/${PRODUCT}/customize`);
  await expect(page).toHaveURL(studio);
  await expect(page.getByTestId('preview-FRONT').locator('img:not([data-testid])')).toHaveAttribute(
    'src',
    /\/media\/artworks\/large_/,
  );
});

type BundleItem = {
  colorsToSizes: { colorId: number; color: { nameAr: string; nameEn: string } }[];
  media: { position: string; mockups: { colorId: number; media: { url: { medium: string } } }[] }[];
};

test('ar: a bundle item previews on its garment in the chosen colour, its text stays visible, and its cart picture is described', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await openPage(browser, '/ar');
  const { bundles } = await (await context.request.get('/api/bundling')).json();
  const bundle = (bundles as { id: number; nameEn: string }[]).find((b) => b.nameEn === 'Couple hoodies')!;
  const detailReply = await (await context.request.get(`/api/bundling/${bundle.id}`)).json();
  const item = detailReply.templatesInventoriesRelations[0].inventory as BundleItem;
  const dark = item.colorsToSizes.find((v) => ['Black', 'Navy'].includes(v.color.nameEn))!;
  const mockup = item.media
    .find((side) => side.position === 'FRONT')!
    .mockups.find((m) => m.colorId === dark.colorId)!.media.url.medium;

  await page.goto(`/ar/bundles/${bundle.id}/customize`);
  const first = page.getByRole('group', { name: /^القطعة 1 / });
  await first.getByRole('radio', { name: dark.color.nameAr, exact: true }).check();
  const figure = first.getByRole('figure');
  await expect(figure.locator('img').first()).toHaveAttribute('src', mockup);
  // The template's dark default ink would vanish on a dark garment: white is offered instead.
  await expect(first.getByLabel('لون النص')).toHaveValue('#ffffff');
  await first.getByLabel(/^النص ?\(/).fill('سارة');
  const preview = first.getByRole('img', { name: /^معاينة القطعة 1/ });
  await expect(preview).toHaveAttribute('src', /%23ffffff/);
  await expect(preview).toHaveAttribute('src', new RegExp(encodeURIComponent('سارة')));
  await page
    .getByRole('group', { name: /^القطعة 2 / })
    .getByLabel(/^النص ?\(/)
    .fill('خالد');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'أضف القطع الـ2 إلى السلة' }).click();

  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('img', { name: new RegExp(`^صورة تصميمك: .*سارة.*، باللون ${dark.color.nameAr}$`) }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
