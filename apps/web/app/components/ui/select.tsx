import { useId } from 'react';

type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = {
  label: string;
  /** Keeps the label for screen readers only, where the context already shows what is chosen. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** Without a value (or with one no option has), the first option is shown as chosen. */
  value?: string | null;
  /** Called only when the choice really changes. */
  onChange: (value: string) => void;
  name?: string;
  disabled?: boolean;
};

// The platform's own select: on phones it opens the system picker, and it needs no script to be usable.
export function Select({ label, hideLabel, options, value, onChange, name, disabled }: SelectProps) {
  const id = useId();
  const current = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-bold'}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={current ?? ''}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value !== current) onChange(event.target.value);
        }}
        className="rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 disabled:opacity-50"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
