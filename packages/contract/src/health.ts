import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

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
};
