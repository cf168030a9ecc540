import { describe, expect, it } from 'vitest';
import { DPI_BLOCK_BELOW } from './design';
import {
  artworkPrintFit,
  groupQueue,
  isReadyToShip,
  lineTechnique,
  printFileName,
  startsProduction,
} from './production';

// 25.4 cm wide, 3:4: 3000 × 4000 pixels at 300 DPI.
const area = { x: 0, y: 0, width: 300, height: 400, widthCm: 25.4 };

describe('artworkPrintFit', () => {
  it('fills the print area at 300 DPI, centred, keeping the artwork’s aspect', () => {
    const fit = artworkPrintFit({ width: 6000, height: 6000 }, area);
    expect(fit.canvas).toEqual({ width: 3000, height: 4000 });
    expect(fit.placed).toEqual({ width: 3000, height: 3000, left: 0, top: 500 });
    expect(fit.dpi).toBeCloseTo(600);
    expect(fit.printable).toBe(true);
  });

  it('scales a small artwork up and measures the resolution it then prints at', () => {
    const fit = artworkPrintFit({ width: 300, height: 800 }, area);
    expect(fit.placed).toEqual({ width: 1500, height: 4000, left: 750, top: 0 });
    // 300 pixels over 12.7 cm (5 inches): 60 DPI, under the studio's block.
    expect(fit.dpi).toBeCloseTo(60);
    expect(fit.printable).toBe(false);
  });

  it('draws the line where the studio does: at DPI_BLOCK_BELOW exactly it prints', () => {
    // 10 inches wide at 75 DPI is 750 pixels.
    expect(artworkPrintFit({ width: DPI_BLOCK_BELOW * 10, height: 10 }, area).printable).toBe(true);
    expect(artworkPrintFit({ width: DPI_BLOCK_BELOW * 10 - 1, height: 10 }, area).printable).toBe(false);
  });

  it("puts the artwork in the box its artist's placement chooses: its share of the area, at its point", () => {
    // Half the area's size, centred a quarter across and a quarter down: the box 1500 × 2000 at (0, 0).
    const fit = artworkPrintFit({ width: 6000, height: 6000 }, area, {
      side: 'FRONT',
      x: 0.25,
      y: 0.25,
      scale: 0.5,
    });
    expect(fit.canvas).toEqual({ width: 3000, height: 4000 });
    expect(fit.placed).toEqual({ width: 1500, height: 1500, left: 0, top: 250 });
    // 6000 pixels over 12.7 cm: 1200 DPI.
    expect(fit.dpi).toBeCloseTo(1200);
  });

  it('keeps a placement that would stick out inside the print area', () => {
    const fit = artworkPrintFit({ width: 6000, height: 6000 }, area, {
      side: 'BACK',
      x: 1,
      y: 1,
      scale: 0.4,
    });
    // The 1200 × 1600 box moved back to the bottom right corner; the square artwork centred in it.
    expect(fit.placed).toEqual({ width: 1200, height: 1200, left: 1800, top: 2600 });
  });

  it('measures the resolution at the placed size: a smaller placement prints a small image sharper', () => {
    const small = { width: DPI_BLOCK_BELOW * 5, height: 10 };
    expect(artworkPrintFit(small, area).printable).toBe(false);
    expect(artworkPrintFit(small, area, { side: 'FRONT', x: 0.5, y: 0.5, scale: 0.5 }).printable).toBe(true);
  });
});

describe('groupQueue', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  it('groups by technique and blank item, oldest order first, the oldest group first', () => {
    const lines = [
      { id: 5, orderId: 3, placedAt: at(3), technique: 'DTG' as const, inventoryId: 1 },
      { id: 4, orderId: 2, placedAt: at(2), technique: 'EMBROIDERY' as const, inventoryId: 1 },
      { id: 3, orderId: 2, placedAt: at(2), technique: 'DTG' as const, inventoryId: 2 },
      { id: 2, orderId: 1, placedAt: at(1), technique: 'DTG' as const, inventoryId: 1 },
      { id: 1, orderId: 1, placedAt: at(1), technique: 'DTG' as const, inventoryId: 1 },
    ];
    expect(
      groupQueue(lines).map((group) => [group.technique, group.inventoryId, group.lines.map((l) => l.id)]),
    ).toEqual([
      ['DTG', 1, [1, 2, 5]],
      ['DTG', 2, [3]],
      ['EMBROIDERY', 1, [4]],
    ]);
  });

  it('has no group without lines', () => {
    expect(groupQueue([])).toEqual([]);
  });
});

describe('production states', () => {
  it('starts production only from PAID', () => {
    expect(startsProduction('PAID')).toBe(true);
    expect(startsProduction('IN_PRODUCTION')).toBe(false);
  });

  it('is ready to ship when every line is printed, and never with no lines', () => {
    expect(isReadyToShip([{ printed: true }, { printed: true }])).toBe(true);
    expect(isReadyToShip([{ printed: true }, { printed: false }])).toBe(false);
    expect(isReadyToShip([])).toBe(false);
  });

  it('takes a design’s technique, else its blank item’s first', () => {
    expect(lineTechnique('EMBROIDERY', ['DTG'])).toBe('EMBROIDERY');
    expect(lineTechnique(null, ['SUBLIMATION', 'DTG'])).toBe('SUBLIMATION');
    expect(lineTechnique(null, [])).toBe('DTG');
  });

  it('names a print file by order, line, side and count', () => {
    expect(printFileName({ orderId: 12, id: 34, count: 2 }, 'BACK')).toBe('order-12-line-34-back-x2.png');
  });
});
