import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
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
});
