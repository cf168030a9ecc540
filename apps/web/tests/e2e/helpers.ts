import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

export const ARABIC = /[\u0600-\u06FF]/;

/**
 * A page in a context of its own (axe does not work on the default fixture page, DESIGN §2), with the
 * console errors and uncaught exceptions collected: hydration mismatches and CSP refusals only show there.
 */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page, response, errors };
}

export const DEMO_PASSWORD = 'demo-password-2026';

/** A demo account of the seed, signed in through the API into the same HttpOnly cookie the sign-in page sets. */
export async function signedIn(browser: Browser, baseURL: string, email: string, path: string) {
  const { context, page, errors } = await openPage(browser, path.slice(0, 3));
  const reply = await context.request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.status(), await reply.text()).toBe(200);
  const { accessToken } = (await reply.json()) as { accessToken: string };
  await context.addCookies([
    { name: 'accessToken', value: accessToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto(path);
  return { context, page, errors };
}

export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The page's direction and language, and its head links: canonical and one alternate per language. */
export async function expectLanguage(page: Page, lang: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const { pathname } = new URL(page.url());
  const rest = pathname.slice(3);
  const origin = new URL(page.url()).origin;
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${pathname}`);
  for (const [hreflang, href] of [
    ['ar', `${origin}/ar${rest}`],
    ['en', `${origin}/en${rest}`],
    ['x-default', `${origin}${rest || '/'}`],
  ]) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      href!,
    );
  }
}
