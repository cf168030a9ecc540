import { type BlankItemBody, BlankItemBodySchema } from '@seed/contract/admin-blank-items';
import { parseSizeGuideRows } from '@seed/domain/blank-item';
import { parseKwdText } from '@seed/domain/customer-account';
import { PRINTING_TYPES } from '@seed/domain/print-position';

/**
 * What is wrong with a form: the fields to fix, each shown in its own words, a size guide's bad line, and what
 * was typed (every field's values) so the form comes back as it was sent.
 */
export type FieldProblem = { fields: string[]; line?: number; typed?: Record<string, string[]> };

const typedOf = (form: FormData) => {
  const typed: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') typed[name] = [...(typed[name] ?? []), value];
  }
  return typed;
};

const SIZE_GUIDE_HEAD = [
  { key: 'chest', label: 'Chest', labelAr: 'الصدر' },
  { key: 'length', label: 'Length', labelAr: 'الطول' },
];

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** Amounts are typed in KWD ("5.500") and travel in fils; a text that is not an amount is refused by zod. */
export const filsOf = (text: string) => parseKwdText(text) ?? Number.NaN;

/**
 * The details form as the API's body. The size guide is two text areas (one size a line), read by the same
 * rule everywhere; no rows in either means no guide.
 */
export function readItemFields(form: FormData): { body: BlankItemBody } | { problem: FieldProblem } {
  const text = (name: string) => String(form.get(name) ?? '');
  const centimeters = parseSizeGuideRows(text('sizeGuideCm'));
  const inches = parseSizeGuideRows(text('sizeGuideIn'));
  // A bad line is told with the other fields' problems, so one submission shows everything to fix.
  const badLine =
    'badLine' in centimeters ? centimeters.badLine : 'badLine' in inches ? inches.badLine : null;
  const cm = 'rows' in centimeters ? centimeters.rows : [];
  const inch = 'rows' in inches ? inches.rows : [];
  const guided = cm.length > 0 || inch.length > 0;
  const parsed = BlankItemBodySchema.safeParse({
    nameEn: text('nameEn'),
    nameAr: text('nameAr'),
    descriptionEn: text('descriptionEn'),
    descriptionAr: text('descriptionAr'),
    price: filsOf(text('price')),
    weight: numberOf(text('weight')),
    printingTypes: PRINTING_TYPES.filter((type) => form.getAll('printingTypes').includes(type)),
    backPrint: form.has('backPrint'),
    pocketPrint: form.has('pocketPrint'),
    designRequests: form.has('designRequests'),
    minDiagonal: numberOf(text('minDiagonal')),
    maxDiagonal: numberOf(text('maxDiagonal')),
    minFontSize: numberOf(text('minFontSize')),
    maxFontSize: numberOf(text('maxFontSize')),
    sizeGuide: guided ? { head: SIZE_GUIDE_HEAD, centimeters: cm, inches: inch } : null,
    categoryLinkIds: form.getAll('categoryLinkIds').map((value) => Number(value)),
    rank: numberOf(text('rank') || '0'),
  });
  const fields = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
  const typed = typedOf(form);
  if (badLine !== null) {
    return { problem: { fields: [...new Set(['sizeGuide', ...fields])], line: badLine, typed } };
  }
  if (parsed.success) return { body: parsed.data };
  return { problem: { fields: [...new Set(fields)], typed } };
}
