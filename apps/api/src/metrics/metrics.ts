import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The process's Prometheus registry and the metrics its parts write to (decision 0054). */
export type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  cacheLookups: Counter<'cache' | 'result'>;
  jobFailures: Counter<'queue'>;
};

// From a cached reply (about a millisecond) to a slow render or upload; beyond 10 s a request is an incident.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A registry of its own per server (not prom-client's global one), so tests and the two compositions (API
 * alone, whole store) each build theirs without names colliding. Node's own metrics (CPU, memory, event loop
 * lag, GC) come with it.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern (not the raw URL) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its reply, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'cache_lookups_total',
      help: 'Lookups of the API response cache (cache="api") and the page cache (cache="page"): hit or miss',
      labelNames: ['cache', 'result'],
      registers,
    }),
    jobFailures: new Counter({
      name: 'job_failures_total',
      help: 'Scheduled job runs that failed in this process, and mails given up after their retries, by queue',
      labelNames: ['queue'],
      registers,
    }),
  };
}
