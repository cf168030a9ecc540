import { randomInt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../test/api';

// A fresh address per use, so counts left in Redis by earlier runs do not matter.
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
const call = (api: TestApi, remoteAddress: string) => api.app.inject({ url: '/api/carousel', remoteAddress });

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379. Two API instances stand for two replicas.
describe.runIf(process.env.TEST_REDIS_URL)('rate limit with a Redis store', () => {
  it('shares one count between replicas', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_PER_MINUTE: '3' };
    const replicas = await Promise.all([createTestApi('pglite', env), createTestApi('pglite', env)]);
    try {
      // Until its connection is up a replica lets requests through uncounted (no rate-limit headers).
      for (const api of replicas) {
        await vi.waitFor(
          async () => expect((await call(api, freshAddress())).headers).toHaveProperty('x-ratelimit-limit'),
          {
            timeout: 10_000,
          },
        );
      }
      const address = freshAddress();
      const statuses = [];
      for (const api of [...replicas, ...replicas]) statuses.push((await call(api, address)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all(replicas.map((api) => api.close()));
    }
  });
});
