import { pointsToCm, type SizeCm, type TextLayer } from '@seed/domain/design';

/** Line height of studio text, as a multiple of the font size; the canvas draws with the same. */
export const TEXT_LINE_HEIGHT = 1.2;

let context: CanvasRenderingContext2D | null = null;

// The CSS stack of each studio font (an Arabic face and its Latin companion), as the server prints them.
let stacks = new Map<string, string[]>();

export function setFontStacks(fonts: readonly { family: string; stack: string[] }[]): void {
  stacks = new Map(fonts.map((font) => [font.family, font.stack]));
}

/** A studio font's CSS family list, ending in the page's own Arabic-capable font. */
export function fontFamilyList(family: string): string {
  const stack = stacks.get(family) ?? [family];
  return [...stack.map((name) => JSON.stringify(name)), 'Cairo', 'sans-serif'].join(', ');
}

/** The CSS font of a text layer at `size` pixels. */
export function cssFont(family: string, size: number): string {
  return `${size}px ${fontFamilyList(family)}`;
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
