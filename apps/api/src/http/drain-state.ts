/**
 * Whether this process is shutting down, and how long it has left. Set once, on the first SIGTERM
 * (lifecycle.ts), and read by the readiness probe, so a load balancer stops sending new requests while those in
 * flight finish, and by the job queue, whose running jobs may take what is left of the shutdown's budget.
 */
export type DrainState = {
  readonly draining: boolean;
  /** Milliseconds before the shutdown gives up and exits; undefined while the process is not shutting down. */
  msLeft(): number | undefined;
  start(budgetMs: number): void;
};

export function createDrainState(): DrainState {
  let deadline: number | undefined;
  return {
    get draining() {
      return deadline !== undefined;
    },
    msLeft() {
      return deadline === undefined ? undefined : Math.max(0, deadline - Date.now());
    },
    start(budgetMs) {
      deadline ??= Date.now() + budgetMs;
    },
  };
}
