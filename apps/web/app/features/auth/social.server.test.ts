import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { finishGoogle, socialRefusalText } from './social.server';

// The API's answer to Google's callback, as the host's apiFetch would return it.
function contextAnswering(status: number, body: unknown) {
  const calls: { path: string; cookie: string | null }[] = [];
  const context = {
    apiFetch: async (path: string, init?: RequestInit) => {
      calls.push({ path, cookie: new Headers(init?.headers).get('cookie') });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
    publicUrl: 'http://store.test',
    secureCookies: false,
    reportError() {},
  } as unknown as AppLoadContext;
  return { context, calls };
}

const callback = () =>
  new Request('http://store.test/en/auth/google/cb?code=abc&state=xyz&scope=email&authuser=0', {
    headers: { cookie: 'oauthState=sealed' },
  });

const signedIn = {
  accessToken: 'token-1',
  email_exists: true,
  isNewUser: false,
  redirect: '/en/cart',
  user: {
    id: 1,
    firstName: 'Sara',
    lastName: 'Haddad',
    email: 'sara@example.com',
    phone: null,
    username: null,
    locale: 'en',
    role: 'USER',
    isActive: true,
    isGuest: false,
    emailVerified: true,
    hasPassword: false,
  },
};

describe('finishing a Google sign-in', () => {
  it("forwards Google's answer with the state cookie, and signs in where the flow started", async () => {
    const { context, calls } = contextAnswering(200, signedIn);
    const reply = await finishGoogle(callback(), context, 'en');
    const sent = new URL(calls[0]?.path ?? '', 'http://api.test');
    expect(sent.pathname).toBe('/auth/google/cb');
    expect(sent.searchParams.get('code')).toBe('abc');
    expect(sent.searchParams.get('state')).toBe('xyz');
    expect(sent.searchParams.get('locale')).toBe('en');
    // Google's own extras are not the API's to read.
    expect(sent.searchParams.has('scope')).toBe(false);
    expect(calls[0]?.cookie).toBe('oauthState=sealed');
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/en/cart');
    expect(reply.headers.get('set-cookie')).toMatch(/accessToken=token-1/);
  });

  it('sends an address linked to another Google account to sign-in with its own message', async () => {
    const { context } = contextAnswering(409, {
      statusCode: 409,
      code: 'CONFLICT',
      reason: 'LINKED_TO_ANOTHER_PROVIDER_ACCOUNT',
      details: { provider: 'Google' },
      message: '…',
    });
    const reply = await finishGoogle(callback(), context, 'en');
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/en/auth?error=social-linked');
  });

  it('sends any other refusal to sign-in with its reason, which the page says in its language', async () => {
    const { context } = contextAnswering(400, {
      statusCode: 400,
      code: 'INVALID_DATA',
      reason: 'SIGN_IN_CANCELLED',
      details: { provider: 'Google' },
      message: 'The Google sign-in was cancelled',
    });
    const reply = await finishGoogle(callback(), context, 'ar');
    expect(reply.headers.get('location')).toBe('/ar/auth?error=social&reason=SIGN_IN_CANCELLED');
    expect(socialRefusalText('ar', 'SIGN_IN_CANCELLED')).toBe('أُلغي تسجيل الدخول عبر Google.');
  });

  it('reads only the reasons the callback can give from the address', () => {
    expect(socialRefusalText('en', 'OTP_WRONG')).toBeNull();
    expect(socialRefusalText('en', null)).toBeNull();
  });
});
