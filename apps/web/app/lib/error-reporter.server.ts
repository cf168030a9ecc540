import { createErrorReporter, type ErrorReporter } from './error-reporter';

/**
 * The server's reporter: the host's logger (whose line carries the request id) and, when SENTRY_DSN is
 * set, the error service. The DSN is read here so it never reaches the client bundle.
 */
export function serverErrorReporter(log: (error: unknown) => void): ErrorReporter {
  return createErrorReporter({ dsn: process.env.SENTRY_DSN, log });
}
