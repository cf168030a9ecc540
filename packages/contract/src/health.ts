import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

const ReadinessSchema = HealthSchema.extend({ draining: z.boolean() });

export const health = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    tags: ['health'],
    access: 'anyone',
    summary: 'Liveness and database check',
    description:
      'Answers 503 with `{ "status": "error", "database": "unreachable" }` when the database does not.',
    query: BaseQuerySchema,
    reply: HealthSchema,
    refusals: [],
  }),
  live: endpoint({
    method: 'GET',
    path: '/health/live',
    tags: ['health'],
    access: 'anyone',
    summary: 'Liveness probe',
    description:
      'Answers 200 whenever the process can answer at all; it touches nothing else, so a database outage never ' +
      'gets a replica restarted.',
    query: BaseQuerySchema,
    reply: z.object({ status: z.literal('ok') }),
    refusals: [],
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    tags: ['health'],
    access: 'anyone',
    summary: 'Readiness probe',
    description:
      'Answers 503 with `status: "error"` while this replica is shutting down (`draining: true`) or while its ' +
      'database does not answer a trivial query within a second; a load balancer then sends it no new requests.',
    query: BaseQuerySchema,
    reply: ReadinessSchema,
    refusals: [],
  }),
};
