import { expect, type Page, test } from '@playwright/test';
import type { Stage } from 'konva/lib/Stage';
import sharp from 'sharp';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Creating renders a 300 DPI print file and mockups per side on the server: seconds on a busy machine.
const CREATE_TIMEOUT = 120_000;

// The demo seed's first blank item: the classic t-shirt (DTG, embroidery and sublimation; back print).
const TEE = 1;
// The blank tee's studio: the alias, whose id is always a blank item (/products/1/customize is product 1's).
const blankStudio = (lang: string) =>
  `/${lang}/customization/product/${TEE}/customization-type/normal/fast-customization`;
const CUSTOMER = { email: 'customer@demo.seed', password: 'demo-password-2026' };

async function signIn(page: Page, redirect: string) {
  await page.goto(`/en/auth?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await page.getByLabel('With your password').check();
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`), { timeout: 30_000 });
}

// A print-sized picture (1800 px: about 200 DPI over the back's 32 cm), made here rather than committed.
async function picture(): Promise<Buffer> {
  return sharp({
    create: { width: 1800, height: 1800, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** Frame times while the mouse drags the layer under the canvas's print-area centre (reported, not judged). */
async function measureDrag(page: Page) {
  const canvas = page.getByTestId('studio-canvas').locator('canvas').first();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { frameTimes: number[] }).frameTimes = times;
    const tick = (time: number) => {
      times.push(time);
      if (times.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const start = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.42 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 60; step++) {
    await page.mouse.move(start.x + step * 0.5, start.y + step * 0.3);
  }
  await page.mouse.up();
  const times = await page.evaluate(() => (window as unknown as { frameTimes: number[] }).frameTimes);
  const gaps = times.slice(1).map((time, i) => time - (times[i] as number));
  const sorted = [...gaps].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
  const description = `${gaps.length} frames, mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...gaps).toFixed(1)} ms`;
  test.info().annotations.push({ type: 'drag frame times', description });
  console.log(`drag frame times: ${description}`);
}

type Point = { x: number; y: number };

/**
 * What the canvas's Konva stage holds, in page pixels: the first layer's centre, the transformer's
 * rotation handle and bottom-right corner, which centre guides show, and how the nodes are kept. Only the
 * guides are not visible in the page's HTML; the rest finds the handles a shopper would grab.
 */
async function stageState(page: Page) {
  const canvas = await page.getByTestId('studio-canvas').locator('canvas').first().boundingBox();
  if (!canvas) throw new Error('no canvas');
  const stage = await page.evaluate(() => {
    const konva = (window as unknown as { Konva?: { stages: Stage[] } }).Konva;
    const stage = konva?.stages[0];
    if (!stage) return null;
    // The mockup is an Image too, but only layers can be dragged.
    const layer = stage.find('Text, Image').find((node) => node.draggable());
    const transformer = stage.findOne('Transformer') as import('konva/lib/shapes/Transformer').Transformer;
    const at = (selector: string) => transformer.findOne(selector)?.getAbsolutePosition() ?? null;
    return {
      stages: konva.stages.length,
      width: stage.width(),
      centre: layer?.getAbsolutePosition() ?? null,
      rotater: at('.rotater'),
      corner: at('.bottom-right'),
      guides: stage.find('Line').map((line) => line.visible()),
      texts: stage.find('Text').length,
      selected: transformer.nodes()[0] === layer,
    };
  });
  if (!stage) throw new Error('no Konva stage');
  const onPage = (point: Point | null) => point && { x: canvas.x + point.x, y: canvas.y + point.y };
  return {
    ...stage,
    canvasWidth: canvas.width,
    centre: onPage(stage.centre),
    rotater: onPage(stage.rotater),
    corner: onPage(stage.corner),
  };
}

async function drag(page: Page, from: Point | null, to: Point, during?: () => Promise<void>) {
  if (!from) throw new Error('nothing to grab');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await during?.();
  await page.mouse.up();
}

/**
 * Drags the selected layer's bottom-right corner along its diagonal so that the layer is `scale` times its
 * size: the opposite corner stays where it is.
 */
async function scaleSelected(page: Page, scale: number) {
  const { centre, corner } = await stageState(page);
  if (!centre || !corner) throw new Error('no selected layer');
  const reach = 2 * scale - 1;
  const to = { x: centre.x + (corner.x - centre.x) * reach, y: centre.y + (corner.y - centre.y) * reach };
  await drag(page, corner, to);
}

test('a shopper designs a back print in Arabic and finds the product in the cart', async ({ browser }) => {
  test.setTimeout(CREATE_TIMEOUT + 60_000);
  const studio = blankStudio('ar');
  const { context, page, errors } = await openPage(browser, '/ar');
  await signIn(page, studio);
  await page.waitForLoadState('networkidle');

  await page.getByText('طباعة مباشرة على القماش').click();
  await page.locator('fieldset', { hasText: 'مكان الطباعة' }).getByText('الخلف', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'التصميم: الخلف' })).toBeVisible();

  await page
    .getByLabel('ارفع صورة')
    .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: await picture() });
  await expect(page.getByRole('button', { name: 'صورة', exact: true })).toBeVisible({ timeout: 20_000 });
  await measureDrag(page);
  // A corner scales the picture, keeping its proportions.
  const placed = page.getByTestId('preview-BACK').locator('img:not([data-testid])');
  const before = await placed.boundingBox();
  // Smaller, as the design must stay inside the print area to be created below.
  await scaleSelected(page, 0.7);
  await expect.poll(async () => (await placed.boundingBox())?.width).toBeLessThan((before?.width ?? 0) * 0.8);
  const after = await placed.boundingBox();
  expect((after?.height ?? 0) / (after?.width ?? 1)).toBeCloseTo(
    (before?.height ?? 0) / (before?.width ?? 1),
    2,
  );

  await page.getByRole('button', { name: 'أضف نصًا' }).click();
  await page.getByRole('textbox', { name: 'النص', exact: true }).fill('مرحبا بالعالم');
  await expect(page.getByTestId('preview-BACK')).toContainText('مرحبا بالعالم');
  await expect(page.getByTestId('preview-BACK').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('studio-price')).toContainText('KWD');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'أنشئ المنتج وأضفه إلى السلة' }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/, { timeout: CREATE_TIMEOUT });
  await expect(page.getByText('تيشيرت قطني كلاسيكي: تصميمك').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a guest designs on a phone in English, signs in, and keeps the design', async ({ browser }) => {
  test.setTimeout(CREATE_TIMEOUT + 60_000);
  const studio = `/en/customization/product/${TEE}/customization-type/normal/fast-customization`;
  const { context, page } = await openPage(browser, studio, { viewport: { width: 375, height: 800 } });
  await expect(page.getByRole('heading', { name: /Design your/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to upload an image' })).toBeVisible();
  // The print fonts (60–260 KB each) load only once a text layer uses one.
  const studioFonts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/studio/fonts/'))
        .map((entry) => entry.name),
    );
  await page.waitForLoadState('networkidle');
  expect(await studioFonts()).toEqual([]);
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Team Seed');
  await expect.poll(async () => (await studioFonts()).length).toBeGreaterThan(0);
  await expect(page.getByTestId('preview-FRONT')).toContainText('Team Seed');
  // The keys: Delete removes the selected layer from the canvas, Ctrl+Z brings it back.
  await page.getByRole('application', { name: 'Design canvas' }).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('preview-FRONT')).not.toContainText('Team Seed');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('preview-FRONT')).toContainText('Team Seed');
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create and add to cart' }).click();
  await expect(page).toHaveURL(/\/en\/auth\?redirect=/);
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await page.getByLabel('With your password').check();
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page).toHaveURL(new RegExp(`${studio}$`));
  await expect(page.getByTestId('preview-FRONT')).toContainText('Team Seed');
  await page.getByRole('button', { name: 'Create and add to cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/, { timeout: CREATE_TIMEOUT });
  await expect(page.getByText('Classic cotton t-shirt: your design').first()).toBeVisible();
  await context.close();
});

