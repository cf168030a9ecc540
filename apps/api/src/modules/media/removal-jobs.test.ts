import { describe, expect, it } from 'vitest';
import { localModelRemover } from '../../adapters/background-removal/local-model';
import { RemovalJobs } from './removal-jobs';

describe('removal jobs', () => {
  it('fail with a readable message when the removal process dies, and the next job gets a new process', async () => {
    const pids: number[] = [];
    const remover = localModelRemover({
      model: 'small',
      idleMs: 60_000,
      log: {
        info: (details: { pid?: number }, message) => {
          if (message.endsWith('started')) pids.push(details.pid!);
        },
      },
    });
    const errors: unknown[] = [];
    const jobs = new RemovalJobs<string>(remover, (error) => errors.push(error));
    try {
      const job = jobs.start(1, 'a', Buffer.from('any image'), async () => 'saved');
      // The OOM killer's way of ending a process: no chance to answer.
      process.kill(pids[0]!, 'SIGKILL');
      await expect.poll(() => job.status, { timeout: 10_000 }).toBe('failed');
      expect(job.message).toMatch(/could not be removed from this image/);
      expect(String(errors[0])).toMatch(/process stopped \(SIGKILL\)/);

      const next = jobs.start(1, 'b', Buffer.from('another image'), async () => 'saved');
      expect(pids).toHaveLength(2);
      await expect.poll(() => next.status, { timeout: 60_000 }).toBe('failed');
      // This one reached the model, which refused the bytes: the process answered rather than died.
      expect(String(errors[1])).not.toMatch(/process stopped/);
    } finally {
      await remover.close();
    }
  }, 90_000);
});
