import type { z } from 'zod';

/** What went wrong with a back-office form: the fields to fix (named on the page) or the API's refusal. */
export type FormProblem = { fields: string[]; refusal: string | null };

/** A problem of the form's fields, or of the API's refusal (its text in the page's language). */
export const formProblem = (fields: string[], refusal: string | null = null): FormProblem => ({
  fields,
  refusal,
});

export const fieldsOf = (error: z.ZodError) => [
  ...new Set(error.issues.map((issue) => String(issue.path[0] ?? ''))),
];

/** A form's text field, '' when absent. */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A whole number typed in a field, or NaN for the schema to refuse. */
export const numberOf = (form: FormData, name: string) => {
  const text = textOf(form, name).trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
};

/** A route parameter that names a record: its id, or null for a new one (`new`). */
export function recordIdOf(text: string | undefined): number | null | undefined {
  if (text === 'new') return null;
  const id = Number(text);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
