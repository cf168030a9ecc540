import { pointsToCm, type SizeCm, type TextLayer } from '@seed/domain/design';

/** Line height of studio text, as a multiple of the font size; the canvas draws with the same. */
export const TEXT_LINE_HEIGHT = 1.2;

let context: CanvasRenderingContext2D | null = null;

/** The CSS font of a text layer at `size` pixels. */
export function cssFont(family: string, size: number): string {
  return `${size}px "${family}", Cairo, sans-serif`;
}

/**
 * A text layer's size in centimetres on the garment, measured by the browser's canvas with the layer's
 * font (font size in points; a point is 1/72 inch). Before scripts run there is no canvas: zero.
 */
export function measureText(layer: Pick<TextLayer, 'text' | 'fontFamily' | 'fontSize'>): SizeCm {
  if (typeof document === 'undefined') return { width: 0, height: 0 };
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return { width: 0, height: 0 };
  context.font = cssFont(layer.fontFamily, layer.fontSize);
  const lines = layer.text.split('\n');
  const widest = Math.max(...lines.map((line) => context?.measureText(line).width ?? 0));
  return {
    width: pointsToCm(widest),
    height: pointsToCm(layer.fontSize * TEXT_LINE_HEIGHT * lines.length),
  };
}
