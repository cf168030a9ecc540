import { describe, expect, it } from 'vitest';
import {
  DEFERRED_IMAGE_DELAY_MS,
  GUEST_REMOVAL_DELAY_MS,
  LOADING_BAR,
  MOBILE_BREAKPOINT_PX,
  NEW_LINE_HIGHLIGHT_MS,
  NEW_LINE_SCROLL_DELAY_MS,
  POPOVER_MARGIN_PX,
  TOAST_DURATION_MS,
} from './timing';

describe('interface timings (spec §9)', () => {
  it('match the spec', () => {
    expect(GUEST_REMOVAL_DELAY_MS).toBe(1000);
    expect(TOAST_DURATION_MS).toEqual({ error: 5000, default: 3000 });
    expect(NEW_LINE_HIGHLIGHT_MS).toBe(8000);
    expect(NEW_LINE_SCROLL_DELAY_MS).toBe(500);
    expect(DEFERRED_IMAGE_DELAY_MS).toBe(1500);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(POPOVER_MARGIN_PX).toBe(10);
    expect(LOADING_BAR).toEqual({
      durationMs: 2000,
      throttleMs: 200,
      heightPx: 3,
      hideDelayMs: 500,
      resetDelayMs: 400,
    });
  });

  it('scroll to a new line before its highlight ends and keep errors up longer', () => {
    expect(NEW_LINE_SCROLL_DELAY_MS).toBeLessThan(NEW_LINE_HIGHLIGHT_MS);
    expect(TOAST_DURATION_MS.error).toBeGreaterThan(TOAST_DURATION_MS.default);
  });
});
