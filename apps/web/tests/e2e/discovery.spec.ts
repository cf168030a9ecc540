import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, expectLanguage, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// Words of the demo catalogue (packages/db/src/seed) and of the pages. Artwork titles are "{place}
// {subject}" ("Desert Palm" / "نخلة الصحراء"); every product name holds its artwork's title and its
// item ("Hoodie" / "هودي"). The searches are misspelt on purpose: ه for ة in Arabic, a lost letter in
// English, and must still reach the product.
const TEXT = {
  ar: {
    search: 'ابحث في المتجر',
    misspelt: 'نخله',
    found: 'نخلة',
    typed: 'صقر',
    products: 'المنتجات',
    artworks: 'الأعمال الفنية',
    recent: 'عمليات البحث الأخيرة',
    sections: ['تسوّق حسب الفئة', 'الأكثر رواجًا', 'فنانون مميّزون', 'أعمال فنية مميّزة', 'استكشف حسب الموضوع'],
    carousel: 'أبرز العروض',
    pause: 'أوقف عرض الشرائح مؤقتًا',
    play: 'شغّل عرض الشرائح',
    next: 'الشريحة التالية',
    second: 'اعرض الشريحة 2',
    artist: 'نورة الصباح',
    type: 'النوع',
    hoodies: 'هوديز',
    hoodie: 'هودي',
    show: 'اعرض',
  },
  en: {
    search: 'Search the store',
    misspelt: 'desert palms',
    found: 'Desert Palm',
    typed: 'falcon',
    products: 'Products',
    artworks: 'Artworks',
    recent: 'Recent searches',
    sections: [
      'Shop by category',
      'Trending now',
      'Featured artists',
      'Featured artworks',
      'Explore by topic',
    ],
    carousel: 'Highlights',
    pause: 'Pause the slide show',
    play: 'Start the slide show',
    next: 'Next slide',
    second: 'Show slide 2',
    artist: 'Noura Al-Sabah',
    type: 'Type',
    hoodies: 'Hoodies',
    hoodie: 'Hoodie',
    show: 'Show',
  },
} as const;

const searchBox = (page: Page, lang: 'ar' | 'en') =>
  page.getByRole('banner').getByRole('combobox', { name: TEXT[lang].search });

/** The names of the product cards in the page's main list. */
const productNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

