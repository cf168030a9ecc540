import { expect, type Page, test } from '@playwright/test';
import ar from '../../app/locales/ar/common.json' with { type: 'json' };
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
  await page.getByLabel(auth.passwordOptional).fill('demo-password-2026');
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

test('a bundle address without an id goes home; an unknown bundle is not found', async ({ page }) => {
  await page.goto('/en/bundles');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/ar/customization/bundle/abc/customization-type/bundle');
  await expect(page).toHaveURL(/\/ar$/);
  const missing = await page.goto('/en/bundles/999999');
  expect(missing?.status()).toBe(404);
});
