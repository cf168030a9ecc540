import { ContractInputError } from '@seed/contract/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.server';
import { idOrHome, orNotFound } from './catalog-id.server';

// What a loader threw: React Router's redirects are Responses; data(…, { status }) carries its status in init.
function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('idOrHome', () => {
  it('reads a number, however large', () => {
    expect(idOrHome('42', 'ar')).toBe(42);
    expect(idOrHome('99999999999', 'en')).toBe(99_999_999_999);
  });

  it('sends anything else home, in the page language', () => {
    for (const param of [undefined, '', 'abc', '12a', '-1', '1.5', ' 1']) {
      const response = thrown(() => idOrHome(param, 'en'));
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).headers.get('Location')).toBe('/en');
    }
  });
});

describe('orNotFound', () => {
  it('passes answers through', async () => {
    await expect(orNotFound(Promise.resolve('artist'))).resolves.toBe('artist');
  });

  it('turns a missing item, or an id the API refuses, into the 404 page', async () => {
    for (const status of [404, 400]) {
      const error = await orNotFound(Promise.reject(new ApiError(status, 'no'))).catch((e: unknown) => e);
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });

  it('turns an id the client refuses to send into the 404 page', async () => {
    const refused = Promise.reject(new ContractInputError('GET /artwork/:id params: id'));
    await expect(orNotFound(refused)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('lets other failures through as they are', async () => {
    const failure = new ApiError(500, 'down');
    await expect(orNotFound(Promise.reject(failure))).rejects.toBe(failure);
  });
});
