// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './color-picker';
import { FavoriteToggle } from './favorite-toggle';
import { Select } from './select';
import { cleanup, click, press, render } from './testing';

afterEach(cleanup);

describe('Select', () => {
  const options = [
    { value: 's', label: 'Small' },
    { value: 'm', label: 'Medium' },
  ];

  function choose(select: HTMLSelectElement, value: string) {
    act(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  it('shows the first option without a value, and reports only real changes', () => {
    const onChange = vi.fn();
    const { container } = render(<Select label="Size" options={options} value={null} onChange={onChange} />);
    const select = container.querySelector('select')!;
    expect(select.value).toBe('s');
    expect(container.querySelector('label')?.textContent).toBe('Size');
    choose(select, 's');
    expect(onChange).not.toHaveBeenCalled();
    choose(select, 'm');
    expect(onChange).toHaveBeenCalledWith('m');
  });
});

describe('FavoriteToggle', () => {
  it('does nothing for an id that cannot be a favourite', () => {
    const onToggle = vi.fn();
    const { container } = render(
      <FavoriteToggle kind="product" id="" name="Palm tee" initialFavorite={false} onToggle={onToggle} />,
    );
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('shows a spinner while the call is pending and flips only once it succeeds', async () => {
    let settle: (ok: boolean) => void = () => {};
    const onToggle = vi.fn(
      () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error())))),
    );
    const { container } = render(
      <FavoriteToggle
        kind="artwork"
        id={3}
        name="Desert Falcon"
        initialFavorite={false}
        onToggle={onToggle}
      />,
    );
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Add Desert Falcon to favourites');

    click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.animate-spin')).not.toBeNull();
    click(button); // a second click while pending is ignored
    expect(onToggle).toHaveBeenCalledTimes(1);
    await act(async () => settle(false));
    expect(button.getAttribute('aria-label')).toBe('Add Desert Falcon to favourites');

    click(button);
    await act(async () => settle(true));
    expect(button.getAttribute('aria-label')).toBe('Remove Desert Falcon from favourites');
    expect(button.getAttribute('aria-busy')).toBe('false');
    click(button);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('follows a new initial state, e.g. when the favourite ids arrive', () => {
    const props = { kind: 'artist' as const, id: 5, name: 'Noor', onToggle: vi.fn() };
    const { container, rerender } = render(<FavoriteToggle {...props} initialFavorite={false} />);
    rerender(<FavoriteToggle {...props} initialFavorite />);
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Remove Noor from favourites');
  });
});

describe('ColorPicker', () => {
  const options = [
    { value: '#000000', label: 'Black' },
    { value: '#ffffff', label: 'White' },
    { value: '#1d4ed8', label: 'Blue' },
  ];

  function picker(lang: 'ar' | 'en', value: string | null = '#000000') {
    const onChange = vi.fn();
    const { container } = render(
      <ColorPicker label="Colour" name="color" options={options} value={value} onChange={onChange} />,
      lang,
    );
    return { onChange, radios: [...container.querySelectorAll('input')], container };
  }

  it('is a named radio group of named swatches', () => {
    const { container, radios } = picker('en');
    expect(container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Colour');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Black', 'White', 'Blue']);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
  });

  it('moves to the next swatch with the right arrow in English and the left arrow in Arabic', () => {
    const english = picker('en');
    press(english.radios[0], 'ArrowRight');
    expect(english.onChange).toHaveBeenLastCalledWith('#ffffff');
    press(english.radios[0], 'ArrowLeft');
    expect(english.onChange).toHaveBeenLastCalledWith('#1d4ed8');

    const arabic = picker('ar');
    press(arabic.radios[0], 'ArrowLeft');
    expect(arabic.onChange).toHaveBeenLastCalledWith('#ffffff');
    expect(document.activeElement).toBe(arabic.radios[1]);
    press(arabic.radios[0], 'ArrowRight');
    expect(arabic.onChange).toHaveBeenLastCalledWith('#1d4ed8');
    press(arabic.radios[0], 'End');
    expect(arabic.onChange).toHaveBeenLastCalledWith('#1d4ed8');
  });

  it('reports a click only when it changes the colour', () => {
    const { onChange, radios } = picker('en');
    click(radios[0]);
    expect(onChange).not.toHaveBeenCalled();
    click(radios[2]);
    expect(onChange).toHaveBeenCalledWith('#1d4ed8');
  });
});
