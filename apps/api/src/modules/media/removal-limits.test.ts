import { isDomainError } from '@seed/domain/errors';
import { describe, expect, it } from 'vitest';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import { RemovalJobs } from './removal-jobs';

// A remover that never finishes keeps every job it is given active.
const stuck: BackgroundRemover = { remove: () => new Promise<Buffer>(() => {}), close: async () => {} };

function refusalOf(start: () => unknown) {
  try {
    start();
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, reason: error.reason, details: error.details };
    throw error;
  }
  return null;
}

describe('removal job limits', () => {
  it('refuses a fourth image of one user, and anyone once twenty wait, each with its own reason', () => {
    const jobs = new RemovalJobs<string>(stuck, () => {});
    const start = (userId: number, source: string) =>
      jobs.start(userId, source, Buffer.from(source), async () => 'saved');
    for (const source of ['a', 'b', 'c']) start(1, source);
    expect(refusalOf(() => start(1, 'd'))).toEqual({
      code: 'CONFLICT',
      reason: 'REMOVALS_IN_PROGRESS',
      details: { maxPerUser: 3 },
    });
    for (let userId = 2; userId <= 18; userId++) start(userId, 'a');
    expect(refusalOf(() => start(99, 'a'))).toEqual({
      code: 'CONFLICT',
      reason: 'REMOVER_BUSY',
      details: undefined,
    });
  });
});
