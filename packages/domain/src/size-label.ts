import type { Locale } from './locale';

// The store's size labels are Latin codes ("M", "6-7Y", "ONE SIZE"). Adult letter sizes are what Gulf
// shops print on their labels in both languages, so only the kids' age ranges and "one size" get Arabic
// words. The range keeps an ASCII hyphen: the bidirectional algorithm keeps "6-7" as one number, where an
// en dash between two numbers in Arabic text is laid out right to left and reads "7–6".
const KIDS_RANGE = /^(\d{1,2})-(\d{1,2})Y$/i;
const ONE_SIZE = /^one\s*size$/i;

/**
 * A size as shoppers read it in `locale`: "6-7 سنوات" / "6-7 years", "مقاس واحد" / "One size", else as stored.
 * An Arabic label staff gave the size (`labelAr`) wins on Arabic pages.
 */
export function sizeLabel(label: string, locale: Locale, labelAr?: string | null): string {
  if (locale === 'ar' && labelAr) return labelAr;
  const trimmed = label.trim();
  const range = KIDS_RANGE.exec(trimmed);
  if (range) return locale === 'ar' ? `${range[1]}-${range[2]} سنوات` : `${range[1]}-${range[2]} years`;
  if (ONE_SIZE.test(trimmed)) return locale === 'ar' ? 'مقاس واحد' : 'One size';
  return trimmed;
}
