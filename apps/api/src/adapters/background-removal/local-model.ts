import { Worker } from 'node:worker_threads';
import type { BackgroundRemover, RemovalProgress } from './background-remover';

type Reply = { id: number; progress?: number; result?: Uint8Array; error?: string };
type Pending = {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
  onProgress: RemovalProgress;
};

const WORKER_URL = new URL('./removal-worker.mjs', import.meta.url);

/**
 * The local model (@imgly/background-removal-node, decision 0010) in one worker thread, started on the
 * first image and kept with its model loaded. Images queue in the worker; a crash fails the images it held
 * and the next image starts a new worker.
 */
export function localModelRemover(model: 'small' | 'medium' = 'medium'): BackgroundRemover {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = null;
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(WORKER_URL, { workerData: { model } });
    thread.on('message', (reply: Reply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      if (reply.progress !== undefined) return job.onProgress(reply.progress);
      pending.delete(reply.id);
      if (reply.result) job.resolve(Buffer.from(reply.result));
      else job.reject(new Error(reply.error ?? 'Background removal failed'));
    });
    thread.on('error', failAll);
    thread.on('exit', () => failAll(new Error('The background removal worker stopped')));
    // An idle worker must not keep the process alive; a busy one is referenced below.
    thread.unref();
    worker = thread;
    return thread;
  }

  return {
    remove(image, onProgress) {
      const thread = started();
      const id = ++nextId;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        thread.ref();
        thread.postMessage({ id, image });
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
