import { describe, expect, it } from 'vitest';
import { moveOneStep } from './list-order';

describe('moveOneStep', () => {
  it('swaps an item with the one before or after it', () => {
    expect(moveOneStep([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(moveOneStep([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(moveOneStep([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
  });

  it('leaves the order as it is at either end', () => {
    expect(moveOneStep([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moveOneStep([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(moveOneStep([7], 7, 'down')).toEqual([7]);
  });

  it('answers null for an item not in the list, and never changes its input', () => {
    const order = [1, 2, 3];
    expect(moveOneStep(order, 9, 'up')).toBeNull();
    moveOneStep(order, 2, 'down');
    expect(order).toEqual([1, 2, 3]);
  });
});
