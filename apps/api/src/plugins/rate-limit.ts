import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

type RateLimitOptions = { perMinute: number; redis?: Redis };

// Counted per client address; with Redis the count is shared by every replica behind the load balancer.
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { perMinute, redis }: RateLimitOptions) => {
    if (perMinute === 0) return;
    await app.register(fastifyRateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      redis,
      nameSpace: 'store-api-rl:',
      // A Redis outage must not take the store down with it.
      skipOnError: true,
    });
  },
  { name: 'api-rate-limit' },
);
