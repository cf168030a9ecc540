import { testDatabaseKinds } from '@seed/db/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { insertCollectionsAndReviews } from '../../test/fixtures';

describe.each(testDatabaseKinds())('reviews on %s', (kind) => {
  const t = useCatalogApi(kind);
  beforeAll(() => insertCollectionsAndReviews(t.api.db, t.catalog));

  it('lists active reviews by rank and pages them', async () => {
    const reply = await t.get('/api/reviews?deviceId=d1&currency=USD');
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(page).toMatchObject({ limit: 12, offset: 0, hasMore: false });
    expect(page.reviews).toEqual([
      expect.objectContaining({ name: 'Ali', text: 'Fast delivery', rating: 4, media: null }),
      expect.objectContaining({ name: 'Sara', text: 'Lovely print', rating: 5 }),
    ]);
    expect((await t.get('/api/reviews?limit=1&offset=1')).json()).toMatchObject({
      reviews: [{ name: 'Sara' }],
      hasMore: false,
    });
    expect((await t.get('/api/reviews?limit=1000')).json().limit).toBe(100);
    expect((await t.get('/api/reviews?limit=-3')).statusCode).toBe(400);
  });
});
