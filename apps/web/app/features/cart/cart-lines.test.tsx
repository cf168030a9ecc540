// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render } from '../../components/ui/testing';
import { highlightLines } from './cart-highlight';
import { CartLines } from './cart-lines';
import type { CartLineView } from './cart-view';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const kwd = (amount: number) => ({ amount, currency: 'KWD' as const });
const line = (id: number, extra: Partial<CartLineView> = {}): CartLineView => ({
  id,
  productId: 7,
  colorsToSizesId: 100,
  count: 1,
  printPosition: 'FRONT',
  uniqueKey: null,
  name: `Palm tee ${id}`,
  price: kwd(10_000),
  oldPrice: null,
  sumPrice: kwd(10_000),
  image: null,
  availability: 'AVAILABLE',
  stock: 5,
  ownedByUser: false,
  customized: false,
  bundle: null,
  colorId: 1,
  sizeId: 10,
  colors: [
    { id: 1, value: '#000000', name: 'Black' },
    { id: 2, value: '#ffffff', name: 'White' },
  ],
  sizes: [
    { id: 10, label: 'S', labelAr: null },
    { id: 11, label: 'M', labelAr: null },
  ],
  variants: [
    { id: 100, colorId: 1, sizeId: 10, count: 5 },
    { id: 101, colorId: 1, sizeId: 11, count: 2 },
    { id: 110, colorId: 2, sizeId: 10, count: 0 },
  ],
  ...extra,
});

/** The lines on a page of their own, with a cart action that records what it is sent. */
function setup(ui: ReactNode) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  const router = createMemoryRouter(
    [
      { id: 'root', path: '/en', element: ui },
      {
        path: '/en/cart',
        action: async ({ request }) => {
          sent.push(Object.fromEntries(await request.formData()));
          return { ok: true, intent: 'count', changedIds: [] };
        },
      },
    ],
    { initialEntries: ['/en'], hydrationData: { loaderData: { root: { lang: 'en' } } } },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { container, sent };
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );

describe('CartLines', () => {
  it('posts a new count, and keeps the decrement disabled at 1', async () => {
    const { container, sent } = setup(
      <CartLines lines={[line(1), line(2, { count: 3 })]} signedIn={false} />,
    );
    expect(button(container, 'One fewer Palm tee 1')?.disabled).toBe(true);
    expect(button(container, 'One fewer Palm tee 2')?.disabled).toBe(false);
    click(button(container, 'One more Palm tee 1'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual([{ intent: 'count', id: '1', count: '2', redirect: '/en', enhanced: '1' }]);
  });

  it('moves a line to the matching variant, and clears the size when the colour has none', async () => {
    const { container, sent } = setup(<CartLines lines={[line(1)]} signedIn />);
    const [color, size] = [...container.querySelectorAll('select')];
    act(() => {
      size!.value = '11';
      size!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual([{ intent: 'variant', id: '1', colorsToSizesId: '101', count: '1', enhanced: '1' }]);
    // White comes in S only, and S is sold out: no variant to move to, so the size is cleared.
    act(() => {
      color!.value = '2';
      color!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toHaveLength(1);
    expect(size!.value).toBe('');
  });

  it('shows a bundle as one group with its discount, removed as one, without counts of its own', () => {
    const bundle = { id: 4, name: 'Tee and tote', discountPercentage: 20 };
    const discounted = { price: kwd(8000), oldPrice: kwd(10_000), sumPrice: kwd(8000) };
    const { container } = setup(
      <CartLines
        lines={[
          line(1),
          line(2, { bundle, uniqueKey: 'aB3dE6gH9j', ...discounted }),
          line(3, { bundle, uniqueKey: 'aB3dE6gH9j', ...discounted }),
        ]}
        signedIn
      />,
    );
    expect(container.textContent).toContain('Bundle: Tee and tote');
    expect(container.textContent).toContain(
      'Bundle discount 20%Bundle total KWD 16.00Items on their own KWD 20.00',
    );
    expect(button(container, 'Remove the bundle Tee and tote')).toBeDefined();
    expect(button(container, 'Remove Palm tee 2')).toBeUndefined();
    expect(button(container, 'One more Palm tee 2')).toBeUndefined();
    expect(container.textContent).toContain('Quantity: 1');
    expect(button(container, 'Remove Palm tee 1')).toBeDefined();
  });

  it('flags lines that cannot be bought, and offers a copy only of the shopper’s own designs', () => {
    const { container } = setup(
      <CartLines
        lines={[line(1, { availability: 'NOT_ENOUGH_STOCK', stock: 2 }), line(2, { ownedByUser: true })]}
        signedIn
      />,
    );
    expect(container.textContent).toContain(
      'Only 2 left in this colour and size · Not included in the total',
    );
    const copies = [...container.querySelectorAll('button')].filter(
      (b) => b.textContent === 'Copy in another colour or size',
    );
    expect(copies).toHaveLength(1);
  });

  it('allows no removal and no count change in a locked cart', () => {
    const { container } = setup(<CartLines lines={[line(1, { count: 2 })]} signedIn locked />);
    expect(button(container, 'Remove Palm tee 1')).toBeUndefined();
    expect(button(container, 'One more Palm tee 1')).toBeUndefined();
    expect(container.textContent).toContain('Quantity: 2');
  });

  it('highlights a newly added line, then lets the highlight go', () => {
    vi.useFakeTimers();
    const { container } = setup(<CartLines lines={[line(1), line(2)]} signedIn />);
    act(() => highlightLines([2]));
    const highlighted = () =>
      [...container.querySelectorAll('li[data-highlighted]')].map((li) => li.querySelector('a')?.textContent);
    expect(highlighted()).toEqual(['Palm tee 2']);
    act(() => vi.advanceTimersByTime(8000));
    expect(highlighted()).toEqual([]);
  });
});
