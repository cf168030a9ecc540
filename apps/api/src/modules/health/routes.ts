import { BaseQuerySchema } from '@seed/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { pingDatabase } from './service';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

export async function healthRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Load balancers poll this; their checks must not eat a client's rate-limit budget.
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        querystring: BaseQuerySchema,
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
}
