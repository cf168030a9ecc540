// WCAG's contrast between two colours, used to keep a template's default ink readable on the garment it is
// printed on: dark text by default, which would vanish on a black or navy shirt.

const HEX = /^#?([0-9a-f]{6})$/i;

/** The relative luminance of a #rrggbb colour (WCAG 2), or null for anything else. */
export function luminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const channels = [0, 2, 4].map((at) => Number.parseInt(match[1]!.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21; null when either is not such a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// WCAG's least contrast for large text and graphics: template prints are both.
const LEAST_CONTRAST = 3;
const LIGHT_INK = '#ffffff';
const DARK_INK = '#1f2937';

/**
 * A default ink that shows on the garment: the template's own default when it stands out enough, else
 * white or dark grey, whichever stands out more. Only defaults change: a colour the shopper chose is kept.
 */
export function visibleDefaultInk(defaultInk: string, garment: string | null): string {
  if (garment === null) return defaultInk;
  const own = contrastRatio(defaultInk, garment);
  if (own === null || own >= LEAST_CONTRAST) return defaultInk;
  const light = contrastRatio(LIGHT_INK, garment) ?? 0;
  const dark = contrastRatio(DARK_INK, garment) ?? 0;
  return light >= dark ? LIGHT_INK : DARK_INK;
}