for (const lang of ['ar', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: the home page shows every section, in its language, with a carousel that can pause`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(browser, `/${lang}`);
    await expectLanguage(page, lang);
    const main = page.getByRole('main');
    for (const name of text.sections)
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();

    const carousel = main.getByRole('region', { name: text.carousel });
    const slides = carousel.getByRole('group');
    expect(await slides.count()).toBeGreaterThan(1);
    // The first slide is the first screen's picture: fetched at once, and high in the queue.
    const firstPicture = slides.first().locator('img');
    await expect(firstPicture).toHaveAttribute('loading', 'eager');
    await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    // Nobody asked for reduced motion here, so the show plays, and the visitor can stop it.
    await carousel.getByRole('button', { name: text.pause }).click();
    await expect(carousel.getByRole('button', { name: text.play })).toBeVisible();
    await carousel.getByRole('button', { name: text.next }).click();
    await expect(carousel.getByRole('button', { name: text.second })).toHaveAttribute('aria-current', 'true');

    // Category tiles open the category pages; the names are the page's language.
    const category = main.getByRole('link', { name: lang === 'ar' ? 'تيشيرتات' : 'T-shirts', exact: true });
    await expect(category).toHaveAttribute('href', new RegExp(`^/${lang}/products/categories/\\d+$`));
    for (const name of await main.getByRole('heading', { level: 3 }).allTextContents()) {
      if (lang === 'ar') expect(name).toMatch(ARABIC);
      else expect(name).not.toMatch(ARABIC);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.webp$/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test(`${lang}: with reduced motion the carousel does not play by itself`, async ({ browser }) => {
    const { page } = await openPage(browser, `/${lang}`, { reducedMotion: 'reduce' });
    const carousel = page.getByRole('region', { name: text.carousel });
    await expect(carousel.getByRole('button', { name: text.play })).toBeVisible();
    await expect(carousel.getByRole('button', { name: text.pause })).toHaveCount(0);
  });

  test(`${lang}: a misspelt search still reaches the product, and is remembered`, async ({ browser }) => {
    const { page, errors } = await openPage(browser, `/${lang}`);
    await searchBox(page, lang).fill(text.misspelt);
    await searchBox(page, lang).press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/shop/search\\?q=${encodeURIComponent(text.misspelt).replace(/%20/g, '\\+')}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.misspelt);
    const names = productNames(page);
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toContain(text.found);
    await expectAccessible(page);

    const first = (await names.first().textContent()) ?? '';
    await names.first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/products/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);

    // Back in an empty box, the search is among the recent ones.
    await searchBox(page, lang).fill('');
    await searchBox(page, lang).focus();
    const recent = page.getByRole('listbox').getByRole('group', { name: text.recent });
    await expect(recent.getByRole('option', { name: text.misspelt })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${lang}: the search box suggests products and artworks while typing, by keyboard`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(browser, `/${lang}`);
    const box = searchBox(page, lang);
    await box.pressSequentially(text.typed, { delay: 50 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox');
    const products = list.getByRole('group', { name: text.products }).getByRole('option');
    const artworks = list.getByRole('group', { name: text.artworks }).getByRole('option');
    await expect(products.first()).toBeVisible();
    await expect(artworks.first()).toBeVisible();
    for (const option of [...(await products.allTextContents()), ...(await artworks.allTextContents())]) {
      expect(option.toLowerCase()).toContain(text.typed);
    }
    await expectAccessible(page);

    await box.press('ArrowDown');
    const active = list.getByRole('option', { selected: true });
    await expect(active).toHaveCount(1);
    await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
    const chosen = (await active.textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/products/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);

    // Escape closes the list, a second one empties the box.
    await box.fill('');
    await box.fill(text.typed);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test(`${lang}: an artist's shop filters its products by type, and lists the artworks`, async ({
    browser,
  }) => {
    const { page, errors } = await openPage(browser, `/${lang}/shop/artists`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(text.artist) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/shop/artists/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.artist);
    await expectLanguage(page, lang);
    const all = await productNames(page).allTextContents();
    expect(all.some((name) => !name.includes(text.hoodie))).toBe(true);

    await page.getByRole('combobox', { name: text.type }).selectOption({ label: text.hoodies });
    await page.getByRole('button', { name: text.show }).click();
    await expect(page).toHaveURL(/\?subcategory=\d+$/);
    const names = productNames(page);
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toContain(text.hoodie);
    await expect(page.getByRole('combobox', { name: text.type })).toHaveValue(/\d+/);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link', { name: text.artworks, exact: true }).click();
    await expect(page).toHaveURL(/\?view=artworks$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('without JavaScript the search box still leads to the results', async ({ browser }) => {
  const { page } = await openPage(browser, '/ar', { javaScriptEnabled: false });
  await searchBox(page, 'ar').fill(TEXT.ar.misspelt);
  await searchBox(page, 'ar').press('Enter');
  await expect(page).toHaveURL(/\/ar\/shop\/search\?q=/);
  await expect(productNames(page).first()).toContainText(TEXT.ar.found);
});

test('artist and artwork addresses: a non-numeric id goes home, an unknown one is a 404', async ({
  browser,
}) => {
  const { page } = await openPage(browser, '/ar/shop/artists/abc');
  await expect(page).toHaveURL(/\/ar$/);
  const missing = await page.goto('/en/shop/artworks/99999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /en/shop/artworks/99999')).toBeVisible();
  await page.goto('/en/shop/artworks/x1');
  await expect(page).toHaveURL(/\/en$/);
});
