import { describe, expect, it } from 'vitest';
import { checkSide, type ImageLayer, type SideLimits } from './design';
import { centredImageDesign, type ProposalItem } from './design-request-proposal';

const area = { x: 100, y: 120, width: 300, height: 400, widthCm: 30 };
const tee: ProposalItem = {
  id: 7,
  printingType: ['EMBROIDERY', 'DTG'],
  backPrint: true,
  pocketPrint: false,
  maxDiagonal: 40,
  sides: [
    { position: 'FRONT', printArea: area },
    { position: 'BACK', printArea: area },
  ],
};
const limits: SideLimits = {
  area,
  printingType: 'DTG',
  minDiagonal: 5,
  maxDiagonal: 40,
  minFontSize: 8,
  maxFontSize: 72,
};
const issuesOf = (layer: ImageLayer, pixels: number) =>
  checkSide(
    'FRONT',
    [layer],
    limits,
    () => ({ width: 0, height: 0 }),
    () => pixels,
  );

describe('centredImageDesign', () => {
  it('prints the picture on the front, centred, within every limit of the item', () => {
    const design = centredImageDesign(tee, 3, { mediaId: 9, width: 4000, height: 2000 })!;
    expect(design).toMatchObject({
      inventoryId: 7,
      printingType: 'DTG',
      printPosition: 'FRONT',
      colorsToSizesId: 3,
    });
    const layer = design.sides.FRONT![0] as ImageLayer;
    expect(layer).toMatchObject({ kind: 'image', mediaId: 9, x: 0.5, y: 0.5, aspect: 0.5, rotation: 0 });
    // Width-bound: the whole print area's width, less the margin.
    expect(layer.width).toBeCloseTo(0.95);
    expect(issuesOf(layer, 4000)).toEqual([]);
  });

  it('keeps a tall picture inside the area and the item’s largest design', () => {
    const layer = centredImageDesign({ ...tee, maxDiagonal: 20 }, 3, {
      mediaId: 9,
      width: 3000,
      height: 6000,
    })!.sides.FRONT![0] as ImageLayer;
    expect(issuesOf(layer, 3000).filter((issue) => issue.severity === 'block')).toEqual([]);
    expect(Math.hypot(layer.width * 30, layer.width * 30 * 2)).toBeLessThanOrEqual(20);
  });

  it('shrinks a small picture until it prints sharp', () => {
    const layer = centredImageDesign(tee, 3, { mediaId: 9, width: 600, height: 600 })!.sides
      .FRONT![0] as ImageLayer;
    expect(issuesOf(layer, 600)).toEqual([]);
    expect(layer.width * 30).toBeLessThan(10.2);
  });

  it('is null when the item has nowhere to print or the picture no size', () => {
    expect(centredImageDesign({ ...tee, sides: [] }, 3, { mediaId: 9, width: 10, height: 10 })).toBeNull();
    expect(centredImageDesign(tee, 3, { mediaId: 9, width: 0, height: 10 })).toBeNull();
  });
});
