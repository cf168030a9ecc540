import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, expectLanguage, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const SLUGS = [
  'contact-us',
  'faq',
  'info-page',
  'privacy-policy',
  'return-policy',
  'ServiceAgreement',
  'terms-of-use',
];

for (const lang of ['ar', 'en'] as const) {
  test(`the information pages show their ${lang} text from the store's database`, async ({ browser }) => {
    // Seven pages, each with a full accessibility scan: more than the default 30 s on two busy cores.
    test.setTimeout(120_000);
    const { page, errors } = await openPage(browser, `/${lang}`);
    for (const slug of SLUGS) {
      const response = await page.goto(`/${lang}/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expectLanguage(page, lang);
      const title = page.getByRole('heading', { level: 1 });
      const paragraphs = page.getByRole('main').locator('p');
      if (lang === 'ar') {
        await expect(title).toHaveText(ARABIC);
        await expect(paragraphs.last()).toHaveText(ARABIC);
      } else {
        await expect(title).not.toHaveText(ARABIC);
        await expect(paragraphs.last()).not.toHaveText(ARABIC);
      }
      // A date line and at least two paragraphs of body text.
      expect(await paragraphs.count(), slug).toBeGreaterThan(2);
      await expectAccessible(page);
    }
    // Slugs keep their case: a wrong one is an unknown page.
    expect((await page.goto(`/${lang}/serviceagreement`))?.status()).toBe(404);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
}
