import { describe, expect, it } from 'vitest';
import { artistProductState } from './artist-product-state';

describe('artistProductState', () => {
  it('waits while its artwork waits for approval, whatever its own switch says', () => {
    expect(artistProductState(true, { review: 'WAITING', isActive: true })).toBe('WAITING_APPROVAL');
    expect(artistProductState(false, { review: 'WAITING', isActive: true })).toBe('WAITING_APPROVAL');
  });

  it('is refused while its artwork is refused or taken down', () => {
    expect(artistProductState(true, { review: 'REFUSED', isActive: true })).toBe('REFUSED');
    expect(artistProductState(true, { review: 'TAKEN_DOWN', isActive: true })).toBe('REFUSED');
  });

  it('is hidden by its own switch or by its artwork’s', () => {
    expect(artistProductState(false, { review: 'APPROVED', isActive: true })).toBe('HIDDEN');
    expect(artistProductState(true, { review: 'APPROVED', isActive: false })).toBe('HIDDEN');
    expect(artistProductState(false, null)).toBe('HIDDEN');
  });

  it('is shown when switched on with an approved, shown artwork or none', () => {
    expect(artistProductState(true, { review: 'APPROVED', isActive: true })).toBe('SHOWN');
    expect(artistProductState(true, null)).toBe('SHOWN');
  });
});
