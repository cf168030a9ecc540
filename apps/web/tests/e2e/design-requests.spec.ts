import { expect as baseExpect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// Uploads and the proposal's rendering take seconds on a busy machine; every wait here allows for that.
const expect = baseExpect.configure({ timeout: 30_000 });

const png = (size: number, background: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

async function statusOf(page: Page) {
  return page.locator('main h1 + [data-status]').getAttribute('data-status');
}

test('a shopper files a request in Arabic, a designer answers it, the shopper accepts and buys it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const shopper = await signedIn(browser, baseURL!, 'customer@demo.seed', '/ar/design-requests/new');
  const { page } = shopper;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اطلب تصميمًا' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox').first().check();
  await page.getByLabel('فكرتك').fill('نخلة ذهبية مع اسمي بالخط الكوفي');
  await page.getByLabel(/المرفقات/).setInputFiles([
    { name: 'sketch.png', mimeType: 'image/png', buffer: await png(400, '#d4a017') },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% brief\n%%EOF\n') },
  ]);
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();

  await expect(page).toHaveURL(/\/ar\/design-requests\/\d+\?saved=created$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'أُرسل طلبك. سنراسلك بالبريد عند أي جديد.',
  );
  expect(await statusOf(page)).toBe('NEW');
  await expect(page.locator('[data-status="NEW"]')).toHaveText('جديد');
  await expect(page.locator('[data-status="NEW"]')).toHaveAttribute('data-color', 'indigo');
  await expect(page.getByText('نخلة ذهبية مع اسمي بالخط الكوفي')).toBeVisible();
  await expect(page.getByRole('img', { name: 'sketch.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تنزيل brief.pdf' })).toBeVisible();
  await expectAccessible(page);
  const requestPath = new URL(page.url()).pathname;
  const uid = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/DR-[0-9A-Z]{8}/)![0];

  // The designer finds it among everyone's requests and answers it through the designers' panel.
  const designer = await signedIn(browser, baseURL!, 'designer@demo.seed', '/ar/design-requests');
  const admin = designer.page;
  await expect(admin.getByRole('heading', { level: 1, name: 'كل طلبات التصميم' })).toBeVisible();
  await admin.getByRole('link', { name: new RegExp(uid) }).click();
  await expect(admin).toHaveURL(new RegExp(`${requestPath}$`));
  await admin.getByRole('button', { name: 'ابدأ العمل عليه' }).click();
  await expect(admin.locator('[data-status="PROCESSING"]')).toHaveText('قيد التنفيذ');
  await expectAccessible(admin);
  await admin.getByLabel('رسالة إلى العميل').fill('هذا اقتراحنا: نخلة ذهبية في المنتصف');
  await admin.getByLabel(/التصميم النهائي/).setInputFiles({
    name: 'palm.png',
    mimeType: 'image/png',
    buffer: await png(1800, '#b8860b'),
  });
  await admin.getByRole('button', { name: 'أرسل الاقتراح' }).click();
  await expect(admin.getByRole('main').getByRole('status')).toHaveText('أُرسل الاقتراح.', { timeout: 90_000 });
  await expect(admin.locator('[data-status="WAITING_APPROVAL"]')).toHaveAttribute('data-color', 'green');

  // Back to the shopper: the proposal is the last message, with its products.
  await page.goto(requestPath);
  await expect(page.locator('[data-status="WAITING_APPROVAL"]')).toHaveText('بانتظار موافقتك');
  const last = page.getByRole('listitem').filter({ hasText: 'هذا اقتراحنا' });
  await expect(last.getByText('المصمم', { exact: true })).toBeVisible();
  await expect(last.getByText(/تصميمك/).first()).toBeVisible();
  await page.getByRole('button', { name: 'الموافقة على التصميم' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('وافقت على التصميم.');
  await expect(page.locator('[data-status="DONE"]')).toHaveAttribute('data-color', 'lime');
  await page.getByRole('button', { name: 'أضف الكل إلى السلة' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('أُضيفت المنتجات إلى سلتك.');
  await expect(page.getByText('كل المنتجات المقترحة في سلتك.')).toBeVisible();
  await expect(page.getByText('في سلتك', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'عرض السلة' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/تصميمك/)
      .first(),
  ).toBeVisible();

  // Every status change was mailed to the shopper, in Arabic. The mails go through the job queue, whose
  // workers may send two at once: they arrive shortly, in no promised order.
  const mailed = async () => {
    const mail = await shopper.context.request.get('/api/dev/mailbox?to=customer@demo.seed');
    return ((await mail.json()) as { messages: { subject: string }[] }).messages
      .map((message) => message.subject)
      .filter((subject) => subject.includes(uid))
      .toSorted();
  };
  await expect
    .poll(mailed, { timeout: 30_000 })
    .toEqual(
      [
        `طلب التصميم ${uid}: مكتمل`,
        `طلب التصميم ${uid}: بانتظار موافقتك`,
        `طلب التصميم ${uid}: قيد التنفيذ`,
        `طلب التصميم ${uid}: جديد`,
      ].toSorted(),
    );
  const subjects = await mailed();
  expect(subjects.every((subject) => ARABIC.test(subject))).toBe(true);

  expect(shopper.errors).toEqual([]);
  expect(designer.errors).toEqual([]);
  await shopper.context.close();
  await designer.context.close();
});

test('in English: the list, a brief refused without an item, and sign-in first for guests', async ({
  browser,
  baseURL,
  page: guest,
}) => {
  test.setTimeout(180_000);
  await guest.goto('/en/design-requests/new');
  await expect(guest).toHaveURL(/\/en\/auth\?redirect=%2Fen%2Fdesign-requests%2Fnew$/);

  const { context, page, errors } = await signedIn(
    browser,
    baseURL!,
    'customer@demo.seed',
    '/en/design-requests',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'My design requests' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New design request' }).click();
  await expect(page).toHaveURL(/\/en\/design-requests\/new$/);
  await page.getByLabel('Your idea').fill('A falcon over the dunes');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose at least one item.')).toBeVisible();
  await expect(page.getByLabel('Your idea')).toHaveValue('A falcon over the dunes');
  await expectAccessible(page);

  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your request is sent. We will e-mail you when there is news.',
  );
  await expect(page.locator('main h1 + [data-status]')).toHaveText('New');
  await expect(page.getByText('Shopper', { exact: true })).toHaveCount(0);
  await expect(page.getByText('You', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to design requests' }).click();
  await expect(page.getByRole('link', { name: /A falcon|DR-/ }).first()).toBeVisible();
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  await context.close();
});

test('in Arabic: a file that is neither an image nor a PDF is refused in Arabic, and the brief is kept', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await signedIn(
    browser,
    baseURL ?? '',
    'customer@demo.seed',
    '/ar/design-requests/new',
  );
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('فكرتك').fill('شعار لمقهى على البحر');
  await page.getByLabel(/المرفقات/).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('a falcon, gold on black'),
  });
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();

  await expect(page.getByRole('alert')).toHaveText('notes.txt: يمكنك إرفاق الصور وملفات PDF فقط.');
  await expect(page.getByText(/Only images and PDF/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/design-requests\/new$/);
  await expect(page.getByLabel('فكرتك')).toHaveValue('شعار لمقهى على البحر');
  await expectAccessible(page);
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  await context.close();
});
