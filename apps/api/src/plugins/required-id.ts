import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Spec §8: a call without the id of its resource fails with 'Id is required'. Checked before each route's own
// params schema, which would only say that the id is not a positive integer.
export const requiredIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (typeof params?.id === 'string' && params.id.trim() === '') {
        throw new DomainError('INVALID_DATA', 'Id is required');
      }
    });
  },
  { name: 'api-required-id' },
);
