import type { ErrorBody } from '@seed/contract/common';
import { type DomainErrorCode, isDomainError } from '@seed/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  NOT_FOUND: 404,
  INVALID_DATA: 400,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
};

// Errors raised by Fastify and its plugins carry only a status; clients translate codes, so derive one.
const CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID_DATA',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'INVALID_DATA',
  429: 'RATE_LIMITED',
};

type ValidationIssue = { instancePath: string; message?: string };

// "querystring.limit: Expected number" tells the caller which input and which field are wrong.
function validationMessage(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath.split('/').filter(Boolean).join('.');
      const where = [context, field].filter(Boolean).join('.');
      return `${where}: ${issue.message ?? 'Invalid value'}`;
    })
    .join('; ');
}

// Tests run strict: a business rule refusing with a reason its endpoint does not declare is a bug in the
// contract, so it fails as one instead of reaching a page that has no text for it.
const STRICT_REFUSALS = process.env.SEED_STRICT_REFUSALS === '1';

function undeclared(error: FastifyError, request: FastifyRequest): string | null {
  if (!isDomainError(error) || error.reason === error.code) return null;
  const declared = request.routeOptions.config.refusals;
  return declared && !declared.includes(error.reason) ? error.reason : null;
}

function toErrorBody(error: FastifyError): ErrorBody {
  if (isDomainError(error)) {
    return {
      statusCode: STATUS_BY_CODE[error.code],
      message: error.message,
      code: error.code,
      ...(error.reason === error.code ? {} : { reason: error.reason }),
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      message: validationMessage(error.validationContext, error.validation),
      code: 'INVALID_DATA',
    };
  }
  // An outside service (a payment gateway) failed: the request may be retried, nothing was changed twice.
  if (error.name === 'GatewayError') {
    return {
      statusCode: 502,
      message: 'The payment service is not answering; try again',
      code: 'GATEWAY_ERROR',
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { statusCode: status, message: error.message, code: CODE_BY_STATUS[status] };
  }
  return { statusCode: 500, message: 'Internal Server Error' };
}

async function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const reason = undeclared(error, request);
  if (reason)
    request.log.error({ reason, route: request.routeOptions.url }, 'refusal not declared in the contract');
  const body =
    reason && STRICT_REFUSALS
      ? { statusCode: 500, message: `Refusal ${reason} is not declared by this endpoint` }
      : toErrorBody(error);
  // The request logger already carries the request id, so a user's report can be matched to the stack.
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
  return reply.code(body.statusCode).send(body);
}

async function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  const body: ErrorBody = {
    statusCode: 404,
    message: `Route ${request.method} ${path} not found`,
    code: 'NOT_FOUND',
  };
  return reply.code(404).send(body);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);
  },
  { name: 'api-errors' },
);
