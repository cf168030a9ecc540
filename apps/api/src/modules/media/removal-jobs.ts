import { randomUUID } from 'node:crypto';
import { DomainError } from '@seed/domain/errors';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

type Job<T> = {
  id: string;
  userId: number;
  source: string;
  status: JobStatus;
  progress: number;
  result?: T;
  message?: string;
  finishedAt?: number;
};

// A finished job is kept long enough for the studio to poll its result, then forgotten.
const KEEP_MS = 15 * 60 * 1000;
// Each image takes seconds of both cores; a longer queue would only make everyone wait.
const MAX_WAITING = 20;
const MAX_PER_USER = 3;

const isActive = (job: Job<unknown>) => job.status === 'queued' || job.status === 'running';

/**
 * Background removals in this process, one at a time through the remover's worker. A user has one job per
 * image at a time: asking again for the same image while its job runs gives that job back.
 */
export class RemovalJobs<T> {
  private readonly jobs = new Map<string, Job<T>>();

  constructor(
    private readonly remover: BackgroundRemover,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(userId: number, source: string, image: Buffer, save: (png: Buffer) => Promise<T>): Job<T> {
    this.forgetOld();
    const all = [...this.jobs.values()].filter(isActive);
    const same = all.find((job) => job.userId === userId && job.source === source);
    if (same) return same;
    if (all.filter((job) => job.userId === userId).length >= MAX_PER_USER) {
      throw new DomainError('CONFLICT', 'Wait for your other background removals to finish first.', {
        reason: 'REMOVALS_IN_PROGRESS',
        details: { maxPerUser: MAX_PER_USER },
      });
    }
    if (all.length >= MAX_WAITING) {
      throw new DomainError('CONFLICT', 'Background removal is busy; try again in a minute.', {
        reason: 'REMOVER_BUSY',
      });
    }
    const job: Job<T> = { id: randomUUID(), userId, source, status: 'queued', progress: 0 };
    this.jobs.set(job.id, job);
    this.remover
      .remove(image, (fraction) => {
        job.status = 'running';
        job.progress = Math.max(job.progress, Math.min(0.99, fraction));
      })
      .then(save)
      .then(
        (result) => Object.assign(job, { status: 'done', progress: 1, result }),
        (error: unknown) => {
          this.onError(error);
          Object.assign(job, {
            status: 'failed',
            message: 'The background could not be removed from this image. Try another image.',
          });
        },
      )
      .finally(() => {
        job.finishedAt = Date.now();
      });
    return job;
  }

  /** The user's own job; someone else's is as good as unknown. */
  find(userId: number, id: string): Job<T> | null {
    const job = this.jobs.get(id);
    return job && job.userId === userId ? job : null;
  }

  private forgetOld() {
    const now = Date.now();
    for (const [id, job] of this.jobs) {
      if (job.finishedAt !== undefined && now - job.finishedAt > KEEP_MS) this.jobs.delete(id);
    }
  }
}
