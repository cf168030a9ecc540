import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import ar from '../../app/locales/ar/common.json' with { type: 'json' };
import mediaRefusals from '../../app/locales/ar/refusals/media.json' with { type: 'json' };
import en from '../../app/locales/en/common.json' with { type: 'json' };
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Both languages sign in as the demo customer and leave their cart as they found it: one at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const MESSAGES = { ar, en } as const;
const BUNDLE = { ar: 'هوديز للزوجين', en: 'Couple hoodies' } as const;
const NAMES = { ar: ['سارة', 'خالد'], en: ['نورة', 'فهد'] } as const;
// The text control of the seed templates; its label ends with its maximum length, "(up to 24 characters)".
const CONTROL = { ar: 'النص', en: 'Text' } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function signIn(page: Page, lang: 'ar' | 'en') {
  const auth = MESSAGES[lang].auth;
  await page.goto(`/${lang}/auth?redirect=${encodeURIComponent(`/${lang}/cart`)}`);
  await page.getByLabel(auth.email).fill('customer@demo.seed');
  await page.getByLabel(auth.byPassword).check();
  await page.getByLabel(auth.password, { exact: true }).fill('demo-password-2026');
  await page.getByRole('button', { name: auth.signInWithPassword }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: customise a bundle with Arabic names, add it as a guest, find it merged after sign-in`, async ({
    browser,
  }) => {
    const t = MESSAGES[lang].bundles;
    const cart = MESSAGES[lang].cart;
    const { context, page, errors } = await openPage(browser, `/${lang}`);

    // The home page's bundle list leads to the bundle: what is inside, its price and saving.
    const section = page.getByRole('region', { name: t.homeTitle });
    await section.getByRole('link', { name: BUNDLE[lang] }).click();
    await expect(page.getByRole('heading', { level: 1, name: BUNDLE[lang] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.inside })).toBeVisible();
    await expect(page.getByText(fill(t.save, { percent: 10 }))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: t.startCustomizing }).click();

    // Each hoodie gets a name in Arabic; its preview follows what is typed.
    await expect(page).toHaveURL(new RegExp(`/${lang}/bundles/\\d+/customize$`));
    for (const [index, name] of NAMES[lang].entries()) {
      const item = page.getByRole('group', {
        name: new RegExp(fill(t.slot, { number: index + 1, total: 2, name: '' })),
      });
      await item.getByLabel(new RegExp(`^${CONTROL[lang]} ?\\(`)).fill(name);
      const preview = item.getByRole('img', {
        name: new RegExp(fill(t.previewOf, { number: index + 1, name: '' })),
      });
      await expect(preview).toHaveAttribute('src', new RegExp(encodeURIComponent(name)));
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: fill(t.addAll, { count: 2 }) }).click();

    // The guest's cart shows the two hoodies as one bundle, with its discount.
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    const group = page.getByRole('listitem').filter({ hasText: fill(cart.bundle, { name: BUNDLE[lang] }) });
    await expect(group).toContainText(fill(t.discount, { percent: 10 }));
    for (const name of NAMES[lang]) await expect(group).toContainText(name);
    await expectAccessible(page);

    // Signed in, the same bundle is in the account's cart, still one group at the bundle price.
    await signIn(page, lang);
    const merged = page
      .getByRole('listitem')
      .filter({ hasText: NAMES[lang][0] })
      .filter({
        hasText: fill(cart.bundle, { name: BUNDLE[lang] }),
      });
    await expect(merged).toContainText(fill(t.discount, { percent: 10 }));
    await expect(merged).toContainText(NAMES[lang][1]);

    // Removing the bundle takes both hoodies with it.
    await merged.getByRole('button', { name: fill(cart.removeBundle, { name: BUNDLE[lang] }) }).click();
    await page.getByRole('button', { name: cart.confirmYes, exact: true }).click();
    await expect(page.getByText(NAMES[lang][0])).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

const PHOTO_BUNDLE = { ar: 'تيشيرت بصورتك', en: 'Photo tee' } as const;
const PHOTO_LABEL = { ar: 'صورتك', en: 'Your photo' } as const;
const PHOTO_NAME = { ar: 'عائلة سارة', en: 'Team Noura' } as const;
// A green square with a white band: large enough to print sharp in the template's photo slot.
const photo = () =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#1e8449' } })
    .composite([
      {
        input: { create: { width: 1200, height: 200, channels: 3, background: '#ffffff' } },
        left: 0,
        top: 500,
      },
    ])
    .png()
    .toBuffer();

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a photo in a template's image control shows in the preview and on the cart line`, async ({
    browser,
  }) => {
    const t = MESSAGES[lang].bundles;
    const cart = MESSAGES[lang].cart;
    const { context, page, errors } = await openPage(browser, `/${lang}`);
    await signIn(page, lang);

    await page.goto(`/${lang}`);
    await page
      .getByRole('region', { name: t.homeTitle })
      .getByRole('link', { name: PHOTO_BUNDLE[lang] })
      .click();
    await page.getByRole('link', { name: t.startCustomizing }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/bundles/\\d+/customize$`));

    const item = page.getByRole('group', {
      name: new RegExp(fill(t.slot, { number: 1, total: 1, name: '' })),
    });
    const preview = item.getByRole('img', { name: new RegExp(fill(t.previewOf, { number: 1, name: '' })) });
    // Before a photo the slot is empty: the preview carries no picture.
    await expect(preview).not.toHaveAttribute('src', /data%3Aimage%2Fjpeg/);
    await item.getByLabel(new RegExp(`^${CONTROL[lang]} ?\\(`)).fill(PHOTO_NAME[lang]);
    await item
      .getByLabel(PHOTO_LABEL[lang], { exact: true })
      .setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: await photo() });
    await expect(item.getByText(t.photo.added)).toBeVisible();
    // The browser compressed it to JPEG; the API drew it into the template as a data: URL.
    await expect(preview).toHaveAttribute('src', /data%3Aimage%2Fjpeg%3Bbase64%2C/);
    await expect(preview).toHaveAttribute('src', new RegExp(encodeURIComponent(PHOTO_NAME[lang])));
    // 240 DPI in its slot: no warning of any kind.
    for (const message of [t.photo.lowResolution, t.photo.tooSmall]) {
      await expect(item.getByText(message.split('{{dpi}}')[0]!)).toHaveCount(0);
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: fill(t.addAll, { count: 1 }) }).click();

    // The cart line shows the picture made for this item: a /media picture of its own product.
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    const group = page
      .getByRole('listitem')
      .filter({ hasText: fill(cart.bundle, { name: PHOTO_BUNDLE[lang] }) })
      .filter({ hasText: PHOTO_NAME[lang] });
    const picture = group.locator('img').first();
    await expect(picture).toHaveAttribute('src', /\/media\/bundles\/\w+_\w+\.webp$/);
    const src = (await picture.getAttribute('src'))!;
    const bag = await (await page.request.get(`/api/carts/my/bag`)).json();
    const line = (bag.items as { productId: number; media: { url: Record<string, string> } | null }[]).find(
      (candidate) =>
        Object.values(candidate.media?.url ?? {}).some((url) =>
          url.endsWith(new URL(src, page.url()).pathname),
        ),
    );
    expect(line, "the picture is the cart line product's own").toBeTruthy();
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);

    await group.getByRole('button', { name: fill(cart.removeBundle, { name: PHOTO_BUNDLE[lang] }) }).click();
    await page.getByRole('button', { name: cart.confirmYes, exact: true }).click();
    await expect(page.getByText(PHOTO_NAME[lang])).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('without scripts, a photo chosen in the form is uploaded with it and printed on the item', async ({
  browser,
}) => {
  const t = MESSAGES.en.bundles;
  const cart = MESSAGES.en.cart;
  const { context, page, errors } = await openPage(browser, '/en');
  await signIn(page, 'en');
  const bundles = (await (await page.request.get('/api/bundling')).json()).bundles as {
    id: number;
    nameEn: string;
  }[];
  const bundleId = bundles.find((bundle) => bundle.nameEn === PHOTO_BUNDLE.en)!.id;
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noScripts.newPage();
  await plain.goto(`/en/bundles/${bundleId}/customize`);
  const item = plain.getByRole('group', {
    name: new RegExp(fill(t.slot, { number: 1, total: 1, name: '' })),
  });
  await item.getByLabel(new RegExp(`^${CONTROL.en} ?\\(`)).fill('No script');
  await item
    .getByLabel(PHOTO_LABEL.en, { exact: true })
    .setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: await photo() });
  await plain.getByRole('button', { name: t.updatePreview }).click();
  await expect(item.getByText(t.photo.added)).toBeVisible();
  const preview = item.getByRole('img', { name: new RegExp(fill(t.previewOf, { number: 1, name: '' })) });
  // Sent as it was chosen (no compression without scripts): a PNG, drawn in as one.
  await expect(preview).toHaveAttribute('src', /data%3Aimage%2F(png|jpeg)%3Bbase64%2C/);
  await plain.getByRole('button', { name: fill(t.addAll, { count: 1 }) }).click();
  await expect(plain).toHaveURL(/\/en\/cart$/);
  const line = plain.getByRole('listitem').filter({ hasText: 'No script' }).locator('img').first();
  await expect(line).toHaveAttribute('src', /\/media\/bundles\/\w+_\w+\.webp$/);
  await noScripts.close();

  await page.goto('/en/cart');
  const group = page
    .getByRole('listitem')
    .filter({ hasText: fill(cart.bundle, { name: PHOTO_BUNDLE.en }) })
    .filter({ hasText: 'No script' });
  await group.getByRole('button', { name: fill(cart.removeBundle, { name: PHOTO_BUNDLE.en }) }).click();
  await page.getByRole('button', { name: cart.confirmYes, exact: true }).click();
  await expect(page.getByText('No script')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('ar: without scripts, a file that is no picture is refused in Arabic, by its reason', async ({
  browser,
}) => {
  const t = MESSAGES.ar.bundles;
  const { context, page, errors } = await openPage(browser, '/ar');
  await signIn(page, 'ar');
  const bundles = (await (await page.request.get('/api/bundling')).json()).bundles as {
    id: number;
    nameEn: string;
  }[];
  const bundleId = bundles.find((bundle) => bundle.nameEn === PHOTO_BUNDLE.en)?.id;
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noScripts.newPage();
  await plain.goto(`/ar/bundles/${bundleId}/customize`);
  const item = plain.getByRole('group', {
    name: new RegExp(fill(t.slot, { number: 1, total: 1, name: '' })),
  });
  await item
    .getByLabel(PHOTO_LABEL.ar, { exact: true })
    .setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await plain.getByRole('button', { name: t.updatePreview }).click();
  const alert = plain.getByRole('alert');
  await expect(alert).toContainText(t.errors.upload);
  await expect(alert).toContainText(mediaRefusals.UNSUPPORTED_IMAGE_TYPE);
  // The API's English message never reaches an Arabic shopper.
  await expect(alert).not.toContainText(/file|image|type/i);
  await noScripts.close();
  expect(errors).toEqual([]);
  await context.close();
});

test('a bundle address without an id goes home; an unknown bundle is not found', async ({ page }) => {
  await page.goto('/en/bundles');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/ar/customization/bundle/abc/customization-type/bundle');
  await expect(page).toHaveURL(/\/ar$/);
  const missing = await page.goto('/en/bundles/999999');
  expect(missing?.status()).toBe(404);
});
