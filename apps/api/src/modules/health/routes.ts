import { health } from '@seed/contract/health';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { pingDatabase } from './service';

export async function healthRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(
    app,
    health.check,
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
    // Load balancers poll this; their checks must not eat a client's rate-limit budget.
    { config: { rateLimit: false } },
  );
}
