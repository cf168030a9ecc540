import sanitizeHtml from 'sanitize-html';

// Template markup is SVG written by the store's staff and shown to shoppers (as a preview) and printed.
// Only drawing elements and presentation attributes survive: no scripts, no event handlers, no links,
// no <use>/<style>/<foreignObject>, and no url() but references to the template's own gradients (#id),
// so a template can neither run code nor load anything from elsewhere. An <image> stays only as the slot
// of an image control: its href is exactly a {{control}} placeholder, which the renderer replaces with
// the shopper's own picture as a data: URL (or drops).

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'text',
  'tspan',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'image',
];

const IMAGE_ATTRIBUTES = ['href', 'preserveAspectRatio'];

/** The placeholder an image slot's href must be; the renderer looks for exactly this. */
export const IMAGE_SLOT_HREF = /^\{\{\s*([A-Za-z][\w-]{0,39})\s*\}\}$/;

const ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'preserveAspectRatio',
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'transform',
  'offset',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'clip-path',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'direction',
  'unicode-bidi',
  'letter-spacing',
  'word-spacing',
];

// A url() that is not a reference to an element of the same document would be fetched from elsewhere.
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;

function withoutExternalLoads(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept = Object.fromEntries(
    Object.entries(attribs).filter(
      ([name, value]) => !EXTERNAL_URL.test(value) && (name !== 'xmlns' || value === SVG_NAMESPACE),
    ),
  );
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: { '*': ATTRIBUTES, image: IMAGE_ATTRIBUTES },
  // An <image> pointing anywhere but at a control would load from elsewhere: it goes, children and all.
  exclusiveFilter: (frame) => frame.tag === 'image' && !IMAGE_SLOT_HREF.test(frame.attribs.href ?? ''),
  allowedSchemes: [],
  allowProtocolRelative: false,
  // What is inside a removed <script> or <style> is dropped with it, not kept as text.
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe'],
  transformTags: { '*': withoutExternalLoads },
  // SVG is XML: self-closing elements and the case of viewBox or linearGradient must survive.
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
};

/** The template's markup with everything but drawing removed; null when no <svg> drawing is left. */
export function sanitizeTemplateMarkup(markup: string): string | null {
  const clean = sanitizeHtml(markup, OPTIONS).trim();
  return clean.startsWith('<svg') && clean.endsWith('</svg>') ? clean : null;
}
