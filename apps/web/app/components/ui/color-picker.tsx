import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** `swatch` is the colour shown when the submitted value is not itself a colour (an id). */
type ColorOption = { value: string; label: string; swatch?: string };

type ColorPickerProps = {
  /** The group's accessible name, e.g. "Colour". */
  label: string;
  /** Swatches: a hex colour each, named by its label (screen readers cannot see colours). */
  options: readonly ColorOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Groups the radios, and submits the chosen hex with a form. */
  name: string;
};

/**
 * Colour swatches as native radios: one tab stop, arrows move the choice. The arrows are handled here,
 * not left to the engine, so every browser mirrors them alike: in Arabic the row reads from the right,
 * and the left arrow moves on to the next swatch.
 */
export function ColorPicker({ label, options, value, onChange, name }: ColorPickerProps) {
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const checked = options.findIndex((option) => option.value === value);

  const choose = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const last = options.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    const moves: Record<string, number> = {
      ArrowDown: next,
      ArrowUp: previous,
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const radios = event.currentTarget.closest('[role="radiogroup"]')?.querySelectorAll('input');
    radios?.[target]?.focus();
    choose(target);
  };

  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2 p-1">
      {options.map((option, index) => (
        <input
          key={option.value}
          type="radio"
          name={name}
          value={option.value}
          checked={index === checked}
          onChange={() => choose(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          aria-label={option.label}
          title={option.label}
          className="size-8 cursor-pointer appearance-none rounded-full border border-neutral-300 ring-neutral-900 ring-offset-2 checked:ring-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-700"
          style={{ backgroundColor: option.swatch ?? option.value }}
        />
      ))}
    </div>
  );
}
