import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Three people signing in, uploads and product photos drawn: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** The moderator's decision on the artwork page open in `page`: a reason from the list, a note, a button. */
async function decide(page: Page, button: string, reason?: string, note?: string) {
  if (reason) await page.getByLabel('السبب').selectOption(reason);
  if (note) await page.getByLabel('ملاحظة للفنان').fill(note);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('Arabic: a placed artwork is refused with a reason, changed, sent again, approved, then taken down at once', async ({
  browser,
  baseURL,
}) => {
  const base = String(baseURL);
  const suffix = randomUUID().slice(0, 8);
  const title = `Dunes ${suffix}`;
  const titleAr = `كثبان ${suffix}`;

  // The artist publishes with a placement: the top start quarter of the print area, at half size.
  const artist = await signedIn(browser, base, 'artist@demo.seed', '/ar/artist-portal/artworks/new');
  const art = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await artist.page
    .getByLabel('صورة العمل الفني')
    .setInputFiles({ name: 'dunes.png', mimeType: 'image/png', buffer: art });
  await artist.page.getByLabel('العنوان بالإنجليزية').fill(title);
  await artist.page.getByLabel('العنوان بالعربية').fill(titleAr);
  await artist.page
    .getByRole('group', { name: 'القطع التي يُطبع عليها' })
    .getByRole('checkbox')
    .first()
    .check();
  await artist.page.getByLabel('أفقيًا، من اليسار إلى اليمين (٪)').fill('25');
  await artist.page.getByLabel('عموديًا، من الأعلى إلى الأسفل (٪)').fill('25');
  await artist.page.getByLabel('الحجم (٪ من مساحة الطباعة)').fill('50');
  await expectAccessible(artist.page);
  await artist.page.getByRole('button', { name: 'نشر' }).click();
  await expect(artist.page).toHaveURL(/\/ar\/artist-portal\/artworks\?published=1$/, { timeout: 60_000 });

  // The moderator finds it in the queue, sees the picture, its products and its placement, and refuses it.
  const moderator = await signedIn(browser, base, 'moderator@demo.seed', '/ar/admin/moderation');
  const { page } = moderator;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المراجعة');
  await expectAccessible(page);
  await page.getByRole('link', { name: titleAr }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/moderation\/artworks\/\d+$/);
  const artworkId = Number(/artworks\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  await expect(page.getByRole('img', { name: titleAr, exact: true })).toBeVisible();
  await expect(
    page.getByText('مركزه على بعد 25٪ عرضًا و25٪ طولًا من مساحة الطباعة، بحجم 50٪ منها'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'المنتجات التي يُطبع عليها' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectAccessible(page);
  // Refusing without a reason is refused, in Arabic.
  await decide(page, 'ارفض');
  await expect(page.getByRole('alert')).toHaveText('اختر سببًا من القائمة.');
  await decide(page, 'ارفض', 'LOW_QUALITY', 'الحواف غير واضحة');
  await expect(page.getByRole('status')).toHaveText('رُفض: أُبلغ الفنان بالسبب.');
  await expect(page.getByRole('region', { name: 'القرارات السابقة' })).toContainText('الحواف غير واضحة');

  // The artist sees why, changes it and sends it again.
  await artist.page.goto('/ar/artist-portal/artworks');
  const row = artist.page.getByRole('listitem').filter({ hasText: titleAr });
  await expect(row).toContainText('مرفوض');
  await expect(row).toContainText('جودة الصورة لا تكفي للطباعة');
  await expect(row).toContainText('الحواف غير واضحة');
  await expectAccessible(artist.page);
  await row.getByRole('link', { name: `تعديل ${titleAr}` }).click();
  await expect(artist.page.getByRole('heading', { level: 1 })).toHaveText('تعديل العمل الفني');
  await expect(artist.page.getByLabel('الحجم (٪ من مساحة الطباعة)')).toHaveValue('50');
  await expectAccessible(artist.page);
  const newTitleAr = `كثبان ذهبية ${suffix}`;
  await artist.page.getByLabel('العنوان بالعربية').fill(newTitleAr);
  await artist.page.getByRole('button', { name: 'احفظ وأرسله مرة أخرى' }).click();
  await expect(artist.page.getByRole('status')).toHaveText('حُفظ وأُرسل إلى فريق المراجعة مرة أخرى.', {
    timeout: 60_000,
  });
  await expect(artist.page.getByText('بانتظار الموافقة')).toBeVisible();

  // Back in the queue; approved, it is in the shop.
  await page.goto('/ar/admin/moderation');
  await page.getByRole('link', { name: newTitleAr }).click();
  await decide(page, 'اقبل');
  await expect(page.getByRole('status')).toHaveText('قُبل: هو معروض في المتجر الآن.');
  const shopper = await openPage(browser, `/ar/shop/artworks/${artworkId}`);
  expect(shopper.response?.status()).toBe(200);
  await expect(shopper.page.getByRole('heading', { level: 1 })).toContainText(newTitleAr);

  // Taken down with a reason: gone from the shop on the very next visit.
  await decide(page, 'أزله من المتجر', 'COPYRIGHT', 'شكوى من صاحب الحقوق');
  await expect(page.getByRole('status')).toHaveText('أُزيل: خرج من المتجر فورًا.');
  expect((await shopper.page.goto(`/ar/shop/artworks/${artworkId}`))?.status()).toBe(404);
  expect((await shopper.page.request.get(`/api/artwork/${artworkId}`)).status()).toBe(404);
  await artist.page.goto('/ar/artist-portal/artworks');
  await expect(artist.page.getByRole('listitem').filter({ hasText: newTitleAr })).toContainText(
    'أُزيل من المتجر',
  );

  // The applications to become an artist sit beside the queue, filtered by their state in the URL.
  await page.goto('/ar/admin/moderation');
  await page.getByRole('link', { name: 'طلبات الانضمام فنانين' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلبات الانضمام فنانين');
  await page
    .getByRole('navigation', { name: 'الطلبات حسب الحالة' })
    .getByRole('link', { name: 'مرفوض' })
    .click();
  await expect(page).toHaveURL(/status=REJECTED$/);
  await expectAccessible(page);

  // English mirrors it.
  await page.goto(`/en/admin/moderation/artworks/${artworkId}`);
  await expect(page.getByRole('heading', { name: 'Earlier decisions' })).toBeVisible();
  await expectAccessible(page);
  // The one refusal on purpose (no reason chosen) answered 400; nothing else may fail.
  expect(moderator.errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  for (const context of [artist.context, moderator.context, shopper.context]) await context.close();
});

test('Arabic: the artist edits their shop, and the shop page shows it; a taken address is refused', async ({
  browser,
  baseURL,
}) => {
  const { context, page, errors } = await signedIn(
    browser,
    String(baseURL),
    'artist@demo.seed',
    '/ar/artist-portal/shop',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('متجري');
  await expectAccessible(page);
  const suffix = randomUUID().slice(0, 6);
  await page.getByLabel('المسمى الوظيفي بالعربية').fill(`رسّامة ${suffix}`);
  await page.getByLabel('نبذة عنك بالعربية').fill(`أرسم الصحراء والبحر ${suffix}`);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('حُفظ متجرك.');
  await page.getByRole('link', { name: 'اعرض متجرك' }).click();
  await expect(page.getByText(`رسّامة ${suffix}`)).toBeVisible();
  await expect(page.getByText(`أرسم الصحراء والبحر ${suffix}`)).toBeVisible();

  // Another artist's address, and one the store keeps for itself.
  const artists = (await (await page.request.get('/api/users/all/artist?limit=50')).json()).artists as {
    subdomain: string;
  }[];
  const taken = artists.map((one) => one.subdomain).find((one) => one !== 'noura');
  await page.goto('/ar/artist-portal/shop');
  await page.getByLabel('عنوان متجرك').fill(String(taken));
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('هذا العنوان مستخدم لمتجر آخر. اختر عنوانًا غيره.');
  await page.getByLabel('عنوان متجرك').fill('www');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('لا يمكن استخدام هذا العنوان');
  expect((await (await page.request.get('/api/users/subdomain/noura')).json()).jobAr).toBe(`رسّامة ${suffix}`);
  await page.goto('/en/artist-portal/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My shop');
  await expectAccessible(page);
  expect(
    errors.filter((error) => !error.includes('status of 400') && !error.includes('status of 409')),
  ).toEqual([]);
  await context.close();
});
