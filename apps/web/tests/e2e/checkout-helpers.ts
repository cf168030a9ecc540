import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { openPage } from './helpers';

export type Lang = 'ar' | 'en';

// The built-in test gateway's cards (apps/api adapters/payments/test-gateway.ts).
export const CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** A fresh account, signed in through the API and the same HttpOnly cookie the sign-in pages set. */
export async function newShopper(browser: Browser, baseURL: string, lang: Lang) {
  const { context, page, errors } = await openPage(browser, `/${lang}`);
  const password = 'Palm-Tree-Harbour-2026';
  const reply = await context.request.post('/api/auth/sign-up', {
    data: {
      firstName: 'Sara',
      lastName: 'Ali',
      email: `buyer-${randomUUID()}@example.com`,
      password,
      password2: password,
      locale: lang,
    },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const { accessToken } = (await reply.json()) as { accessToken: string };
  await context.addCookies([
    { name: 'accessToken', value: accessToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  return { context, page, errors };
}

/** A Kuwaiti address saved through the API (the address pages have their own spec). */
export async function addAddress(context: BrowserContext) {
  const reply = await context.request.post('/api/users/delivery/address', {
    data: {
      firstName: 'Sara',
      lastName: 'Ali',
      phone: '+965 5555 1234',
      country: 'KW',
      state: 'HA',
      area: 'Salmiya',
      block: '10',
      street: 'Salem Al Mubarak',
      building: '7',
    },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
}

type Product = { id: number; nameEn: string; nameAr: string };

/**
 * Puts `count` of a demo product in the signed-in cart (through the API, as the product page's form would).
 * `skip` picks another product per test, so parallel tests do not compete for the same stock.
 */
export async function addToCart(context: BrowserContext, count: number, skip: number): Promise<Product> {
  const list = (await (await context.request.get(`/api/products/all?limit=1&offset=${skip}`)).json()) as {
    products: Product[];
  };
  const product = list.products[0]!;
  const detail = (await (await context.request.get(`/api/products/${product.id}`)).json()) as {
    colorsToSizes: { id: number; count: number }[];
  };
  const variant = detail.colorsToSizes.find((candidate) => candidate.count >= count + 2)!;
  const reply = await context.request.post('/api/carts/product/to/bag', {
    data: { productId: product.id, colorsToSizesId: variant.id, count, printPosition: 'FRONT' },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  return product;
}

const GATEWAY = {
  ar: { card: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (شهر/سنة)', cvc: 'رمز التحقق', pay: 'ادفع' },
  en: { card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', pay: 'Pay' },
} as const;

/** Fills the test gateway's card page, as a shopper would, and pays. */
export async function payOnGateway(page: Page, lang: Lang, card: string) {
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\//);
  const text = GATEWAY[lang];
  await page.getByLabel(text.card).fill(card);
  await page.getByLabel(text.expiry).fill('12/39');
  await page.getByLabel(text.cvc).fill('123');
  await page.getByRole('button', { name: text.pay, exact: true }).click();
}

/** The order id in a thank-you or order page address. */
export function orderIdIn(page: Page): number {
  const match = /\/(?:thank-you|orders)\/(\d+)/.exec(page.url()) ?? /orderId=(\d+)/.exec(page.url());
  return Number(match![1]);
}
