import { isRouteErrorResponse } from 'react-router';

/** Sends a failure somewhere a developer will see it; never throws, resolves once it is handed over. */
export type ErrorReporter = (error: unknown) => Promise<void>;

type ReporterOptions = {
  /** A Sentry DSN (`https://<key>@<host>/<project>`); without one, failures are only logged. */
  dsn?: string;
  log: (error: unknown) => void;
  fetch?: typeof fetch;
};

/**
 * Every failure is logged (the browser console, or the server's logger with the request id); with a DSN
 * it is also posted to that Sentry-compatible service's envelope endpoint. Sentry's SDK would add tens
 * of kilobytes to every page, and one event with its stack is all we need.
 */
export function createErrorReporter({ dsn, log, fetch = globalThis.fetch }: ReporterOptions): ErrorReporter {
  const endpoint = dsn ? envelopeEndpoint(dsn) : undefined;
  return async (error) => {
    log(error);
    if (!endpoint) return;
    try {
      // text/plain keeps a cross-origin post free of a CORS preflight; keepalive lets it outlive the page.
      const response = await fetch(endpoint, { method: 'POST', body: envelope(error), keepalive: true });
      if (!response.ok) log(new Error(`The error service answered ${response.status}`));
    } catch (cause) {
      log(new Error('The error service could not be reached', { cause }));
    }
  };
}

// `https://<key>@host/<path>/<project>` posts to `https://host/<path>/api/<project>/envelope/`, with
// the key in the query as Sentry's browser SDK sends it (a custom auth header would need a preflight).
function envelopeEndpoint(dsn: string): string {
  const { protocol, username, host, pathname } = new URL(dsn);
  const segments = pathname.split('/');
  const project = segments.pop();
  const query = new URLSearchParams({ sentry_key: username, sentry_version: '7' });
  return `${protocol}//${host}${segments.join('/')}/api/${project}/envelope/?${query}`;
}

function envelope(error: unknown): string {
  const eventId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    exception: { values: [describe(error)] },
    // Unparsed: frames would need a stack parser per browser, and the text reads well enough.
    ...(error instanceof Error && error.stack ? { extra: { stack: error.stack } } : {}),
    ...(typeof window === 'undefined' ? {} : { request: { url: window.location.href } }),
  };
  const header = { event_id: eventId, sent_at: new Date().toISOString() };
  return [header, { type: 'event' }, event].map((part) => JSON.stringify(part)).join('\n');
}

function describe(error: unknown) {
  if (error instanceof Error) return { type: error.name, value: error.message };
  if (isRouteErrorResponse(error))
    return { type: 'ErrorResponse', value: `${error.status} ${error.statusText}` };
  return { type: 'Error', value: String(error) };
}

const reportInBrowser = createErrorReporter({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  log: (error) => console.error(error),
});

/**
 * For the error page: reports what made it show a 5xx. An Error without a stack was thrown on the
 * server (a production build strips it before sending it here), and the server has reported it.
 */
export function reportPageError(error: unknown): void {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status < 500 || (error instanceof Error && !error.stack)) return;
  void reportInBrowser(error);
}
