import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { serverErrorReporter } from './lib/error-reporter.server';
import { NonceProvider } from './lib/nonce';
import { PageStylesProvider } from './lib/page-styles';
import { pageStyles } from './lib/page-styles.server';

// React Router's default entry, plus the CSP nonce: React's streaming scripts, React Router's
// hydration scripts and <Scripts>/<ScrollRestoration> (through NonceProvider) all carry it.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent');
  const readyOption =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageStylesProvider value={pageStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageStylesProvider>
      </NonceProvider>,
      {
        // The style nonce covers the stylesheet inlined in the head (root.tsx).
        nonce: { script: nonce, style: nonce },
        [readyOption]() {
          shellRendered = true;
          const body = coalescingStream(() => clearTimeout(timeout));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and reach handleError; later ones only come here.
          if (shellRendered) void serverErrorReporter(loadContext.reportError)(error);
        },
      },
    );
    // Leaves time for rejected boundaries to flush before the stream is cut.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React writes a flush as dozens of pieces of about 2 KB, one after another in the same task; each went
 * through every stream after it (a web stream, the compressor flushing each one, a socket write), which
 * cost a signed-in page more CPU than its render. The pieces of one task go on as one chunk, at the end of
 * it, so the shell still leaves as soon as React has written it.
 */
function coalescingStream(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const pushPending = (stream: Transform) => {
    scheduled = undefined;
    if (pending.length === 0) return;
    const chunk = Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      scheduled ??= setImmediate(pushPending, this);
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      onEnd();
      pushPending(this);
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      callback(error);
    },
  });
}

// Not failures worth an error line: a visitor leaving mid-request, and the 4xx answers React Router
// makes itself (no route, no action), which the access log already shows with their status.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  void serverErrorReporter(context.reportError)(error);
};
