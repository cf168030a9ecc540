import type { Silhouette } from '../data/garments';
import { shade, svgDocument } from './svg';

export const MOCKUP_SIZE = 800;

type Area = { x: number; y: number; width: number; height: number; widthCm: number };
export type Side = 'FRONT' | 'BACK' | 'POCKET' | 'EMBROIDERY';

const TEE =
  'M250,120 L330,95 Q400,{neck} 470,95 L550,120 L680,230 L615,310 L570,280 L570,700 L230,700 L230,280 L185,310 L120,230 Z';
const LONG =
  'M250,120 L330,95 Q400,{neck} 470,95 L550,120 L640,210 L705,560 L635,578 L570,310 L570,700 L230,700 L230,310 L165,578 L95,560 L160,210 Z';
const TANK =
  'M290,100 L345,100 Q400,{neck} 455,100 L510,100 Q520,250 590,285 L590,700 L210,700 L210,285 Q280,250 290,100 Z';
const TOTE = 'M220,260 L580,260 L600,700 L200,700 Z';
const CAP = 'M220,470 Q230,230 400,220 Q570,230 580,470 Z';

const OUTLINES: Record<Silhouette, string> = {
  tshirt: TEE,
  polo: TEE,
  longsleeve: LONG,
  sweatshirt: LONG,
  hoodie: LONG,
  tank: TANK,
  tote: TOTE,
  cap: CAP,
};

const BODY_AREA: Area = { x: 285, y: 190, width: 230, height: 300, widthCm: 30 };
export const PRINT_AREAS: Record<Silhouette, Partial<Record<Side, Area>>> = {
  tshirt: {
    FRONT: BODY_AREA,
    BACK: { x: 280, y: 170, width: 240, height: 330, widthCm: 32 },
    POCKET: { x: 450, y: 190, width: 70, height: 70, widthCm: 9 },
    EMBROIDERY: { x: 440, y: 185, width: 80, height: 80, widthCm: 10 },
  },
  polo: {
    FRONT: BODY_AREA,
    POCKET: { x: 450, y: 200, width: 70, height: 70, widthCm: 9 },
    EMBROIDERY: { x: 440, y: 195, width: 80, height: 80, widthCm: 10 },
  },
  longsleeve: { FRONT: BODY_AREA, BACK: { x: 280, y: 170, width: 240, height: 330, widthCm: 32 } },
  sweatshirt: {
    FRONT: { x: 290, y: 200, width: 220, height: 260, widthCm: 28 },
    BACK: { x: 280, y: 170, width: 240, height: 330, widthCm: 32 },
    EMBROIDERY: { x: 440, y: 190, width: 80, height: 80, widthCm: 10 },
  },
  hoodie: {
    FRONT: { x: 295, y: 215, width: 210, height: 190, widthCm: 27 },
    BACK: { x: 280, y: 200, width: 240, height: 300, widthCm: 32 },
    POCKET: { x: 450, y: 215, width: 65, height: 65, widthCm: 8 },
    EMBROIDERY: { x: 440, y: 210, width: 80, height: 80, widthCm: 10 },
  },
  tank: {
    FRONT: { x: 285, y: 260, width: 230, height: 300, widthCm: 30 },
    BACK: { x: 285, y: 230, width: 230, height: 320, widthCm: 30 },
  },
  tote: {
    FRONT: { x: 265, y: 330, width: 270, height: 300, widthCm: 30 },
    BACK: { x: 265, y: 330, width: 270, height: 300, widthCm: 30 },
  },
  cap: {
    FRONT: { x: 330, y: 300, width: 140, height: 110, widthCm: 10 },
    EMBROIDERY: { x: 330, y: 300, width: 140, height: 110, widthCm: 10 },
  },
};

function details(silhouette: Silhouette, side: Side, color: string): string {
  const seam = shade(color, color === '#ffffff' ? -40 : -30);
  const line = (d: string) =>
    `<path d="${d}" fill="none" stroke="${seam}" stroke-width="4" stroke-linecap="round"/>`;
  const back = side === 'BACK';
  switch (silhouette) {
    case 'polo':
      return back ? '' : line('M360,110 L400,150 L440,110 M400,150 L400,230');
    case 'hoodie':
      return back
        ? `<path d="M300,120 Q400,40 500,120 Q400,170 300,120 Z" fill="${shade(color, -18)}"/>`
        : `<path d="M310,118 Q400,20 490,118 L460,150 Q400,110 340,150 Z" fill="${shade(color, -18)}"/>${line('M290,560 L510,560 L540,660 L260,660 Z')}`;
    case 'sweatshirt':
      return line('M232,680 L568,680');
    case 'tote':
      return `<path d="M300,262 Q300,120 400,120 Q500,120 500,262" fill="none" stroke="${seam}" stroke-width="16"/>`;
    case 'cap':
      return `<path d="M220,470 Q400,430 580,470 Q660,480 690,520 Q400,500 220,470 Z" fill="${shade(color, -22)}"/>${line('M400,222 L400,460')}`;
    default:
      return '';
  }
}

// A flat garment mockup on a light studio background, front or back, in one colour.
export function garmentSvg(silhouette: Silhouette, side: 'FRONT' | 'BACK', color: string): string {
  const outline = OUTLINES[silhouette].replace('{neck}', side === 'BACK' ? '112' : '150');
  const stroke = shade(color, color === '#ffffff' ? -55 : -40);
  const body = [
    `<rect width="${MOCKUP_SIZE}" height="${MOCKUP_SIZE}" fill="#f3f4f6"/>`,
    `<path d="${outline}" transform="translate(6 10)" fill="#000" opacity="0.08"/>`,
    `<path d="${outline}" fill="${color}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`,
    details(silhouette, side, color),
  ].join('');
  return svgDocument(MOCKUP_SIZE, MOCKUP_SIZE, body);
}
