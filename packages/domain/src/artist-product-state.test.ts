import { describe, expect, it } from 'vitest';
import { artistProductState } from './artist-product-state';

describe('artistProductState', () => {
  it('waits while its artwork is not approved, whatever its own switch says', () => {
    expect(artistProductState(true, { isApproved: false, isActive: true })).toBe('WAITING_APPROVAL');
    expect(artistProductState(false, { isApproved: false, isActive: true })).toBe('WAITING_APPROVAL');
  });

  it('is hidden by its own switch or by its artwork’s', () => {
    expect(artistProductState(false, { isApproved: true, isActive: true })).toBe('HIDDEN');
    expect(artistProductState(true, { isApproved: true, isActive: false })).toBe('HIDDEN');
    expect(artistProductState(false, null)).toBe('HIDDEN');
  });

  it('is shown when switched on with an approved, shown artwork or none', () => {
    expect(artistProductState(true, { isApproved: true, isActive: true })).toBe('SHOWN');
    expect(artistProductState(true, null)).toBe('SHOWN');
  });
});
