import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, reportPageError } from './error-reporter';

type Received = { method?: string; url?: string; contentType?: string; body: string };

// A stand-in for a Sentry-compatible service: records each post and answers with the status asked for.
let server: Server;
let origin: string;
let received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'],
        body,
      });
      response.writeHead(answer, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answer = 200;
});

function parseEnvelope(body: string) {
  return body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('createErrorReporter', () => {
  it('only logs when no DSN is configured', async () => {
    const log = vi.fn();
    const fetch = vi.fn();
    const error = new Error('boom');
    await createErrorReporter({ log, fetch })(error);
    expect(log).toHaveBeenCalledWith(error);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("logs and posts an envelope to the DSN's project, with the key in the query", async () => {
    const log = vi.fn();
    const dsn = `${origin.replace('//', '//public-key@')}/errors/42`;
    await createErrorReporter({ dsn, log })(new TypeError('price is not a number'));

    expect(log).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/errors/api/42/envelope/?sentry_key=public-key&sentry_version=7');
    expect(post?.contentType).toMatch(/^text\/plain/);

    const [header, item, event] = parseEnvelope(post?.body ?? '');
    expect(header?.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header?.event_id,
      level: 'error',
      platform: 'javascript',
      exception: { values: [{ type: 'TypeError', value: 'price is not a number' }] },
      extra: { stack: expect.stringContaining('price is not a number') },
    });
  });

  it('reports values that are not errors as text', async () => {
    await createErrorReporter({ dsn: `${origin.replace('//', '//k@')}/7`, log: vi.fn() })('just a string');
    expect(received[0]?.url).toBe('/api/7/envelope/?sentry_key=k&sentry_version=7');
    const [, , event] = parseEnvelope(received[0]?.body ?? '');
    expect(event?.exception).toEqual({ values: [{ type: 'Error', value: 'just a string' }] });
  });

  it('logs, without throwing, when the service refuses or cannot be reached', async () => {
    const log = vi.fn();
    answer = 429;
    await createErrorReporter({ dsn: `${origin.replace('//', '//k@')}/1`, log })(new Error('first'));
    expect(log).toHaveBeenLastCalledWith(new Error('The error service answered 429'));

    const unreachable = createErrorReporter({ dsn: 'http://k@127.0.0.1:1/1', log });
    await expect(unreachable(new Error('second'))).resolves.toBeUndefined();
    expect(log).toHaveBeenLastCalledWith(new Error('The error service could not be reached'));
  });
});

describe('reportPageError', () => {
  const response = (status: number) => ({ status, statusText: '', internal: false, data: null });

  it('reports 5xx pages of the browser, not 4xx ones nor errors the server already reported', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const thrownHere = new Error('render failed');
    const fromServer = Object.assign(new Error('Unexpected Server Error'), { stack: '' });
    for (const error of [thrownHere, fromServer, response(404), response(503)]) reportPageError(error);
    expect(console.mock.calls).toEqual([[thrownHere], [response(503)]]);
    console.mockRestore();
  });
});
