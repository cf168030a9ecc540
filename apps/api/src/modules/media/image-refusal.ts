import { DomainError } from '@seed/domain/errors';
import { MediaRejected } from '@seed/media/rejected';
import { PayloadTooLarge } from '../../http/multipart';

/** An image refused by @seed/media as the API answers it: a 413 over the size limit, else a 400 with its reason. */
export function imageRefusal(error: unknown): unknown {
  if (!(error instanceof MediaRejected)) return error;
  if (error.reason === null) return new PayloadTooLarge(error.message);
  return new DomainError('INVALID_DATA', error.message, {
    cause: error,
    reason: error.reason,
    details: error.details,
  });
}
