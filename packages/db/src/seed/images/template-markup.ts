import { escapeXml, FONT_STACK, svgDocument } from './svg';

// Template markup is SVG with {{text}} and {{color}} controls; rendering substitutes escaped values.
const MARKUP: Record<string, string> = {
  'name-large': `<text x="300" y="330" font-family="${FONT_STACK}" font-weight="700" font-size="120" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
  'name-circle': `<circle cx="300" cy="300" r="220" fill="none" stroke="{{color}}" stroke-width="14"/><text x="300" y="325" font-family="${FONT_STACK}" font-weight="700" font-size="80" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
  initials: `<rect x="110" y="160" width="380" height="280" rx="40" fill="none" stroke="{{color}}" stroke-width="10"/><text x="300" y="345" font-family="${FONT_STACK}" font-weight="700" font-size="130" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
  eid: `<path d="M380,120 A140,140 0 1,0 380,400 A110,110 0 1,1 380,120 Z" fill="{{color}}"/><text x="300" y="520" font-family="${FONT_STACK}" font-weight="700" font-size="70" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
  trip: `<path d="M60,420 L220,220 L320,340 L400,260 L540,420 Z" fill="{{color}}" opacity="0.85"/><circle cx="450" cy="150" r="50" fill="{{color}}"/><text x="300" y="520" font-family="${FONT_STACK}" font-weight="700" font-size="64" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
  // The photo slot covers a rounded frame; without a photo the frame and its camera mark show.
  photo: `<rect x="140" y="50" width="320" height="320" rx="24" fill="#f3f4f6" stroke="{{color}}" stroke-width="10"/><circle cx="300" cy="210" r="46" fill="none" stroke="#9ca3af" stroke-width="10"/><rect x="230" y="150" width="140" height="110" rx="16" fill="none" stroke="#9ca3af" stroke-width="10"/><image x="150" y="60" width="300" height="300" preserveAspectRatio="xMidYMid slice" href="{{photo}}"/><text x="300" y="500" font-family="${FONT_STACK}" font-weight="700" font-size="72" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
  birthday: `<rect x="170" y="260" width="260" height="160" rx="20" fill="{{color}}"/><path d="M300,250 L300,180" stroke="{{color}}" stroke-width="10"/><circle cx="300" cy="165" r="16" fill="#f59e0b"/><text x="300" y="520" font-family="${FONT_STACK}" font-weight="700" font-size="64" fill="{{color}}" text-anchor="middle">{{text}}</text>`,
};

export function templateMarkup(kind: string): string {
  const markup = MARKUP[kind];
  if (!markup) throw new Error(`unknown template markup ${kind}`);
  return svgDocument(600, 600, markup);
}

/** The preview picture of a template: its defaults, and its image slots empty. */
export function fillTemplate(markup: string, values: { text: string; color: string }): string {
  return markup
    .replace(/<image [^>]*href="\{\{\w+\}\}"[^>]*\/>/g, '')
    .replaceAll('{{text}}', escapeXml(values.text))
    .replaceAll('{{color}}', escapeXml(values.color));
}
