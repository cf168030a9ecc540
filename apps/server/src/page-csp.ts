import { createHash } from 'node:crypto';

// React escapes `<` in text and attributes, and React Router escapes it inside its scripts, so in a page we
// rendered `<script` and `</script>` only ever open and close real elements.
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const HAS_SRC = /\ssrc\s*=/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hash sources of every inline script and style element of a rendered page, by kind. */
export function inlineHashes(html: string): { script: string[]; style: string[] } {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const [, tag, attributes = '', content = ''] of html.matchAll(INLINE)) {
    if (tag === 'script' && HAS_SRC.test(attributes)) continue;
    (tag === 'script' ? script : style).add(sha256(content));
  }
  return { script: [...script], style: [...style] };
}

/**
 * A page served to many visitors cannot carry one visitor's nonce: a nonce that is the same for everyone is no
 * secret. So a cached page's CSP allows its inline scripts and styles by their hashes instead, in the
 * directives that carried the render's nonce; every other directive stays as the render had it.
 */
export function cspWithHashes(csp: string, nonce: string, html: string): string {
  const hashes = inlineHashes(html);
  const nonceSource = `'nonce-${nonce}'`;
  return csp
    .split(';')
    .map((directive) => {
      const [name = ''] = directive.trim().split(/\s+/);
      if (!directive.includes(nonceSource)) return directive;
      const sources = name === 'script-src' ? hashes.script : name === 'style-src' ? hashes.style : [];
      return directive.replace(nonceSource, sources.join(' ')).replace(/\s+$/, '');
    })
    .join(';');
}
