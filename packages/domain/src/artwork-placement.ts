import { z } from 'zod';

/** The sides of a garment an artist's artwork may be printed on. */
export const ARTWORK_SIDES = ['FRONT', 'BACK'] as const;

/**
 * Where an artist puts their artwork: the side, and within that side's print area the centre of the artwork as a share
 * of the area's width and height (0.5, 0.5 is the middle) and its size as a share of the area (1 fills it).
 * Shares rather than pixels, so one placement fits every blank item the artwork is printed on.
 */
export const ArtworkPlacementSchema = z.strictObject({
  side: z.enum(ARTWORK_SIDES, { error: "side must be 'FRONT' or 'BACK'" }).default('FRONT'),
  x: z.number().min(0, 'x is between 0 and 1').max(1, 'x is between 0 and 1'),
  y: z.number().min(0, 'y is between 0 and 1').max(1, 'y is between 0 and 1'),
  scale: z.number().min(0.2, 'scale is at least 0.2').max(1, 'scale is at most 1'),
});
export type ArtworkPlacement = z.infer<typeof ArtworkPlacementSchema>;

export const CENTRED: ArtworkPlacement = { side: 'FRONT', x: 0.5, y: 0.5, scale: 1 };

type Area = { x: number; y: number; width: number; height: number };

/**
 * The box, in the print area's own units, that the artwork is fitted into: `scale` of the area, centred at
 * the placement's point and moved back inside the area where it would stick out, so nothing is printed off it.
 */
export function placedBox(area: Area, placement: ArtworkPlacement): Area {
  const width = Math.max(1, Math.round(area.width * placement.scale));
  const height = Math.max(1, Math.round(area.height * placement.scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const left = clamp(Math.round(area.width * placement.x - width / 2), area.width - width);
  const top = clamp(Math.round(area.height * placement.y - height / 2), area.height - height);
  return { x: area.x + left, y: area.y + top, width, height };
}
