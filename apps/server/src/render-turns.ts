import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';

/**
 * Rendering is CPU work on one thread, so more pages at once do not finish sooner; each one in flight only
 * holds its data and React tree in memory. A page takes a slot until its response has closed (sent in full
 * or abandoned), which bounds the heap under a burst: 50 concurrent renders held about 250 MB.
 */
export function renderInTurn(slots: number): (reply: FastifyReply) => Promise<void> {
  const limit = pLimit(slots);
  return (reply) =>
    new Promise<void>((start) => {
      void limit(() => {
        start();
        // A visitor who left while waiting has already closed; the slot must not wait for that again.
        if (reply.raw.closed) return;
        return new Promise<void>((done) => reply.raw.once('close', () => done()));
      });
    });
}
