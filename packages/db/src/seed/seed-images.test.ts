import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PALETTES } from './data/artists';
import type { Silhouette } from './data/garments';
import { artworkSvg } from './images/artwork';
import { createComposer, mockupPng } from './images/compose';
import { MOCKUP_SIZE, PRINT_AREAS } from './images/garment';
import { svgToPng } from './images/svg';
import { createRng } from './prng';

const NAVY = '#1f2a44';

async function pixel(image: Buffer, x: number, y: number): Promise<string> {
  const { data } = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

// Colours within a few steps of each other, as JPEG moves flat areas slightly.
function near(actual: string, expected: string, tolerance = 6) {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const a = channels(actual);
  return channels(expected).every((v, i) => Math.abs(v - a[i]!) <= tolerance);
}

describe('seed images', () => {
  it('draws the same artwork from the same seed, and another from another seed', () => {
    const draw = (seed: number) => artworkSvg(createRng(seed), PALETTES[0], 'صقر الصحراء', true);
    expect(draw(7)).toBe(draw(7));
    expect(draw(8)).not.toBe(draw(7));
  });

  it('renders a front and a back mockup for every silhouette', async () => {
    for (const silhouette of Object.keys(PRINT_AREAS) as Silhouette[]) {
      for (const side of ['FRONT', 'BACK'] as const) {
        const meta = await sharp(await mockupPng(silhouette, NAVY, side)).metadata();
        expect([meta.width, meta.height], `${silhouette} ${side}`).toEqual([MOCKUP_SIZE, MOCKUP_SIZE]);
      }
    }
  });

  it('prints the artwork inside the print area of the garment in its colour', async () => {
    // A light palette, so no part of the artwork looks like the navy garment.
    const art = await svgToPng(artworkSvg(createRng(1), PALETTES[0], 'Desert Falcon', false));
    const photo = await createComposer(async () => art)('tshirt', NAVY, 'FRONT');
    const area = PRINT_AREAS.tshirt.FRONT!;
    for (const [x, y] of [
      [area.x + area.width / 2, area.y + area.height / 2],
      [area.x + 20, area.y + area.height / 2],
    ] as const)
      expect(near(await pixel(photo, x, y), NAVY, 30), `${x},${y}`).toBe(false);
    // Below the print area the garment shows, and outside it the studio background.
    expect(near(await pixel(photo, 400, area.y + area.height + 60), NAVY)).toBe(true);
    expect(near(await pixel(photo, 5, 5), '#f3f4f6')).toBe(true);
  });
});
