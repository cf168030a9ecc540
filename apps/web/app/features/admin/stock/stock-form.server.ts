import { StockSaveBodySchema } from '@seed/contract/admin-stock';

/** The grid's editable fields: the form's input names (`count.12`) and the API's field names. */
export const GRID_FIELDS = ['count', 'lowStockThreshold', 'cost', 'surcharge'] as const;
export type GridField = (typeof GRID_FIELDS)[number];

const WHOLE = /^\d{1,9}$/;

/**
 * The grid form as a save: for each variant on the page, only the fields whose input differs from the value
 * the page was drawn with (`was.<field>.<id>`). Sending a count nobody touched would undo a sale made since
 * the page loaded. Returns the bad inputs' names instead when any is not a whole number.
 */
export function readGridForm(form: FormData) {
  const ids = form.getAll('id').map(Number).filter(Number.isInteger);
  const bad: string[] = [];
  const changes = ids.flatMap((id) => {
    const change: Record<string, number> = {};
    for (const field of GRID_FIELDS) {
      const text = String(form.get(`${field}.${id}`) ?? '').trim();
      const was = String(form.get(`was.${field}.${id}`) ?? '');
      if (text === was) continue;
      if (!WHOLE.test(text)) bad.push(`${field}.${id}`);
      else change[field] = Number(text);
    }
    return Object.keys(change).length > 0 ? [{ id, ...change }] : [];
  });
  if (bad.length > 0) return { bad, body: null };
  if (changes.length === 0) return { bad, body: null };
  const note = String(form.get('note') ?? '').trim();
  const body = StockSaveBodySchema.safeParse({ changes, ...(note ? { note } : {}) });
  return body.success ? { bad, body: body.data } : { bad: ['note'], body: null };
}
