import type { FastifyInstance } from 'fastify';
import type { DrainState } from './http/drain-state';

type ShutdownOptions = {
  // Closed after the server, in order: the database, queues…
  resources: { close(): Promise<void> }[];
  // Turned on first, so the readiness probe answers 503 while the rest closes.
  drain?: DrainState;
  // A request that hangs must not keep a deploy waiting forever.
  timeoutMs?: number;
  // Served as usual, though not ready, this long before the listener closes: the load balancer's health checks
  // take the replica out first, so no new connection reaches a socket that is closing (part of timeoutMs).
  drainDelayMs?: number;
  signals?: NodeJS.EventEmitter;
  exit?: (code: number) => void;
};

/**
 * On SIGTERM or SIGINT: readiness turns false, requests are still served for `drainDelayMs`, then the server
 * stops accepting connections and lets in-flight requests finish (Fastify's close, whose onClose hooks then stop
 * the job workers, letting a running job finish or handing it back to the queue, and quit Redis), the resources
 * close, exit 0. A second signal (more than a
 * second after the first), or a shutdown slower than the timeout, exits at once with 1.
 */
const REPEAT_WINDOW_MS = 1000;

export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const {
    resources,
    drain,
    timeoutMs = 10_000,
    drainDelayMs = 0,
    signals = process,
    exit = (code) => process.exit(code),
  } = options;
  let closing = false;
  let firstSignalAt = 0;

  const shutdown = async (signal: string) => {
    // Under `npm start` one Ctrl-C arrives twice (from the terminal and again from npm): a repeat within a
    // second is the same request to stop, not an impatient second one.
    if (closing && Date.now() - firstSignalAt < REPEAT_WINDOW_MS) return;
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    firstSignalAt = Date.now();
    drain?.start(timeoutMs);
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took too long: exiting');
      exit(1);
    }, timeoutMs);
    timer.unref();
    let reaper: NodeJS.Timeout | undefined;
    try {
      // A connection the kernel has accepted but the process has not yet taken is reset when the listener
      // closes; a proxy cannot resend a POST it already wrote to it. So the listener stays open until the
      // balancer, seeing readiness fail, has stopped sending here.
      if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      // Fastify reaps idle keep-alive sockets once, when close starts; a socket whose request was in flight
      // then turns idle afterwards and would hold close() open for the whole keep-alive timeout.
      reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      reaper.unref();
      await app.close();
      for (const resource of resources) await resource.close();
      exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    } finally {
      clearTimeout(timer);
      if (reaper) clearInterval(reaper);
    }
  };

  for (const signal of ['SIGTERM', 'SIGINT']) signals.on(signal, () => void shutdown(signal));
}
