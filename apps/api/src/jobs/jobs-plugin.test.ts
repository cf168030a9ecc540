import { testDatabaseKinds } from '@seed/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/api';

describe.each(testDatabaseKinds())('the API with its job queue on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, {}, { jobs: true });
  }, 120_000);
  afterAll(async () => api?.close());

  it("schedules the store's and its modules' jobs when it is ready", async () => {
    const { rows } = await api.db.execute<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule order by name',
    );
    expect(rows).toEqual([
      { name: 'clear-artist-earnings', cron: '41 * * * *' },
      { name: 'delete-unused-custom-products', cron: '23 * * * *' },
      { name: 'expire-unpaid-orders', cron: '* * * * *' },
      { name: 'mail-low-stock', cron: '* * * * *' },
      { name: 'queue-print-files', cron: '* * * * *' },
      { name: 'send-artist-sale-mails', cron: '0 6 * * *' },
    ]);
  });
});
