import sharp from 'sharp';

// Generated art is drawn as SVG and rasterised by sharp (librsvg). Arabic text is shaped by Pango with the
// Noto fonts that CI installs (fonts-noto-core); without them librsvg falls back to another font.
export const FONT_STACK = "'Noto Kufi Arabic', 'Noto Sans Arabic', 'Noto Sans', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** `scale` draws the SVG that many pixels per unit of its own size (librsvg's density is 72 per unit). */
export async function svgToPng(svg: string, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png({ compressionLevel: 3 })
    .toBuffer();
}

// Darkens (negative) or lightens (positive) a #rrggbb colour, for seams and shading.
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
};

// The candidate that stands out most against a background, so text stays legible on any palette.
export function mostContrasting(background: string, candidates: readonly string[]): string {
  const base = luminance(background);
  return candidates.reduce((best, c) =>
    Math.abs(luminance(c) - base) > Math.abs(luminance(best) - base) ? c : best,
  );
}
