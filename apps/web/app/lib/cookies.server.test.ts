import { describe, expect, it } from 'vitest';
import { accessTokenCookie, deviceIdCookie } from './cookies.server';

const attributes = (cookie: string) => cookie.split(';').map((part) => part.trim());

describe('cookies that sign in', () => {
  it('are Secure when the store says so (production, https), and stay HttpOnly and SameSite=Lax', () => {
    for (const cookie of [
      accessTokenCookie('token', true),
      accessTokenCookie(null, true),
      deviceIdCookie('d', true),
    ]) {
      expect(attributes(cookie)).toEqual(
        expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']),
      );
    }
  });

  it('are not Secure on a plain-http development store, where the browser would drop them', () => {
    for (const cookie of [accessTokenCookie('token', false), deviceIdCookie('d', false)]) {
      expect(attributes(cookie)).not.toContain('Secure');
      expect(attributes(cookie)).toContain('HttpOnly');
    }
  });

  it('keep the names the API and its other clients read', () => {
    expect(accessTokenCookie('abc', true)).toMatch(/^accessToken=abc;/);
    expect(accessTokenCookie(null, true)).toMatch(/^accessToken=;.*Max-Age=0/);
    expect(deviceIdCookie('d-1', true)).toMatch(/^deviceId=d-1;/);
  });
});
