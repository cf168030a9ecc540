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

  it('runs a mail worker, but mails a sign-in code at once, never through the queue (decision 0058)', async () => {
    const { rows: queues } = await api.db.execute<{ name: string }>(
      "select name from pgboss.queue where name like 'send-mail%' order by name",
    );
    expect(queues.map((queue) => queue.name)).toEqual(['send-mail', 'send-mail-given-up']);

    const email = 'queue-code@example.com';
    const asked = await api.app.inject({ method: 'POST', url: '/api/auth/generate-otp', payload: { email } });
    expect(asked.statusCode, asked.body).toBe(200);
    // In the mailbox as soon as the request is answered: the shopper's wait is the send itself.
    const mailbox = await api.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    const [mail] = mailbox.json().messages as { subject: string }[];
    const code = /\d{6}/.exec(mail?.subject ?? '')?.[0];
    expect(code).toBeDefined();
    const { rows } = await api.db.execute<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name like 'send-mail%'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
