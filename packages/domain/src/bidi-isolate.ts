// Unicode isolates for text that reaches places where no element can wrap it (an <option>, an aria label, a
// plain-text e-mail): U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE keeps a part's own
// direction from reordering its neighbours, as <bdi> does in HTML.
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/** `text` isolated, its direction taken from its first strong letter. */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** `text` isolated and laid out left to right whatever its letters (codes, amounts, key names). */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}
