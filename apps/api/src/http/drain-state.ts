/**
 * Whether this process is shutting down. Set once, on the first SIGTERM (lifecycle.ts), and read by the
 * readiness probe, so a load balancer stops sending new requests while those in flight finish.
 */
export type DrainState = {
  readonly draining: boolean;
  start(): void;
};

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
