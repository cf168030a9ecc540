import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Suggestion, useSearchSuggestions } from './search-suggestions';
import { SEARCH_PARAM } from './search-term';

type SearchComboboxProps = { defaultValue: string; className: string };

/**
 * The search box as an ARIA 1.2 combobox with a list of suggestions: recent searches while it is empty,
 * matching products and artworks while typing. Focus stays in the box; the arrows move the active
 * option (aria-activedescendant), Enter opens it, Escape closes the list and then clears the box. With
 * no option active, Enter submits the surrounding form as usual; without scripts the list never shows.
 */
export function SearchCombobox({ defaultValue, className }: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(text, open);
  const groups = suggestions?.groups.filter((group) => group.items.length > 0) ?? [];
  const options = groups.flatMap((group) => group.items);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // New suggestions start with nothing chosen, so Enter never opens an option the shopper did not see.
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
  }

  // A submitted search leaves for the results; the list must not stay open over them.
  useEffect(() => {
    const form = input.current?.form;
    const close = () => setOpen(false);
    form?.addEventListener('submit', close);
    return () => form?.removeEventListener('submit', close);
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: Suggestion) => {
    setOpen(false);
    navigate(option.href);
  };

  // Wraps around at both ends, as the pattern's examples do.
  const move = (step: 1 | -1) => {
    if (!expanded) return setOpen(true);
    setActive((current) => {
      if (step === 1) return current < 0 ? 0 : (current + 1) % options.length;
      return current <= 0 ? options.length - 1 : current - 1;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const option = options[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && option) {
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape') {
      // The browser's own Escape empties a search field at once; here the first one only closes the list.
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  let index = -1;
  return (
    <>
      <input
        ref={input}
        type="search"
        name={SEARCH_PARAM}
        value={text}
        placeholder={t('search.placeholder')}
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        className={className}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-xl border border-neutral-200 bg-white py-2 text-sm shadow-lg"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group; a fieldset is for form fields.
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <div
              id={`${listId}-${group.kind}`}
              role="presentation"
              className="px-4 pt-2 pb-1 text-xs font-bold text-neutral-600"
            >
              {t(`search.groups.${group.kind}`)}
            </div>
            {group.items.map((item) => {
              index += 1;
              const at = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts on options from the box (aria-activedescendant), which keeps the focus.
                <div
                  key={item.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  tabIndex={-1}
                  // The box keeps the focus (and so the list stays open) while an option is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(at)}
                  onClick={() => choose(item)}
                  className={`cursor-pointer truncate px-4 py-2 ${at === active ? 'bg-neutral-100' : ''}`}
                >
                  {item.label}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {expanded ? t('search.suggestionCount', { count: options.length }) : ''}
      </p>
    </>
  );
}