test("a design the API refuses is told in Arabic by its reason, never in the API's English", async ({
  browser,
}) => {
  test.setTimeout(CREATE_TIMEOUT);
  const studio = blankStudio('ar');
  const { context, page } = await openPage(browser, '/ar');
  await signIn(page, studio);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'أضف نصًا' }).click();
  await page.getByRole('textbox', { name: 'النص', exact: true }).fill('مرحبا');
  // The studio only offers its own fonts, so the refused one is put in the design on its way to the server,
  // as a stale page or another client would send it.
  await page.route('**/fast-customization.data*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const form = new URLSearchParams(route.request().postData() ?? '');
    form.set(
      'design',
      (form.get('design') ?? '').replaceAll(/"fontFamily":"[^"]*"/g, '"fontFamily":"Comic Sans"'),
    );
    await route.continue({ postData: form.toString() });
  });
  await page.getByRole('button', { name: 'أنشئ المنتج وأضفه إلى السلة' }).click();
  await expect(page.getByRole('alert')).toHaveText('هذا الخط لم يعد متاحًا. اختر خطًا آخر.');
  await expect(page.getByText(/not offered/i)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${studio}$`));
  await context.close();
});

test('the canvas: a drag snaps to the centre lines with a guide and is one undo step; the handles rotate and scale within the limits', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page, errors } = await openPage(browser, blankStudio('en'), {
    viewport: { width: 1280, height: 800 },
  });
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Seed');
  const text = page.getByTestId('preview-FRONT').locator('span', { hasText: 'Seed' });
  const layerButton = page.getByRole('button', { name: 'Text: Seed' });
  await expect(layerButton).toHaveAttribute('aria-pressed', 'true');
  // When the print font arrives the text node is made again, and the transformer follows it.
  await expect.poll(async () => (await stageState(page)).selected).toBe(true);
  const start = await stageState(page);
  expect(start.texts).toBe(1);
  expect(start.guides).toEqual([false, false]);
  const left = await text.evaluate((span) => span.style.left);
  const top = await text.evaluate((span) => span.style.top);

  // 40 px off the vertical centre line, 3 px off the horizontal one: it snaps onto that one, with its guide.
  const centre = start.centre as Point;
  await drag(page, centre, { x: centre.x + 40, y: centre.y + 3 }, async () => {
    const held = await stageState(page);
    expect(held.guides).toEqual([false, true]);
    expect(held.centre?.y).toBeCloseTo(centre.y, 5);
  });
  expect((await stageState(page)).guides).toEqual([false, false]);
  await expect(text).not.toHaveAttribute('style', new RegExp(`left: ${left}`));
  expect(await text.evaluate((span) => span.style.top)).toBe(top);
  // The whole drag reached the design once: one undo puts the layer back.
  await page.getByRole('application', { name: 'Design canvas' }).focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => text.evaluate((span) => span.style.left)).toBe(left);

  // The handle above the layer turns it; dropped near a quarter turn it snaps to 90°.
  const turning = await stageState(page);
  const pivot = turning.centre as Point;
  const radius = pivot.y - (turning.rotater?.y ?? pivot.y);
  await drag(page, turning.rotater, { x: pivot.x + radius, y: pivot.y + 4 });
  await expect(text).toHaveAttribute('style', /rotate\(90deg\)/);

  // A corner scales the text's font size, which stops at the garment's largest (96 pt for the tee).
  const fontSize = page.getByRole('spinbutton', { name: /^Size/ });
  await expect(fontSize).toHaveValue('72');
  await scaleSelected(page, 1.5);
  await expect(fontSize).toHaveValue('96');
  await expect(text).toHaveAttribute('style', /rotate\(90deg\)/);

  // A press on the canvas outside every layer lets go of the selection; a press on the layer takes it again.
  const canvas = await page.getByTestId('studio-canvas').locator('canvas').first().boundingBox();
  await page.mouse.click((canvas?.x ?? 0) + 4, (canvas?.y ?? 0) + 4);
  await expect(layerButton).toHaveAttribute('aria-pressed', 'false');
  expect((await stageState(page)).selected).toBe(false);
  const { centre: now } = await stageState(page);
  await page.mouse.click(now?.x ?? 0, now?.y ?? 0);
  await expect(layerButton).toHaveAttribute('aria-pressed', 'true');

  // The stage follows its box when the page narrows.
  await page.setViewportSize({ width: 700, height: 800 });
  await expect.poll(async () => (await stageState(page)).canvasWidth).toBeLessThan(start.canvasWidth);
  const narrow = await stageState(page);
  expect(narrow.width).toBe(Math.round(narrow.canvasWidth));
  expect(narrow.stages).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('the studio needs a numeric id unless hideHeader is set; the header leads to the blank items', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en/products/abc/customize');
  await expect(page).toHaveURL(/\/en$/);
  const embedded = await page.goto('/en/products/abc/customize?hideHeader=1');
  expect(embedded?.status()).toBe(404);
  await page.goto('/ar');
  await page.getByRole('navigation').getByRole('link', { name: 'صمّم بنفسك' }).first().click();
  await expect(page).toHaveURL(/\/ar\/customize$/, { timeout: 20_000 });
  await page.getByRole('link', { name: /تيشيرت قطني كلاسيكي/ }).click();
  await expect(page).toHaveURL(new RegExp(`${blankStudio('ar')}$`), { timeout: 20_000 });
});

test('a catalogue product opens in the studio with its artwork, and the garment follows the colour', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const listed = await (await page.request.get('/api/products/all?limit=100')).json();
  const product = (listed.products as { id: number; inventoryId: number; artworkId: number | null }[]).find(
    (p) => p.inventoryId === TEE && p.artworkId !== null,
  );
  if (!product) throw new Error('the demo seed has no artist tee');
  await page.goto(`/en/products/${product.id}`);
  await page.getByRole('link', { name: 'Customise this design' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/products/${TEE}/customize\\?product=${product.id}$`));

  const front = page.getByTestId('preview-FRONT');
  await expect(front.locator('img:not([data-testid])')).toHaveAttribute('src', /\/media\/artworks\/large_/);
  await expect(page.getByRole('button', { name: 'Image', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  // The artwork is the artist's: the shopper places it but does not process it.
  await expect(page.getByRole('button', { name: 'Remove background' })).toHaveCount(0);

  const mockup = page.getByTestId('preview-mockup-FRONT');
  const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
  const checked = await colours.evaluateAll((radios) =>
    radios.findIndex((radio) => (radio as HTMLInputElement).checked),
  );
  const firstColour = await mockup.getAttribute('data-color-id');
  const firstSrc = await mockup.getAttribute('src');
  await colours.nth(checked === 0 ? 1 : 0).check();
  await expect(mockup).not.toHaveAttribute('data-color-id', firstColour ?? '');
  const nextSrc = await mockup.getAttribute('src');
  expect(nextSrc).toMatch(/\/media\/mockups\/large_/);
  expect(nextSrc).not.toBe(firstSrc);

  const missing = await page.goto(`/en/products/${TEE}/customize?product=99999999`);
  expect(missing?.status()).toBe(404);
});

// A red disc on flat green, small so the model's seconds are spent once.
async function discPhoto(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#88ddaa"/><circle cx="300" cy="300" r="170" fill="#cc2200"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadInArabicStudio(browser: import('@playwright/test').Browser) {
  const studio = blankStudio('ar');
  const opened = await openPage(browser, '/ar');
  await signIn(opened.page, studio);
  await opened.page.waitForLoadState('networkidle');
  await opened.page
    .getByLabel('ارفع صورة')
    .setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: await discPhoto() });
  await expect(opened.page.getByRole('button', { name: 'صورة', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await opened.page.getByRole('button', { name: 'صورة', exact: true }).click();
  return opened;
}

test.describe('background removal', () => {
  // The real model takes seconds of both cores; a failure is to be read, not retried.
  test.describe.configure({ retries: 0 });

  test('cuts the background out of an upload with the local model, showing progress', async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page, errors } = await uploadInArabicStudio(browser);
    const layerPicture = page.getByTestId('preview-FRONT').locator('img:not([data-testid])');
    const before = await layerPicture.getAttribute('src');

    await page.getByRole('button', { name: 'إزالة الخلفية' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'جارٍ إزالة الخلفية…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إزالة الخلفية' })).toBeDisabled();
    await expect(layerPicture).not.toHaveAttribute('src', before ?? '', { timeout: 200_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);

    const cutOut = await page.request.get((await layerPicture.getAttribute('src')) ?? '');
    const { data, info } = await sharp(await cutOut.body())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? -1;
    expect(alpha(3, 3)).toBeLessThan(20);
    expect(alpha(Math.round(info.width / 2), Math.round(info.height / 2))).toBeGreaterThan(230);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('refuses a non-image and says so in Arabic when the job fails', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await uploadInArabicStudio(browser);
    await page
      .getByLabel('ارفع صورة')
      .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert')).toHaveText('يمكن إضافة ملفات الصور فقط.');

    // An image that is not the shopper's own is refused by the API; the studio tells the reason in Arabic.
    await page.route('**/studio/background', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: 'mediaId=2147483000' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'صورة', exact: true }).click();
    await page.getByRole('button', { name: 'إزالة الخلفية' }).click();
    await expect(page.getByText('لم نجد ما طلبته، فربما لم يعد متاحًا.')).toBeVisible();
    await expect(page.getByText(/not found/i)).toHaveCount(0);
    await page.unrouteAll();

    // The job's failure is forced in the browser (the model cannot be made to fail on demand, and a real
    // job would spend seconds of CPU for nothing): the studio's start and poll answer as the API does for a
    // job that failed.
    await page.route('**/studio/background', (route) => route.fulfill({ json: { jobId: 'forced-failure' } }));
    await page.route('**/studio/background?jobId=forced-failure', (route) =>
      route.fulfill({ json: { status: 'failed', progress: 0 } }),
    );
    await page.getByRole('button', { name: 'صورة', exact: true }).click();
    await page.getByRole('button', { name: 'إزالة الخلفية' }).click();
    await expect(page.getByText('تعذّرت إزالة الخلفية.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'إزالة الخلفية' })).toBeEnabled();
    await context.close();
  });
});
