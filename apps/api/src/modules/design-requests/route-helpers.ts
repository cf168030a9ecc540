import { ErrorBodySchema, errorResponses } from '@seed/contract/common';

export const tags = ['design requests'];
export const actionResponses = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};
