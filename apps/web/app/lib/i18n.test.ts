import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import { addAreaMessages, createI18n } from './i18n';
import { areaMessages, messagesFor } from './messages.server';

const match = (loaderData: unknown): UIMatch =>
  ({ id: 'route', pathname: '/en', params: {}, data: loaderData, loaderData, handle: undefined }) as UIMatch;

describe('area messages in the page i18n', () => {
  it('are added from the loader data of the current routes', () => {
    const i18n = createI18n('en', messagesFor('en'));
    expect(i18n.t('checkout.title')).toBe('checkout.title');
    addAreaMessages(i18n, [match({ lang: 'en' }), match({ areaMessages: areaMessages('en', ['checkout']) })]);
    expect(i18n.t('checkout.title')).toBe(en.checkout.title);
    expect(i18n.t('home.trending')).toBe(en.home.trending);
  });

  it('leave the storefront catalogue, shared by every request on the server, as it was', () => {
    const storefront = messagesFor('en');
    addAreaMessages(createI18n('en', storefront), [match({ areaMessages: areaMessages('en', ['orders']) })]);
    expect('orders' in storefront).toBe(false);
    expect('orders' in messagesFor('en')).toBe(false);
  });
});

describe('the server catalogue', () => {
  it('sends every page all the messages but the areas', () => {
    const storefront = Object.keys(messagesFor('ar'));
    expect(storefront).not.toContain('checkout');
    expect(storefront).toContain('cart');
    expect(Object.keys(areaMessages('ar', ['studio', 'profile']))).toEqual(['studio', 'profile']);
  });
});
