import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BackgroundRemover, RemovalProgress } from './background-remover';

type Reply = { id: number; progress?: number; result?: Uint8Array; error?: string };
type Pending = {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
  onProgress: RemovalProgress;
};
// One process and the images it holds: a process that ends fails only its own images.
type Removal = { child: ChildProcess; pending: Map<number, Pending> };

/** Where the remover says when its process starts and stops (pino's signature, so `app.log` fits). */
export type RemovalLog = { info(details: object, message: string): void };

export type LocalModelOptions = {
  model: 'small' | 'medium';
  /** How long the process stays up, model loaded, after its last image; 0 stops it at once. */
  idleMs: number;
  log?: RemovalLog;
};

const WORKER_PATH = fileURLToPath(new URL('./removal-worker.mjs', import.meta.url));

/**
 * The local model (@imgly/background-removal-node, decisions 0010 and 0026) in a child process, started on
 * the first image. Images queue in that process, one at a time. With its model loaded it holds about 850 MB,
 * and only the end of a process gives all of that back (a worker thread left hundreds of MB behind), so the
 * process exits once it has been idle for `idleMs` and the next image starts a new one. It is stopped only
 * while it holds no image; if it dies with images (a crash, the OOM killer), those images fail and the server
 * carries on.
 */
export function localModelRemover({ model, idleMs, log }: LocalModelOptions): BackgroundRemover {
  let current: Removal | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;

  function fail(removal: Removal, error: Error) {
    for (const job of removal.pending.values()) job.reject(error);
    removal.pending.clear();
    if (current === removal) current = null;
  }

  function start(): Removal {
    // No loader flags or heap cap of the server: the worker is plain JavaScript and its model lives
    // outside the JavaScript heap anyway.
    const child = fork(WORKER_PATH, [], {
      execArgv: [],
      serialization: 'advanced',
      env: { ...process.env, BACKGROUND_REMOVAL_MODEL: model },
    });
    const removal: Removal = { child, pending: new Map() };
    log?.info({ pid: child.pid, model }, 'background removal process started');
    child.on('message', (reply: Reply) => {
      const job = removal.pending.get(reply.id);
      if (!job) return;
      if (reply.progress !== undefined) return job.onProgress(reply.progress);
      removal.pending.delete(reply.id);
      if (reply.result) job.resolve(Buffer.from(reply.result));
      else job.reject(new Error(reply.error ?? 'Background removal failed'));
      if (removal.pending.size === 0) idle(removal);
    });
    child.on('error', (error) => fail(removal, error));
    child.on('exit', (code, signal) => {
      log?.info({ pid: child.pid, code, signal }, 'background removal process stopped');
      fail(removal, new Error(`The background removal process stopped (${signal ?? `exit code ${code}`})`));
    });
    return removal;
  }

  // Nothing to do: the process must not keep the server from exiting, and leaves after idleMs.
  function idle(removal: Removal) {
    removal.child.unref();
    removal.child.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop(removal), idleMs);
    idleTimer.unref();
  }

  function stop(removal: Removal) {
    if (current === removal) current = null;
    // The worker exits when its channel closes; it holds no image, so nothing is lost.
    if (removal.child.connected) removal.child.disconnect();
  }

  return {
    remove(image, onProgress) {
      clearTimeout(idleTimer);
      current ??= start();
      const removal = current;
      const id = ++nextId;
      return new Promise<Buffer>((resolve, reject) => {
        removal.pending.set(id, { resolve, reject, onProgress });
        removal.child.ref();
        removal.child.channel?.ref();
        // A channel that broke before the worker saw the image fails it now rather than never.
        removal.child.send({ id, image }, (error) => error && fail(removal, error));
      });
    },
    async close() {
      clearTimeout(idleTimer);
      const removal = current;
      current = null;
      if (!removal || removal.child.exitCode !== null || removal.child.signalCode !== null) return;
      const exited = new Promise((resolve) => removal.child.once('exit', resolve));
      // An idle process is unreferenced; waiting for its exit must still keep this one alive.
      removal.child.ref();
      removal.child.kill();
      await exited;
    },
  };
}
