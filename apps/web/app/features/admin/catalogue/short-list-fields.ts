/** One field of a short list's row (topics, embroidery icons, reviews), as its form draws and reads it. */
export type ShortListField = {
  name: string;
  kind: 'text' | 'textarea' | 'number' | 'color' | 'check' | 'rating';
  dir?: 'ltr' | 'rtl';
};

export const TOPIC_FIELDS: ShortListField[] = [
  { name: 'name_ar', kind: 'text', dir: 'rtl' },
  { name: 'name_en', kind: 'text', dir: 'ltr' },
  { name: 'color', kind: 'color' },
  { name: 'order', kind: 'number' },
  { name: 'isActive', kind: 'check' },
];

export const ICON_FIELDS: ShortListField[] = [
  { name: 'nameAr', kind: 'text', dir: 'rtl' },
  { name: 'nameEn', kind: 'text', dir: 'ltr' },
  { name: 'rank', kind: 'number' },
  { name: 'isActive', kind: 'check' },
];

export const REVIEW_FIELDS: ShortListField[] = [
  { name: 'name', kind: 'text' },
  { name: 'text', kind: 'textarea' },
  { name: 'rating', kind: 'rating' },
  { name: 'rank', kind: 'number' },
  { name: 'isActive', kind: 'check' },
];

/** A new row's values: empty texts, the first colour, order 0, 5 stars, active. */
export function blankRow(fields: ShortListField[]): Record<string, unknown> {
  const blank = { text: '', textarea: '', number: 0, color: '#6b7280', check: true, rating: 5 } as const;
  return Object.fromEntries(fields.map((field) => [field.name, blank[field.kind]]));
}
