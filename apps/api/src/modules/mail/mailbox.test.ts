import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../test/api';

describe('the development mailbox', () => {
  it('lists mail outside production only', async () => {
    for (const [env, status] of [
      [{}, 200],
      [
        { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), MAIL_FROM: 'no-reply@store.example.com' },
        404,
      ],
      [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, 404],
    ] as const) {
      const api = await createTestApi('pglite', env);
      try {
        const reply = await api.app.inject({ url: '/api/dev/mailbox' });
        expect(reply.statusCode, JSON.stringify(env)).toBe(status);
      } finally {
        await api.close();
      }
    }
  });
});
