import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 180_000 });

const MERCHANDISER = 'merchandiser@demo.seed';

const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1600, height: 600, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** The stored name of a picture (`…/small_<name>.webp`), which every variant's address shares. */
const storedName = (src: string | null) => /_([^/_]+)\.webp/.exec(src ?? '')?.[1] ?? '';

/** The addresses a home-page banner's picture may load from, whatever the variant the browser picks. */
async function bannerSources(page: Page, name: string) {
  const image = page.getByRole('listitem').filter({ hasText: name }).locator('img');
  await expect(image).toHaveCount(1);
  return `${await image.getAttribute('src')} ${await image.getAttribute('srcset')}`;
}

test('a banner with Arabic and English pictures shows the right one on each language’s home page', async ({
  browser,
  baseURL,
}) => {
  const staff = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/banners');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأشرطة الإعلانية');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'شريط إعلاني جديد' }).click();
  await page.getByLabel('الاسم بالعربية').fill('عرض الشتاء');
  await page.getByLabel('الاسم بالإنجليزية').fill('Winter offer');
  await page
    .getByRole('group', { name: 'صورة الصفحات العربية' })
    .getByLabel('رفع صورة جديدة')
    .setInputFiles(await picture('winter-ar.png', '#8b1e3f'));
  await page
    .getByRole('group', { name: 'صورة الصفحات الإنجليزية' })
    .getByLabel('رفع صورة جديدة')
    .setInputFiles(await picture('winter-en.png', '#1e3f8b'));
  await page.getByLabel('الرابط', { exact: true }).fill('/shop/products');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status')).toHaveText('حُفظ الشريط الإعلاني.');
  await expect(page).toHaveURL(/\/ar\/admin\/banners\/\d+\?saved/);
  const arabic = storedName(
    await page.getByRole('group', { name: 'صورة الصفحات العربية' }).getByRole('img').getAttribute('src'),
  );
  const english = storedName(
    await page.getByRole('group', { name: 'صورة الصفحات الإنجليزية' }).getByRole('img').getAttribute('src'),
  );
  expect(arabic).not.toBe('');
  expect(english).not.toBe('');
  expect(arabic).not.toBe(english);
  expect(staff.errors).toEqual([]);

  const shopper = await openPage(browser, '/ar');
  const onArabic = await bannerSources(shopper.page, 'عرض الشتاء');
  expect(onArabic).toContain(arabic);
  expect(onArabic).not.toContain(english);
  await shopper.page.goto('/en');
  const onEnglish = await bannerSources(shopper.page, 'Winter offer');
  expect(onEnglish).toContain(english);
  expect(onEnglish).not.toContain(arabic);

  // Hidden again from the back office, it leaves the home page at once.
  await page.getByLabel('معروض في المتجر').uncheck();
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status')).toHaveText('حُفظ الشريط الإعلاني.');
  await shopper.page.goto('/ar');
  await expect(shopper.page.getByRole('listitem').filter({ hasText: 'عرض الشتاء' })).toHaveCount(0);
  await shopper.context.close();
  await staff.context.close();
});

