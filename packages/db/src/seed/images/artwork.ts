import type { Rng } from '../prng';
import { escapeXml, FONT_STACK, mostContrasting, svgDocument } from './svg';

const SIZE = 600;

// Background, accent, deep and highlight colours.
type Palette = readonly [string, string, string, string];

function pattern(rng: Rng, palette: Palette): string {
  const [, accent, deep] = palette;
  const kind = rng.int(0, 3);
  const shapes: string[] = [];
  if (kind === 0) {
    for (let r = 280; r > 20; r -= rng.int(18, 34)) {
      shapes.push(
        `<circle cx="300" cy="300" r="${r}" fill="none" stroke="${rng.pick([accent, deep])}" stroke-width="${rng.int(3, 10)}" opacity="0.55"/>`,
      );
    }
  } else if (kind === 1) {
    for (let x = -600; x < 600; x += rng.int(28, 50)) {
      shapes.push(
        `<rect x="${x}" y="-100" width="${rng.int(8, 20)}" height="900" fill="${accent}" opacity="0.35" transform="rotate(35 300 300)"/>`,
      );
    }
  } else if (kind === 2) {
    const step = rng.int(60, 100);
    for (let y = 0; y < SIZE; y += step) {
      for (let x = 0; x < SIZE; x += step) {
        const fill = rng.pick([accent, deep, palette[3]]);
        shapes.push(
          `<polygon points="${x},${y + step} ${x + step / 2},${y} ${x + step},${y + step}" fill="${fill}" opacity="0.45"/>`,
        );
      }
    }
  } else {
    // An eight-pointed star lattice, a motif of Islamic geometric art.
    const step = rng.int(90, 130);
    for (let y = step / 2; y < SIZE; y += step) {
      for (let x = step / 2; x < SIZE; x += step) {
        const s = step * 0.32;
        shapes.push(
          `<g transform="translate(${x} ${y})" fill="${accent}" opacity="0.5"><rect x="${-s}" y="${-s}" width="${2 * s}" height="${2 * s}"/><rect x="${-s}" y="${-s}" width="${2 * s}" height="${2 * s}" transform="rotate(45)"/></g>`,
        );
      }
    }
  }
  return shapes.join('');
}

// A square artwork: a patterned field, a medallion and the title in one of the two languages.
export function artworkSvg(rng: Rng, palette: Palette, title: string, rtl: boolean): string {
  const [background, accent, deep, highlight] = palette;
  const radius = rng.int(130, 175);
  // The title fits inside the medallion: glyphs average about 0.6 em wide in both scripts.
  const fontSize = Math.min(64, Math.floor((radius * 1.8) / Math.max(4, title.length * 0.6)));
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    pattern(rng, palette),
    `<circle cx="300" cy="300" r="${radius}" fill="${deep}" opacity="0.92"/>`,
    `<circle cx="300" cy="300" r="${rng.int(70, 110)}" fill="none" stroke="${highlight}" stroke-width="6"/>`,
    `<text x="300" y="${300 + fontSize / 3}" font-family="${FONT_STACK}" font-weight="700" font-size="${fontSize}" fill="${mostContrasting(deep, [highlight, accent, background])}" text-anchor="middle"${rtl ? ' direction="rtl"' : ''}>${escapeXml(title)}</text>`,
  ].join('');
  return svgDocument(SIZE, SIZE, body);
}
