import { DomainError } from '@seed/domain/errors';
import { ErrorBodySchema, errorResponses, IdSchema } from '../../http/schemas';

export const tags = ['design requests'];
export const actionResponses = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Spec §8: a request without an id fails with 'Id is required'. */
export function requestIdOf(params: { id: string }): number {
  const raw = params.id.trim();
  if (raw === '') throw new DomainError('INVALID_DATA', 'Id is required');
  const parsed = IdSchema.safeParse(raw);
  if (!parsed.success) throw new DomainError('INVALID_DATA', 'id must be a positive integer');
  return parsed.data;
}
