/** What went wrong with a form: the fields to fix, or the API's refusal in the page's language. */
export type FormProblem = { fields: string[]; refusal: string | null };

export const field = 'rounded-md border border-neutral-400 bg-white px-3 py-1.5 text-sm';
export const label = 'flex flex-col gap-1 text-sm';
export const button = 'rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white';

export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="text-red-800">
      {text}
    </span>
  );
}

/** The note above a form that came back: the API's refusal, or the general "check the marked fields". */
export function FormProblemNote({ problem, fix }: { problem: FormProblem | null; fix: string }) {
  if (!problem) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
      {problem.refusal ?? fix}
    </p>
  );
}

/** The note after a form went through (the page's `?done=` after its 303). */
export function DoneNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
      {text}
    </p>
  );
}
