import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, expectLanguage, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// Collections of the demo seed (packages/db/src/seed/data/marketing.ts).
const TEXT = {
  ar: { title: 'المجموعات', collection: 'مختارات رمضان' },
  en: { title: 'Collections', collection: 'Ramadan picks' },
} as const;

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the collections page lists the collections and leads to one's products`, async ({
    browser,
  }) => {
    const { page, context, errors } = await openPage(browser, `/${lang}/collection`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: TEXT[lang].collection }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].collection })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/collection/\\d+$`));
    await expect(page.getByRole('main').locator(`a[href^="/${lang}/products/"]`).first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
