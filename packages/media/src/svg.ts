import { MediaRejected } from './rejected';

// file-type cannot tell SVG apart from other XML, so SVG is recognised by its root element: an optional
// XML declaration, comments and a DOCTYPE without internal subset, then `<svg`. Each alternative matches
// one way only, so the pattern stays linear on hostile input.
const SVG_ROOT =
  /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--(?:(?!-->)[\s\S])*-->|<!DOCTYPE\s+svg[^>[]*>)\s*)*<svg[\s>/]/i;

export function svgText(buffer: Buffer): string | null {
  if (buffer.includes(0)) return null;
  const text = buffer.toString('utf8');
  return SVG_ROOT.test(text) ? text : null;
}

// Only references inside the document are allowed. Anything else makes the renderer reach for another file
// or URL, and an embedded `data:` image would be decoded whole by librsvg, out of reach of the pixel limit.
const LOCAL_REFERENCE = /^#/;
const REFERENCES = [/\bhref\s*=\s*(["'])(.*?)\1/gis, /\burl\(\s*(["']?)(.*?)\1\s*\)/gis];

// SVGs are rasterised before anyone sees them, so a script could never run; these are refused anyway
// because they only appear in files made to probe the server, and librsvg's own protections are then a
// second line rather than the only one.
export function assertSafeSvg(text: string): void {
  const refuse = (why: string) =>
    new MediaRejected(
      'UNSUPPORTED_TYPE',
      `SVG images with ${why} are not accepted; export it as PNG instead.`,
      { reason: 'SVG_UNSAFE' },
    );
  if (/<script[\s>/]/i.test(text)) throw refuse('scripts');
  if (/<!ENTITY/i.test(text)) throw refuse('XML entities');
  if (/@import/i.test(text)) throw refuse('imported style sheets');
  for (const pattern of REFERENCES) {
    for (const match of text.matchAll(pattern)) {
      if (!LOCAL_REFERENCE.test((match[2] ?? '').trim()))
        throw refuse('links to other files or embedded images');
    }
  }
}

// The DPI at which an SVG declared as `width`×`height` CSS pixels renders with its longest side `target`.
export function svgDensity(width: number, height: number, target: number): number {
  return Math.min(100_000, Math.max(1, (72 * target) / Math.max(width, height)));
}
