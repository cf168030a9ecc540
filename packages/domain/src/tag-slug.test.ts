import { describe, expect, it } from 'vitest';
import { TAG_SLUG_MAX, tagSlug } from './tag-slug';

describe('tagSlug', () => {
  it('joins the English words in lower case with single hyphens', () => {
    expect(tagSlug('  Gulf   Art! ')).toBe('gulf-art');
    expect(tagSlug('Eid 2026')).toBe('eid-2026');
    expect(tagSlug('Café Crème')).toBe('cafe-creme');
  });

  it('is empty without a Latin letter or digit', () => {
    expect(tagSlug('خط عربي')).toBe('');
    expect(tagSlug('!!!')).toBe('');
  });

  it('keeps at most the column and never ends on a hyphen', () => {
    const slug = tagSlug(`${'a'.repeat(TAG_SLUG_MAX - 1)} b`);
    expect(slug).toBe('a'.repeat(TAG_SLUG_MAX - 1));
  });
});
