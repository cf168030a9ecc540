import type { DesignSide } from '@seed/domain/design';
import type { StudioItem } from './studio-item';
import type { EditorLayer } from './studio-state';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Right to left when the text starts (its first strong letter) in Arabic script. */
export function textDirection(text: string): 'rtl' | 'ltr' {
  const first = text.match(/[A-Za-z\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/)?.[0];
  return first && ARABIC.test(first) ? 'rtl' : 'ltr';
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The width (a fraction of the print area's width) at which a picture of `aspect` (height/width) fits
 * inside the print area with room to spare.
 */
export function fittingWidth(item: StudioItem, side: DesignSide, aspect: number, most = 0.7): number {
  const area = item.sides.find((s) => s.side === side)?.area;
  if (!area) return most;
  return Math.min(most, (0.8 * (area.height / area.width)) / aspect);
}

const centre = { x: 0.5, y: 0.5, rotation: 0 };

export function imageLayer(mediaId: number, aspect: number, width: number): EditorLayer {
  return { key: newKey(), kind: 'image', mediaId, aspect, width, ...centre };
}

export function textLayer(text: string, fontFamily: string, fontSize: number, colorId: number): EditorLayer {
  return {
    key: newKey(),
    kind: 'text',
    text,
    fontFamily,
    fontSize,
    colorId,
    direction: textDirection(text),
    ...centre,
  };
}

export function iconLayer(embroideryIconId: number, width: number): EditorLayer {
  return { key: newKey(), kind: 'icon', embroideryIconId, width, ...centre };
}

export function gifLayer(gifId: string, previewUrl: string, aspect: number, width: number): EditorLayer {
  return { key: newKey(), kind: 'gif', gifId, previewUrl, aspect, width, ...centre };
}
