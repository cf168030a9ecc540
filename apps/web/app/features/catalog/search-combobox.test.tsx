// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, press, render } from '../../components/ui/testing';
import { SearchCombobox } from './search-combobox';
import type { SearchSuggestions } from './search-suggestions';

const ANSWERS: Record<string, SearchSuggestions> = {
  '': {
    query: '',
    groups: [{ kind: 'recent', items: [{ key: 'r1', label: 'palm', href: '/en/shop/search?q=palm' }] }],
  },
  fal: {
    query: 'fal',
    groups: [
      {
        kind: 'products',
        items: [
          { key: 'p1', label: 'Desert Falcon T-shirt', href: '/en/products/1' },
          { key: 'p2', label: 'Gulf Falcon Hoodie', href: '/en/products/2' },
        ],
      },
      { kind: 'artworks', items: [{ key: 'a1', label: 'Desert Falcon', href: '/en/shop/artworks/1' }] },
    ],
  },
};

const fetchMock = vi.fn(async (url: string) => {
  const query = new URL(url, 'http://store.test').searchParams.get('q') ?? '';
  return Response.json(ANSWERS[query] ?? { query, groups: [] });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const router = createMemoryRouter(
    [
      { id: 'root', path: '/en', element: <SearchCombobox defaultValue="" className="" /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/en'], hydrationData: { loaderData: { root: { lang: 'en' } } } },
  );
  render(<RouterProvider router={router} />);
  const box = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  return { router, box };
}

// Past the debounce, and the fake answer's promise chain.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 260)));

function type(box: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const options = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const selected = () => document.querySelector('[role="option"][aria-selected="true"]');

describe('SearchCombobox', () => {
  it('suggests products and artworks, in labelled groups, once the typing pauses', async () => {
    const { box } = setup();
    // Letters 50 ms apart, as a quick typist's.
    for (const text of ['f', 'fa', 'fal']) {
      type(box, text);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/en/shop/search/suggestions?q=fal');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const groups = [...document.querySelectorAll('[role="listbox"] [role="group"]')];
    expect(
      groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Products', 'Artworks']);
    expect(options()).toEqual(['Desert Falcon T-shirt', 'Gulf Falcon Hoodie', 'Desert Falcon']);
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^Suggestions: 3\./);
  });

  it('moves through the options with the arrows, wrapping at the ends, and opens the active one', async () => {
    const { box, router } = setup();
    type(box, 'fal');
    await settle();
    expect(selected()).toBeNull();
    press(box, 'ArrowUp');
    expect(selected()?.textContent).toBe('Desert Falcon');
    press(box, 'ArrowDown');
    expect(selected()?.textContent).toBe('Desert Falcon T-shirt');
    press(box, 'ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe(selected()?.id);
    expect(selected()?.textContent).toBe('Gulf Falcon Hoodie');
    press(box, 'Enter');
    await settle();
    expect(router.state.location.pathname).toBe('/en/products/2');
  });

  it('leaves Enter to the form when no option is active', async () => {
    const { box, router } = setup();
    type(box, 'fal');
    await settle();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => void box.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('closes on the first Escape and empties the box on the second', async () => {
    const { box } = setup();
    type(box, 'fal');
    await settle();
    press(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('fal');
    press(box, 'Escape');
    expect(box.value).toBe('');
  });

  it('shows the recent searches in an empty box', async () => {
    const { box } = setup();
    act(() => box.focus());
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/en/shop/search/suggestions?q=');
    expect(options()).toEqual(['palm']);
    act(() => box.blur());
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
