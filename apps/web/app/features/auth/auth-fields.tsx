import type { InputHTMLAttributes, ReactNode } from 'react';
import { useNavigation } from 'react-router';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint?: string };

/** A labelled input; the browser checks `required`, `type` and lengths before anything is sent. */
export function TextField({ label, hint, id, name, ...input }: FieldProps) {
  const fieldId = id ?? `auth-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        id={fieldId}
        name={name}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        className="rounded-md border border-neutral-300 px-3 py-2 text-base focus:border-neutral-900 focus:outline-none"
        {...input}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
    </div>
  );
}

type ButtonProps = { children: ReactNode; intent?: string; variant?: 'primary' | 'secondary' };

/** Disabled while its form is being sent, so a double click does not ask for two codes. */
export function SubmitButton({ children, intent, variant = 'primary' }: ButtonProps) {
  const busy = useNavigation().state === 'submitting';
  const look =
    variant === 'primary'
      ? 'bg-neutral-900 text-white hover:bg-neutral-700'
      : 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100';
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      disabled={busy}
      className={`w-full rounded-md px-4 py-2 font-medium disabled:opacity-60 ${look}`}
    >
      {children}
    </button>
  );
}

export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  const colours =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-green-200 bg-green-50 text-green-800';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-3 py-2 text-sm ${colours}`}
    >
      {children}
    </p>
  );
}

/** The white card the sign-in pages sit in, inside the empty layout. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 pb-16">
      <title>{title}</title>
      <div className="flex flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
