import { oneTimeCodes } from '@seed/db/schema/auth';
import type { TestDatabaseKind } from '@seed/db/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';

type Options = { token?: string; ip?: string; query?: string };

/**
 * For a describe block: the API on a fresh database and helpers for the auth flows. Each call comes from a
 * new client address unless one is given, so the per-address limits count only where a test means them to.
 */
export function useAuthApi(kind: TestDatabaseKind) {
  const context = {} as { api: TestApi };
  beforeAll(async () => {
    context.api = await createTestApi(kind);
  });
  afterAll(async () => context.api?.close());
  let addresses = 0;
  let mailboxes = 0;
  const client = {
    get api() {
      return context.api;
    },
    freshIp: () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    freshEmail: (name = 'shopper') => `${name}-${++mailboxes}@example.com`,
    post(path: string, body: unknown, { token, ip, query = '' }: Options = {}) {
      return context.api.app.inject({
        method: 'POST',
        url: `/api/${path}${query}`,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        remoteAddress: ip ?? client.freshIp(),
      });
    },
    /** The newest mail sent to the address, as the dev mailbox lists it. */
    async lastMail(email: string) {
      const reply = await context.api.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
      return reply.json().messages[0] as { subject: string; text: string; html: string } | undefined;
    },
    async lastCode(email: string) {
      const mail = await client.lastMail(email);
      return /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? null;
    },
    /** Moves the address's codes back in time, as if the resend pause (or their life) had passed. */
    async age(email: string, seconds: number) {
      const by = sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})`;
      const expiry = sql`${oneTimeCodes.expiresAt} - make_interval(secs => ${seconds})`;
      await context.api.db
        .update(oneTimeCodes)
        .set({ createdAt: by, expiresAt: expiry })
        .where(eq(oneTimeCodes.email, email));
    },
    /** A new account signed in by code; returns its token. */
    async signUpByCode(email: string) {
      await client.post('auth/generate-otp', { email });
      const reply = await client.post('auth/verify-otp', { email, otp: await client.lastCode(email) });
      return reply.json().accessToken as string;
    },
    logout: (token: string) => client.post('auth/logout', undefined, { token }),
  };
  return client;
}
