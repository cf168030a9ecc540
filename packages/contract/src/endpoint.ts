import type { StaffPermission } from '@seed/domain/staff-permissions';
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Role = 'USER' | 'ARTIST' | 'ADMIN';

/**
 * Who may call: anyone (a signed-in caller is still recognised), any signed-in user, these roles, or staff
 * holding this permission (anyone else signed in hears 404: the back office does not reveal itself).
 */
export type Access =
  | 'anyone'
  | 'signedIn'
  | { readonly roles: readonly Role[] }
  | { readonly permission: StaffPermission };

/**
 * Reasons every call can give without declaring them: the error codes of the API itself (a field the
 * schema refuses, a missing record, a guest where a user is needed, a size or rate limit). A refusal with no
 * reason of its own carries its code as its reason.
 */
export const GENERIC_REASONS = [
  'NOT_FOUND',
  'INVALID_DATA',
  'OUT_OF_STOCK',
  'CONFLICT',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'TOO_LARGE',
  'RATE_LIMITED',
  'GATEWAY_ERROR',
] as const;
export type GenericReason = (typeof GENERIC_REASONS)[number];

/**
 * One call of the API: what it takes and answers, and why it can refuse. The API registers its route from
 * this (validation, serialisation, OpenAPI), and the web's client calls it with the same schemas.
 */
export type Endpoint = {
  readonly method: Method;
  /** Fastify's form: `/carts/product/by/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** The body is multipart/form-data, read by the route as a stream; the client sends a FormData. */
  readonly multipart?: true;
  readonly reply: z.ZodType;
  /** The success status; 200 when not given. */
  readonly status?: 200 | 201 | 202 | 204 | 302 | 303;
  /** Error statuses the call can answer besides 400, 404, 500 (and 401/403 that `access` implies). */
  readonly errors?: readonly (401 | 403 | 409 | 413 | 415 | 429 | 502)[];
  /** The business-rule reasons this call can refuse with, beyond GENERIC_REASONS. */
  readonly refusals: readonly string[];
};

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

export type ReplyOf<E extends Endpoint> = z.output<E['reply']>;
export type ReasonOf<E extends Endpoint> = E['refusals'][number] | GenericReason;

// Ids and numbers travel as text in a path or query; the caller may hand them over as numbers.
type Loose<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number : T[K] };
// The currency stays: a caller may ask for prices in another currency than the visitor's (the studio's KWD).
type BaseQueryKey = 'deviceId' | 'locale';

/** What a caller passes: the path's params, the query without the visitor's base fields, and the body. */
export type CallInput<E extends Endpoint> = (E extends { params: infer P extends z.ZodType }
  ? { params: Loose<z.input<P>> }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType }
    ? { query?: Loose<Omit<z.input<Q>, BaseQueryKey>> }
    : { query?: never }) &
  (E extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : E extends { multipart: true }
      ? { form: FormData }
      : { body?: never });
