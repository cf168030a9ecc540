import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTurn } from './render-turns';

// A "page" that starts, then streams until the test ends it: like a render whose deferred data is late.
async function slowPages(slots: number) {
  const inTurn = renderInTurn(slots);
  const started: string[] = [];
  const bodies = new Map<string, PassThrough>();
  const app = Fastify({ forceCloseConnections: true });
  app.get('/:name', async (req, reply) => {
    await inTurn(reply);
    if (reply.raw.closed) return reply;
    const { name } = req.params as { name: string };
    started.push(name);
    const body = new PassThrough();
    bodies.set(name, body);
    body.write(`${name} `);
    return reply.send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, port, started, bodies };
}

function get(port: number, path: string) {
  const req = request({ port, path, host: '127.0.0.1' });
  const body = new Promise<string>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
    });
    req.on('error', reject);
  });
  req.end();
  return { req, body };
}

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('renderInTurn', () => {
  it('starts a page only when an earlier one has finished sending', async () => {
    const pages = await slowPages(1);
    apps.push(pages.app);
    const first = get(pages.port, '/first');
    await expect.poll(() => pages.started).toEqual(['first']);
    const second = get(pages.port, '/second');
    await new Promise((r) => setTimeout(r, 100));
    expect(pages.started).toEqual(['first']);
    pages.bodies.get('first')?.end('done');
    expect(await first.body).toBe('first done');
    await expect.poll(() => pages.started).toEqual(['first', 'second']);
    pages.bodies.get('second')?.end('done');
    expect(await second.body).toBe('second done');
  });

  it('gives the slot back when a visitor leaves, whether rendering or still waiting', async () => {
    const pages = await slowPages(1);
    apps.push(pages.app);
    const rendering = get(pages.port, '/rendering');
    rendering.body.catch(() => {});
    await expect.poll(() => pages.started).toEqual(['rendering']);
    const waiting = get(pages.port, '/waiting');
    waiting.body.catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    waiting.req.destroy();
    // The server has to see the waiting visitor leave before the slot frees up.
    await new Promise((r) => setTimeout(r, 50));
    rendering.req.destroy();
    const next = get(pages.port, '/next');
    await expect.poll(() => pages.started).toEqual(['rendering', 'next']);
    pages.bodies.get('next')?.end('done');
    expect(await next.body).toBe('next done');
  });
});
