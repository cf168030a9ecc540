import { ErrorBodySchema } from './common';
import type { CallInput, Endpoint, GenericReason, ReplyOf } from './endpoint';

/** A refusal or failure of the API, with the reason the page translates (never its English message). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    // A refusal with no finer reason carries its code.
    readonly reason: string | undefined = code,
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
  }

  /** Whether this is one of the reasons the endpoint declares (or a generic one). */
  is<E extends Endpoint>(_endpoint: E, reason: E['refusals'][number] | GenericReason): boolean {
    return this.reason === reason;
  }
}

/** A caller's mistake, not the API's: the input does not match the contract, so nothing was sent. */
export class ContractInputError extends Error {
  override readonly name = 'ContractInputError';
}

export type Outgoing = {
  method: Endpoint['method'];
  /** Path and query string, relative to the API's root (`/carts/my/bag?currency=KWD`). */
  url: string;
  body?: string | FormData;
};
export type Incoming = { status: number; body: unknown };

export type ClientOptions = {
  send: (request: Outgoing) => Promise<Incoming>;
  /** The visitor's deviceId, currency and language, added to every call's query. */
  baseQuery: Record<string, string | undefined>;
  /**
   * Replies are produced by the API's own serialiser from the same schema, so checking them again costs time
   * for nothing in production; tests and development check them, so a drift fails loudly there.
   */
  checkReplies: boolean;
};

export type ContractClient = {
  call<E extends Endpoint>(
    endpoint: E,
    ...input: Record<never, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
  ): Promise<ReplyOf<E>>;
};

function asText(values: Record<string, unknown> | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value !== undefined && value !== null && value !== '') text[name] = String(value);
  }
  return text;
}

function checked(what: string, endpoint: Endpoint, schema: Endpoint['query'], value: unknown): void {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ContractInputError(`${endpoint.method} ${endpoint.path} ${what}: ${result.error.message}`);
  }
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new ContractInputError(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Calls endpoints of the contract: the input is checked against the endpoint's schemas before anything is
 * sent, and a refusal becomes an ApiError carrying the API's reason.
 */
/**
 * The path and query an endpoint is called at, checked against its schemas: what `call` sends, and what a
 * caller that streams a non-JSON reply (a CSV, a file) fetches itself.
 */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | undefined,
  baseQuery: Record<string, string | undefined>,
): string {
  const given = (input ?? {}) as { params?: object; query?: object };
  const params = asText(given.params as Record<string, unknown>);
  checked('params', endpoint, endpoint.params, params);
  const own = asText(given.query as Record<string, unknown>);
  // The visitor's fields are every route's (the API adds them to each query schema), so only the call's own
  // parameters are checked here.
  checked('query', endpoint, endpoint.query, own);
  const search = new URLSearchParams({ ...asText(baseQuery), ...own }).toString();
  const path = fillPath(endpoint.path, params);
  return search ? `${path}?${search}` : path;
}

/**
 * Calls endpoints of the contract: the input is checked against the endpoint's schemas before anything is
 * sent, and a refusal becomes an ApiError carrying the API's reason.
 */
export function createContractClient({ send, baseQuery, checkReplies }: ClientOptions): ContractClient {
  async function call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<ReplyOf<E>> {
    const given = (input ?? {}) as { body?: unknown; form?: FormData };
    const url = endpointUrl(endpoint, input, baseQuery);
    if (endpoint.body) checked('body', endpoint, endpoint.body, given.body);

    const response = await send({
      method: endpoint.method,
      url,
      body: endpoint.multipart
        ? given.form
        : given.body === undefined
          ? undefined
          : JSON.stringify(given.body),
    });
    if (response.status >= 400) throw toApiError(endpoint, response);
    // A 204 has no body to read, so the transport has none to give; its contract's reply is null.
    const body = response.status === 204 ? null : response.body;
    if (!checkReplies) return body as ReplyOf<E>;
    const reply = endpoint.reply.safeParse(body);
    if (!reply.success) {
      throw new Error(
        `${endpoint.method} ${endpoint.path}: the reply does not match the contract: ${reply.error.message}`,
      );
    }
    return reply.data as ReplyOf<E>;
  }
  return { call: call as ContractClient['call'] };
}

function toApiError(endpoint: Endpoint, response: Incoming): ApiError {
  // A proxy's HTML error page is not the API's error body; the status still tells what happened.
  const body = ErrorBodySchema.safeParse(response.body);
  if (!body.success) {
    return new ApiError(
      response.status,
      `API replied ${response.status} to ${endpoint.method} ${endpoint.path}`,
    );
  }
  const { message, code, reason, details } = body.data;
  return new ApiError(response.status, message, code, reason ?? code, details);
}
