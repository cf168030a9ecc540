import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('topics on %s', (kind) => {
  const t = useCatalogApi(kind);
  const names = async (url: string) =>
    ((await t.get(url)).json() as { name_en: string }[]).map((topic) => topic.name_en);

  it("lists active topics by order at the spec's api/topics and at /topics", async () => {
    expect(await names('/api/api/topics?rankOrder=1')).toEqual(['Calligraphy', 'Nature']);
    expect(await names('/api/topics?rankOrder=1')).toEqual(['Calligraphy', 'Nature']);
    expect(await names('/api/api/topics?rankOrder=-1')).toEqual(['Nature', 'Calligraphy']);
    const [, nature] = (await t.get('/api/api/topics')).json();
    expect(nature).toMatchObject({ name_ar: 'طبيعة', media: { url: { small: expect.any(String) } } });
    expect((await t.get('/api/api/topics?rankOrder=2')).statusCode).toBe(400);
  });
});
