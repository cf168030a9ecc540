import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { finishGoogle } from './social.server';

// The API's answer to Google's callback, as the host's apiFetch would return it.
function contextAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  const context = {
    apiFetch: async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
    reportError() {},
  } as unknown as AppLoadContext;
  return { context, calls };
}

const callback = () =>
  new Request('http://store.test/en/auth/google/cb?code=abc&state=xyz', {
    headers: { cookie: 'oauthState=sealed' },
  });

describe('finishing a Google sign-in', () => {
  it('sends a refused address linked to another Google account to sign-in with its own message', async () => {
    const { context, calls } = contextAnswering(409, { statusCode: 409, code: 'CONFLICT', message: '…' });
    const reply = await finishGoogle(callback(), context, 'en');
    expect(calls[0]).toMatch(/^\/auth\/google\/cb\?code=abc&state=xyz&/);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/en/auth?error=social-linked');
  });

  it('sends any other refusal to sign-in with the general message', async () => {
    const { context } = contextAnswering(400, { statusCode: 400, message: 'Google did not confirm' });
    const reply = await finishGoogle(callback(), context, 'ar');
    expect(reply.headers.get('location')).toBe('/ar/auth?error=social');
  });
});
