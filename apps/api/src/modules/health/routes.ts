import { health } from '@seed/contract/health';
import type { FastifyInstance } from 'fastify';
import type { DrainState } from '../../http/drain-state';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { databaseAnswers, pingDatabase } from './service';

// Shorter than a load balancer's usual probe timeout (2–5 s), so the probe answers 503 rather than not at all.
const READY_DB_TIMEOUT_MS = 1000;
// Load balancers and orchestrators poll these; their checks must not eat a client's rate-limit budget.
const probe = { config: { rateLimit: false as const } };

export async function healthRoutes(
  app: FastifyInstance,
  { db, drain }: ModuleOptions & { drain?: DrainState },
) {
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
    probe,
  );

  serve(app, health.live, async () => ({ status: 'ok' }) as const, probe);

  serve(
    app,
    health.ready,
    async (request, reply) => {
      const draining = drain?.draining ?? false;
      const database = (await databaseAnswers(db, READY_DB_TIMEOUT_MS)) ? 'ok' : 'unreachable';
      if (!draining && database === 'ok') return { status: 'ok', database, draining } as const;
      if (database === 'unreachable') request.log.warn('readiness: database unreachable');
      return reply.code(503).send({ status: 'error', database, draining });
    },
    probe,
  );
}
