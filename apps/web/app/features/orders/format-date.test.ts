import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format-date';

describe('formatDay', () => {
  it('writes a day in each language, the same day whatever the time zone', () => {
    expect(formatDay('2026-11-25', 'en')).toBe('November 25, 2026');
    expect(formatDay('2026-11-25', 'ar')).toMatch(/2026|٢٠٢٦/);
    expect(formatDay('2026-11-25T23:30:00.000Z', 'en')).toBe('November 25, 2026');
  });

  it('leaves a value it cannot read as it is', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatMoment('later', 'ar')).toBe('later');
  });
});
