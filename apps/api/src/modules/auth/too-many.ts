// The API's limits answer 429 like @fastify/rate-limit does; the error handler adds the RATE_LIMITED code.
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? `Too many attempts; try again in ${Math.max(1, Math.ceil(seconds))} seconds`
    : `Too many attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
