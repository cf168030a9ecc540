import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApi } from './app';
import { loadConfig } from './config';
import { createDrainState } from './http/drain-state';
import { closeOnSignals } from './lifecycle';

describe('closeOnSignals', () => {
  it('finishes in-flight requests, closes resources, then exits 0; a later second signal exits at once', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    let release = () => {};
    const started = new Promise<void>((markStarted) => {
      app.get('/slow', async () => {
        markStarted();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signals = new EventEmitter();
    const exit = vi.fn<(code: number) => void>();
    const database = { close: vi.fn(async () => {}) };
    closeOnSignals(app, { resources: [database], signals, exit });

    const inFlight = fetch(`${address}/slow`);
    await started;
    signals.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exit).not.toHaveBeenCalled();
    release();
    expect(await (await inFlight).json()).toEqual({ done: true });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(database.close).toHaveBeenCalledOnce();

    // npm repeats the terminal's Ctrl-C: the same request to stop, ignored.
    signals.emit('SIGINT');
    expect(exit).toHaveBeenCalledTimes(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2000);
    signals.emit('SIGINT');
    expect(exit).toHaveBeenLastCalledWith(1);
    vi.restoreAllMocks();
  });

  it('serves new connections, not ready, for the drain delay, and only then closes the listener', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    const drain = createDrainState();
    app.get('/ready', async (_request, reply) => reply.code(drain.draining ? 503 : 200).send({}));
    app.post('/cart', async () => ({ added: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signals = new EventEmitter();
    const exit = vi.fn<(code: number) => void>();
    closeOnSignals(app, { resources: [], drain, signals, exit, drainDelayMs: 1500 });

    signals.emit('SIGTERM');
    // The balancer sees the replica leave, while a POST it had already chosen to send here is still served.
    expect((await fetch(`${address}/ready`)).status).toBe(503);
    const added = await fetch(`${address}/cart`, { method: 'POST' });
    expect(await added.json()).toEqual({ added: true });
    expect(exit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
    await expect(fetch(`${address}/ready`)).rejects.toThrow();
  });

  it('drains the API on a real port: not ready at once, no new connections, the request in flight answered', async () => {
    const database = await createTestDatabase('pglite');
    const mediaDir = await mkdtemp(join(tmpdir(), 'lifecycle-media-'));
    const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://store.test' });
    const drain = createDrainState();
    const app = await buildApi({ db: database.db, store: new FolderStore(mediaDir), config, drain });
    let release = () => {};
    const started = new Promise<void>((markStarted) => {
      app.get('/api/slow-checkout', async () => {
        markStarted();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { placed: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signals = new EventEmitter();
    const exit = vi.fn<(code: number) => void>();
    const closeDatabase = vi.fn(() => database.close());
    closeOnSignals(app, { resources: [{ close: closeDatabase }], drain, signals, exit, timeoutMs: 5000 });
    try {
      expect((await fetch(`${address}/api/health/ready`)).status).toBe(200);
      const inFlight = fetch(`${address}/api/slow-checkout`);
      await started;
      expect(drain.msLeft()).toBeUndefined();
      signals.emit('SIGTERM');
      expect(drain.draining).toBe(true);
      // The budget the job queue's stop takes its share of, counting down from SHUTDOWN_TIMEOUT_MS.
      expect(drain.msLeft()).toBeGreaterThan(0);
      expect(drain.msLeft()).toBeLessThanOrEqual(5000);
      // The listening socket is closed: a new connection is refused rather than queued.
      await vi.waitFor(() => expect(app.server.listening).toBe(false));
      await expect(fetch(`${address}/api/health/live`)).rejects.toThrow();
      expect(exit).not.toHaveBeenCalled();
      expect(closeDatabase).not.toHaveBeenCalled();
      release();
      const reply = await inFlight;
      expect(reply.status).toBe(200);
      expect(await reply.json()).toEqual({ placed: true });
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
      expect(closeDatabase).toHaveBeenCalledOnce();
    } finally {
      release();
      if (!closeDatabase.mock.calls.length) {
        await app.close();
        await database.close();
      }
      await rm(mediaDir, { recursive: true, force: true });
    }
    // Building the whole API on a fresh database takes a while on a busy machine.
  }, 120_000);
});
