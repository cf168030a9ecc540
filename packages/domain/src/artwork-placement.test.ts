import { describe, expect, it } from 'vitest';
import { ArtworkPlacementSchema, CENTRED, placedBox } from './artwork-placement';

const area = { x: 100, y: 200, width: 400, height: 600 };

describe('placedBox', () => {
  it('is the whole print area when centred at full size', () => {
    expect(placedBox(area, CENTRED)).toEqual(area);
  });

  it('takes a share of the area around the chosen point', () => {
    expect(placedBox(area, { side: 'FRONT', x: 0.5, y: 0.25, scale: 0.5 })).toEqual({
      x: 200,
      y: 200,
      width: 200,
      height: 300,
    });
  });

  it('moves a box that would stick out back inside the area', () => {
    expect(placedBox(area, { side: 'BACK', x: 0, y: 1, scale: 0.5 })).toEqual({
      x: 100,
      y: 500,
      width: 200,
      height: 300,
    });
    expect(placedBox(area, { side: 'FRONT', x: 1, y: 0, scale: 0.25 })).toEqual({
      x: 400,
      y: 200,
      width: 100,
      height: 150,
    });
  });

  it('refuses a placement off the area or too small to print', () => {
    expect(ArtworkPlacementSchema.safeParse({ x: 1.2, y: 0.5, scale: 1 }).success).toBe(false);
    expect(ArtworkPlacementSchema.safeParse({ x: 0.5, y: 0.5, scale: 0.1 }).success).toBe(false);
    expect(ArtworkPlacementSchema.safeParse({ x: 0.5, y: 0.5, scale: 1, side: 'POCKET' }).success).toBe(
      false,
    );
  });
});
