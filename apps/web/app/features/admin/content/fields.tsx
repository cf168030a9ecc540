import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from './form-problem';

export const inputClass =
  'rounded-md border border-neutral-300 bg-white px-3 py-1.5 aria-[invalid=true]:border-red-600';
export const buttonClass = 'rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white';
export const secondaryButtonClass = 'rounded-md border border-neutral-400 px-4 py-2 text-sm font-semibold';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  hint?: string;
  problem: FormProblem | null;
};

/** A labelled input of a content form, marked invalid when the last try named it. */
export function Field({ name, label, hint, problem, className, ...input }: FieldProps) {
  const id = useId();
  const invalid = problem?.fields.includes(name) ?? false;
  // The hint sits outside the label, so the field's name is the label alone and the hint its description.
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${inputClass} ${className ?? ''}`}
        {...input}
      />
      {hint && (
        <span id={`${id}-hint`} className="text-neutral-700">
          {hint}
        </span>
      )}
    </div>
  );
}

/** What was wrong with the last try: the fields' names in the page's words, or the API's refusal. */
export function ProblemBox({
  problem,
  labels,
}: {
  problem: FormProblem | null;
  labels: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  if (!problem) return null;
  const fields = new Intl.ListFormat(i18n.language).format(
    problem.fields.map((field) => labels[field] ?? field),
  );
  return (
    <div role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
      {problem.fields.length > 0 && <p>{t('admin.content.problems.fields', { fields })}</p>}
      {problem.refusal && <p>{problem.refusal}</p>}
    </div>
  );
}

/** A confirmation after a save, read out by screen readers. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
      {children}
    </p>
  );
}
