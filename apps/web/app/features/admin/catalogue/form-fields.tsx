import { useTranslation } from 'react-i18next';

export const inputClass =
  'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm aria-[invalid=true]:border-red-600';
export const buttonClass = 'self-start rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white';

/** What went wrong with a form: the fields to fix (named on the page) or the API's refusal, translated. */
export type FormProblem = {
  form: string;
  fields: string[];
  refusal: string | null;
  /** The subcategory whose form it was, where a page has one form per subcategory. */
  subId?: number;
};

type FieldProps = {
  name: string;
  label: string;
  problem: FormProblem | null;
  form: string;
  defaultValue?: string | number;
  type?: 'text' | 'number' | 'color';
  dir?: 'ltr' | 'rtl';
  required?: boolean;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
};

/** A labelled input that marks itself invalid when the form's problem names it. */
export function Field({ name, label, problem, form, hint, ...input }: FieldProps) {
  const invalid = problem?.form === form && problem.fields.includes(name);
  const hintId = hint ? `${form}-${name}-hint` : undefined;
  // The hint sits beside the label, not in it: the field's name is the label's words alone.
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium">{label}</span>
        <input
          name={name}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          className={inputClass}
          {...input}
        />
      </label>
      {hint && (
        <span id={hintId} className="text-neutral-700">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled check box; unchecked, the browser sends nothing, which the action reads as false. */
export function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} value="on" defaultChecked={checked} />
      <span>{label}</span>
    </label>
  );
}

/** The form's problem, read out when it appears: the fields to fix in the page's words, or the refusal. */
export function ProblemText({ problem, form }: { problem: FormProblem | null; form: string }) {
  const { t } = useTranslation();
  if (problem?.form !== form) return null;
  const texts = [
    ...problem.fields.map((field) => t(`admin.catalogue.errors.${field}` as 'admin.catalogue.errors.nameEn')),
    ...(problem.refusal ? [problem.refusal] : []),
  ];
  return (
    <div role="alert" className="text-sm text-red-700">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** A success note after a 303 back to the page. */
export function DoneNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
      {text}
    </p>
  );
}
