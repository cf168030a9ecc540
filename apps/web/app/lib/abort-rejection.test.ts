import { describe, expect, it } from 'vitest';
import { isAbortRejection } from './abort-rejection';

describe('isAbortRejection', () => {
  it("is true of an aborted signal's reason, with or without a reason given", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortRejection(controller.signal.reason)).toBe(true);
    expect(isAbortRejection(new DOMException('stopped', 'AbortError'))).toBe(true);
  });

  it('is false of every other failure', () => {
    expect(isAbortRejection(new Error('signal is aborted without reason'))).toBe(false);
    expect(isAbortRejection(new DOMException('quota', 'QuotaExceededError'))).toBe(false);
    expect(isAbortRejection(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortRejection(undefined)).toBe(false);
  });
});
