/** Texts of refusal reasons in one language: reason → text, with `{{name}}` for the values the API sends. */
export type ReasonTexts = Record<string, string>;

/** The text of a reason, with the values the API sent put in; an unknown reason reads as invalid data. */
export function fillReason(
  texts: ReasonTexts,
  reason: string | undefined,
  details: Record<string, string | number> = {},
): string {
  const text = (reason && texts[reason]) || texts.INVALID_DATA || '';
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(details[name] ?? whole));
}
