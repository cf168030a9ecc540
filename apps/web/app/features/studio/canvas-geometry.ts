import { type PrintArea, pointsToCm } from '@seed/domain/design';

/** The print area on the stage, in stage pixels, and how many stage pixels a garment centimetre takes. */
export type StageArea = { x: number; y: number; width: number; height: number; pxPerCm: number };

export function stageArea(area: PrintArea, mockupSize: number, stageSize: number): StageArea {
  const scale = stageSize / mockupSize;
  const width = area.width * scale;
  return {
    x: area.x * scale,
    y: area.y * scale,
    width,
    height: area.height * scale,
    pxPerCm: width / area.widthCm,
  };
}

/** A text layer's font size (points) in stage pixels. */
export function fontPixels(points: number, area: StageArea): number {
  return pointsToCm(points) * area.pxPerCm;
}

// Within this many stage pixels of the print area's centre line a dragged layer snaps onto it.
export const SNAP_PX = 6;

export function snap(value: number, centre: number): { value: number; snapped: boolean } {
  return Math.abs(value - centre) <= SNAP_PX ? { value: centre, snapped: true } : { value, snapped: false };
}
