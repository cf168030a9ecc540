/** The most characters a tag's slug keeps (the column holds 80). */
export const TAG_SLUG_MAX = 80;

/**
 * A tag's slug, from its English name: lower-case Latin letters and digits, words joined by single hyphens
 * ("Gulf  Art!" → "gulf-art"). Two names with the same slug are the same tag. Empty when the name has no
 * Latin letter or digit, which the contract refuses before a slug is made.
 */
export function tagSlug(nameEn: string): string {
  return nameEn
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_SLUG_MAX)
    .replace(/-+$/, '');
}
