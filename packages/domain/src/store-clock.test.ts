import { describe, expect, it } from 'vitest';
import { isoToStoreTime, storeTimeToIso } from './store-clock';

describe('the store clock', () => {
  it('reads a datetime-local value as Kuwait time', () => {
    expect(storeTimeToIso('2026-12-01T09:30')).toBe('2026-12-01T06:30:00.000Z');
    expect(storeTimeToIso('2026-01-01T01:00')).toBe('2025-12-31T22:00:00.000Z');
    expect(storeTimeToIso(' ')).toBeNull();
  });

  it('refuses what is not a date', () => {
    for (const text of ['tomorrow', '2026-02-31T10:00', '2026-12-01', '2026-12-01T25:00x'])
      expect(storeTimeToIso(text)).toBeUndefined();
  });

  it('writes an instant back as Kuwait time for the field', () => {
    expect(isoToStoreTime('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(isoToStoreTime(storeTimeToIso('2027-03-15T23:45') ?? null)).toBe('2027-03-15T23:45');
    expect(isoToStoreTime(null)).toBe('');
  });
});
