import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJob, StudioRequestError, searchGifs } from './studio-client';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio’s browser calls', () => {
  it('read a reply of the shape the contract gives', async () => {
    answer(200, { status: 'done', progress: 1, media: { id: 5, url: '/cut.webp' } });
    expect(await backgroundJob('ar', 'job')).toEqual({
      status: 'done',
      progress: 1,
      media: { id: 5, url: '/cut.webp' },
    });
  });

  it('carry a refusal’s translated text and reason', async () => {
    answer(409, {
      message: 'خدمة إزالة الخلفية مشغولة الآن. حاول مرة أخرى بعد دقيقة.',
      reason: 'REMOVER_BUSY',
    });
    const refused = await backgroundJob('ar', 'job').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StudioRequestError);
    expect(refused).toMatchObject({
      status: 409,
      reason: 'REMOVER_BUSY',
      message: expect.stringContaining('مشغولة'),
    });
  });

  it('have no text of their own for a failure that is not a refusal', async () => {
    answer(500, { statusCode: 500, message: 'Internal Server Error' });
    await expect(searchGifs('ar', 'cat')).rejects.toMatchObject({ status: 500, message: '', reason: null });
  });

  it('refuse a reply of another shape', async () => {
    answer(200, { gifs: [{ id: 1 }] });
    await expect(searchGifs('ar', 'cat')).rejects.toThrow(/not what the studio expects/);
  });
});
