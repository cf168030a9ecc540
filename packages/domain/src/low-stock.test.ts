import { describe, expect, it } from 'vitest';
import { isLowStock, lowStockTransition } from './low-stock';

describe('low stock', () => {
  it('is low below the threshold, and at 0 whatever the threshold', () => {
    expect(isLowStock(4, 5)).toBe(true);
    expect(isLowStock(5, 5)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
    expect(isLowStock(1, 0)).toBe(false);
  });

  it('alerts once per crossing and re-arms when stock is back', () => {
    expect(lowStockTransition(false, 4, 5)).toBe('ALERT');
    // Already told: a further sale says nothing.
    expect(lowStockTransition(true, 3, 5)).toBeNull();
    expect(lowStockTransition(true, 5, 5)).toBe('REARM');
    expect(lowStockTransition(false, 9, 5)).toBeNull();
    expect(lowStockTransition(false, 0, 0)).toBe('ALERT');
  });
});
