import { randomInt } from 'node:crypto';

/**
 * A made-up client address, sent as X-Forwarded-For (the replicas trust the proxy's header). Each call gets
 * its own unless told, so the low rate limit of the replica test counts only the calls meant to share one.
 */
export const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  cookie?: string;
  ip?: string;
};

export type Reply = { status: number; headers: Headers; text: string; json<T>(): T };

/** One request to a replica or the proxy; redirects are answered, not followed. */
export async function call(base: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? clientAddress() };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const reply = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await reply.text();
  return { status: reply.status, headers: reply.headers, text, json: <T>() => JSON.parse(text) as T };
}

/** The cookies a reply set, as a Cookie header would send them back (removals left out). */
export function cookiesOf(reply: Reply): string {
  return reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
