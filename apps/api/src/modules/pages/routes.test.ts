import { infoPages } from '@seed/db/schema/marketing';
import { testDatabaseKinds } from '@seed/db/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('information pages on %s', (kind) => {
  const t = useCatalogApi(kind);
  const get = (url: string) => t.get(url);

  beforeAll(async () => {
    await t.api.db.insert(infoPages).values([
      {
        slug: 'ServiceAgreement',
        titleEn: 'Service agreement',
        titleAr: 'اتفاقية الخدمة',
        bodyEn: 'First.\n\nSecond.',
        bodyAr: 'الأول.\n\nالثاني.',
        updatedAt: new Date('2026-01-02T03:04:05.000Z'),
      },
    ]);
  });

  it('returns a page in both languages by its slug', async () => {
    const reply = await get('/api/pages/ServiceAgreement?deviceId=d&currency=USD&locale=en');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      slug: 'ServiceAgreement',
      titleEn: 'Service agreement',
      titleAr: 'اتفاقية الخدمة',
      bodyEn: 'First.\n\nSecond.',
      bodyAr: 'الأول.\n\nالثاني.',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('answers 404 for an unknown slug, matching case exactly', async () => {
    for (const slug of ['faq', 'serviceagreement']) {
      const reply = await get(`/api/pages/${slug}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        statusCode: 404,
        message: `Page ${slug} not found`,
        code: 'NOT_FOUND',
        reason: 'INFO_PAGE_NOT_FOUND',
      });
    }
  });

  it('answers 400 for a malformed slug', async () => {
    for (const slug of ['a_b', 'a.b', 'x'.repeat(61), encodeURIComponent('صفحة')]) {
      const reply = await get(`/api/pages/${slug}`);
      expect(reply.statusCode, slug).toBe(400);
      expect(reply.json()).toMatchObject({ statusCode: 400, code: 'INVALID_DATA' });
    }
  });
});
