import sanitizeHtml from 'sanitize-html';

// Information pages are rich text written by staff in the back office's editor (or as HTML without
// scripts) and shown to every shopper: only text structure survives. No scripts, styles, classes, images,
// frames or event handlers; links only to this store's paths, the web, e-mail and telephone.
const OUTSIDE = /^(https?:|mailto:|tel:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'title'],
  // A link that leaves the store neither learns where it came from nor gets a handle on the page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: OUTSIDE.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
};

/** The rich text as it may be stored and shown: structure and links only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether the rich text says anything once its markup is set aside. */
export const hasText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
