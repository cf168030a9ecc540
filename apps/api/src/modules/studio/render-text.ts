import { PRINT_DPI, type TextLayer } from '@seed/domain/design';
import sharp from 'sharp';

/** A text layer drawn at print resolution, cropped to its ink. */
export type TextRaster = { data: Buffer; width: number; height: number };

const LINE_HEIGHT = 1.3;
// Wide enough for any line at its size (the schema caps the text), small enough to stay cheap.
const MAX_CANVAS = 16_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * librsvg lays the text out with Pango and HarfBuzz (through fontconfig), which joins Arabic letters and
 * orders right-to-left runs; `direction` sets the paragraph direction for mixed text.
 */
export function textSvg(layer: TextLayer, fontStack: readonly string[], color: string, dpi = PRINT_DPI) {
  const fontPx = (layer.fontSize / 72) * dpi;
  const lines = layer.text.split('\n');
  const longest = Math.max(...lines.map((line) => line.length));
  const width = Math.min(MAX_CANVAS, Math.ceil((longest + 2) * fontPx * 1.2));
  const height = Math.min(MAX_CANVAS, Math.ceil((lines.length + 1) * fontPx * LINE_HEIGHT));
  const family = fontStack.map((name) => `'${escapeXml(name)}'`).join(', ');
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${fontPx * LINE_HEIGHT * (i + 1)}">${escapeXml(line) || ' '}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text font-family="${family}" font-size="${fontPx}" fill="${escapeXml(color)}" text-anchor="middle" direction="${layer.direction}" xml:space="preserve">${spans}</text></svg>`;
}

export async function renderText(
  layer: TextLayer,
  fontStack: readonly string[],
  color: string,
): Promise<TextRaster> {
  const svg = Buffer.from(textSvg(layer, fontStack, color));
  const { data, info } = await sharp(svg)
    .ensureAlpha()
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 0 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
