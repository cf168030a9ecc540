import type { IconShape } from '../data/marketing';
import { svgDocument } from './svg';

// Wide promotional art for carousel items, banners and artists' covers, without words: the page draws
// the headline over it in its own language.
export function bannerSvg(from: string, to: string): string {
  return svgDocument(
    1600,
    600,
    [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
      '<rect width="1600" height="600" fill="url(#g)"/>',
      '<circle cx="1350" cy="120" r="260" fill="#ffffff" opacity="0.12"/>',
      '<circle cx="220" cy="560" r="180" fill="#ffffff" opacity="0.08"/>',
    ].join(''),
  );
}

const ICONS: Record<IconShape, string> = {
  star: '<polygon points="100,20 123,75 182,78 136,115 152,172 100,140 48,172 64,115 18,78 77,75"/>',
  heart:
    '<path d="M100,170 C20,110 20,40 70,40 C90,40 100,55 100,65 C100,55 110,40 130,40 C180,40 180,110 100,170 Z"/>',
  crescent: '<path d="M130,30 A75,75 0 1,0 130,170 A60,60 0 1,1 130,30 Z"/>',
  diamond: '<polygon points="100,20 170,100 100,180 30,100"/>',
  circle: '<circle cx="100" cy="100" r="70"/>',
  flower:
    '<g><circle cx="100" cy="60" r="32"/><circle cx="140" cy="100" r="32"/><circle cx="100" cy="140" r="32"/><circle cx="60" cy="100" r="32"/><circle cx="100" cy="100" r="22" fill="#fde68a"/></g>',
  sun: '<g><circle cx="100" cy="100" r="42"/><path d="M100,15 L100,45 M100,155 L100,185 M15,100 L45,100 M155,100 L185,100 M40,40 L62,62 M138,138 L160,160 M40,160 L62,138 M138,62 L160,40" stroke-width="12" stroke="currentColor"/></g>',
  wave: '<path d="M15,110 Q55,60 100,110 T185,110 L185,160 L15,160 Z"/>',
  triangle: '<polygon points="100,25 180,170 20,170"/>',
  leaf: '<path d="M40,160 Q40,40 170,30 Q160,160 40,160 Z"/>',
  bolt: '<polygon points="115,15 45,115 95,115 80,185 155,80 105,80"/>',
  crown: '<polygon points="25,150 35,60 70,100 100,45 130,100 165,60 175,150"/>',
};

export function iconSvg(shape: IconShape, color: string): string {
  return svgDocument(200, 200, `<g fill="${color}" color="${color}">${ICONS[shape]}</g>`);
}