test('an information page is edited in Arabic with the editor and in English without scripts, and the store shows both', async ({
  browser,
  baseURL,
}) => {
  const staff = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/pages');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحات المعلومات');
  await expectAccessible(page);
  await page.getByRole('row').filter({ hasText: '/return-policy' }).getByRole('link').click();
  await page.getByLabel('العنوان بالعربية').fill('سياسة الإرجاع والاستبدال');
  // The editor replaces the HTML textarea once its script has loaded; a click before that would wait on the
  // textarea, hidden from then on.
  await expect(page.getByRole('toolbar', { name: 'التنسيق' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'النص بالعربية' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('يمكنك إرجاع أي قطعة خلال ثلاثين يومًا.');
  await page.getByRole('toolbar', { name: 'التنسيق' }).first().getByRole('button', { name: 'عريض' }).click();
  await page.keyboard.type(' دون أي رسوم');
  // A second paragraph, as information-pages.spec expects of every page it reads in parallel with this one.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('toolbar', { name: 'التنسيق' }).first().getByRole('button', { name: 'عريض' }).click();
  await page.keyboard.type('تواصل معنا قبل الإرسال.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status')).toContainText('حُفظت الصفحة.');
  expect(staff.errors).toEqual([]);

  const shopper = await openPage(browser, '/ar/return-policy');
  await expect(shopper.page.getByRole('heading', { level: 1 })).toHaveText('سياسة الإرجاع والاستبدال');
  await expect(shopper.page.getByText('يمكنك إرجاع أي قطعة خلال ثلاثين يومًا.')).toBeVisible();
  await expect(shopper.page.locator('main strong')).toHaveText('دون أي رسوم');
  await expect(shopper.page.getByText('تواصل معنا قبل الإرسال.')).toBeVisible();

  // Without scripts the body is a textarea of HTML; the server keeps only text structure.
  const cookies = await staff.context.cookies();
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(cookies);
  const form = await plain.newPage();
  await form.goto('/en/admin/pages/return-policy');
  await form.getByLabel('Title in English').fill('Returns and exchanges');
  await form
    .getByLabel('Text in English')
    .fill(
      '<h2>Thirty days</h2><p>Send it back within 30 days.</p><script>document.title="x"</script><p>Write to us first.</p>',
    );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('The page is saved.');
  await expect(form.getByLabel('Text in English')).toHaveValue(
    '<h2>Thirty days</h2><p>Send it back within 30 days.</p><p>Write to us first.</p>',
  );
  await plain.close();
  // axe runs scripts, so the English form is checked where they run.
  await page.goto('/en/admin/pages/return-policy');
  await expect(page.getByRole('textbox', { name: 'Text in English' })).toContainText('Thirty days');
  await expectAccessible(page);

  await shopper.page.goto('/en/return-policy');
  await expect(shopper.page.getByRole('heading', { level: 1 })).toHaveText('Returns and exchanges');
  await expect(shopper.page.getByRole('heading', { level: 2, name: 'Thirty days' })).toBeVisible();
  await expect(shopper.page.getByText('Send it back within 30 days.')).toBeVisible();
  await shopper.context.close();
  await staff.context.close();
});

test('a bundle’s new discount shows on its page at once', async ({ browser, baseURL }) => {
  const staff = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/bundles');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الباقات');
  await expectAccessible(page);
  // Family tees: no other browser test reads its discount.
  await page.getByRole('link', { name: 'تيشيرتات العائلة' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/bundles\/\d+$/);
  const id = /bundles\/(\d+)/.exec(page.url())?.[1];
  await page.getByLabel('الخصم (٪)').fill('37');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status')).toContainText('حُفظت الباقة.');
  expect(staff.errors).toEqual([]);

  const shopper = await openPage(browser, `/ar/bundles/${id}`);
  await expect(shopper.page.getByText(/وفّر (37|٣٧)٪/)).toBeVisible();
  await shopper.page.goto(`/en/bundles/${id}`);
  await expect(shopper.page.getByText('Save 37%')).toBeVisible();
  await shopper.context.close();
  await staff.context.close();
});

test('a template is previewed as the sanitiser leaves it before it is saved', async ({
  browser,
  baseURL,
}) => {
  const staff = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/templates/new');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('قالب جديد');
  await page.getByLabel('الاسم بالعربية').fill('نجمة');
  await page.getByLabel('الاسم بالإنجليزية').fill('Star');
  await page
    .getByLabel('الشيفرة (SVG)')
    .fill(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><script>alert(1)</script><circle cx="300" cy="300" r="200" fill="{{ink}}"/><text x="300" y="320" text-anchor="middle">{{name}}</text></svg>',
    );
  // One fieldset per control; without scripts, Preview brings a blank one for the next.
  const control = async (
    legend: string,
    fields: { name: string; type: string; labelAr: string; labelEn: string; defaultValue: string },
  ) => {
    const set = page.getByRole('group', { name: legend });
    await set.getByLabel('الاسم في الشيفرة').fill(fields.name);
    await set.getByLabel('النوع').selectOption(fields.type);
    await set.getByLabel('التسمية بالعربية').fill(fields.labelAr);
    await set.getByLabel('التسمية بالإنجليزية').fill(fields.labelEn);
    await set.getByLabel('القيمة المبدئية').fill(fields.defaultValue);
    await set.getByLabel('على المتسوق أن يملأه').check();
  };
  const fresh = 'عنصر تحكم جديد';
  await control(fresh, {
    name: 'name',
    type: 'text',
    labelAr: 'الاسم',
    labelEn: 'Name',
    defaultValue: 'سارة',
  });
  await page.getByRole('button', { name: 'معاينة' }).click();
  await expect(page.getByRole('group', { name: 'عنصر التحكم 1: name' })).toBeVisible();
  await control(fresh, {
    name: 'ink',
    type: 'color',
    labelAr: 'الحبر',
    labelEn: 'Ink',
    defaultValue: '#8b1e3f',
  });
  await page.getByRole('button', { name: 'معاينة' }).click();
  const preview = page.getByTestId('template-preview');
  await expect(preview.locator('svg text')).toHaveText('سارة');
  await expect(preview.locator('svg circle')).toHaveAttribute('fill', '#8b1e3f');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(page.getByText('حذفت أداة التنقية أجزاء من الشيفرة')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/templates\/new$/);
  await expectAccessible(page);

  // With scripts the preview follows the typing, without pressing Preview again.
  await page.getByRole('group', { name: 'عنصر التحكم 1: name' }).getByLabel('القيمة المبدئية').fill('ليلى');
  await page.getByRole('group', { name: 'عنصر التحكم 2: ink' }).getByLabel('القيمة المبدئية').fill('#1e3f8b');
  await expect(preview.locator('svg text')).toHaveText('ليلى');
  await expect(preview.locator('svg circle')).toHaveAttribute('fill', '#1e3f8b');

  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status')).toContainText('حُفظ القالب.');
  await expect(page.getByLabel('الشيفرة (SVG)')).not.toHaveValue(/script/);
  await expect(
    page.getByRole('group', { name: 'عنصر التحكم 2: ink' }).getByLabel('القيمة المبدئية'),
  ).toHaveValue('#1e3f8b');

  // Without scripts: a choice added in the blank fieldset is saved with its options, then removed.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(await staff.context.cookies());
  const form = await plain.newPage();
  await form.goto(page.url().replace('/ar/', '/en/').replace(/\?.*$/, ''));
  const added = form.getByRole('group', { name: 'A new control' });
  await added.getByLabel('Name in the markup').fill('size');
  await added.getByLabel('Kind').selectOption('choice');
  await added.getByLabel('Label in Arabic').fill('المقاس');
  await added.getByLabel('Label in English').fill('Size');
  await added.getByLabel('Options (choice)').fill('sm | Small | صغير\nlg | Large | كبير');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('The template is saved.');
  const size = form.getByRole('group', { name: 'Control 3: size' });
  await expect(size.getByLabel('Options (choice)')).toHaveValue('sm | Small | صغير\nlg | Large | كبير');
  await size.getByLabel('Remove this control').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('The template is saved.');
  await expect(form.getByRole('group', { name: 'Control 3: size' })).toHaveCount(0);
  await expect(form.getByRole('group', { name: 'Control 2: ink' })).toBeVisible();
  await plain.close();

  // The live preview may post a control filled half-way, which the action answers with 400 (and the page
  // keeps the last good preview); the browser logs those, and nothing else may have gone wrong.
  const halfTyped = 'the server responded with a status of 400';
  expect(staff.errors.filter((error) => !error.includes(halfTyped))).toEqual([]);
  await staff.context.close();
});
