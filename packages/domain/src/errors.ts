// Business rules fail with a code, never an HTTP status: the API maps codes to statuses and the web maps
// them to translated messages, so neither side has to parse message text.
export const DOMAIN_ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_DATA',
  'OUT_OF_STOCK',
  'CONFLICT',
  'FORBIDDEN',
  'UNAUTHORIZED',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** A refusal's machine reason (GIFT_CARD_EXPIRED…) and the values its translated text speaks of. */
export type RefusalOptions = ErrorOptions & {
  reason?: string;
  details?: Record<string, string | number>;
};

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  // The code itself when the rule gives no finer reason.
  readonly reason: string;
  readonly details: Record<string, string | number> | undefined;

  constructor(code: DomainErrorCode, message: string, options?: RefusalOptions) {
    super(message, options);
    this.code = code;
    this.reason = options?.reason ?? code;
    this.details = options?.details;
  }
}

// `instanceof` alone is not enough: the server bundle (Vite) and the API (tsx) can each load their own copy
// of this module in one process, which gives two distinct DomainError classes.
export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true;
  if (!(error instanceof Error) || error.name !== 'DomainError') return false;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === 'string' && (DOMAIN_ERROR_CODES as readonly string[]).includes(code);
}
