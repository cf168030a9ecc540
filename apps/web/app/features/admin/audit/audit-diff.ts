export type FieldChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Lists read as their items joined, so roles [OPERATIONS, FINANCE] show as "OPERATIONS, FINANCE".
function text(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(text).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The fields an audited change touched, each with its value before and after, for a person to read: only
 * the fields that differ, in the order they first appear. A record that is not an object (a whole value
 * replaced) shows as one change named by `whole`.
 */
export function changedFields(before: unknown, after: unknown, whole = 'value'): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: whole, before: text(before), after: text(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: text(was[field]), after: text(now[field]) }));
}
