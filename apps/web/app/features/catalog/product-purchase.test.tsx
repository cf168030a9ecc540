// @vitest-environment happy-dom
import { initialChoice } from '@seed/domain/variant-choice';
import { act, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../components/ui/testing';
import { ProductPurchase } from './product-purchase';
import type { ProductView, VariantChoice } from './product-view';

afterEach(cleanup);

const kwd = (amount: number) => ({ amount, currency: 'KWD' as const });
const BLACK = { id: 1, value: '#1c1c1e', name: 'Black' };
const WHITE = { id: 2, value: '#ffffff', name: 'White' };
// Black: S, M (sold out), XL with a surcharge; white: S and M only.
const product = {
  id: 7,
  colors: [BLACK, WHITE],
  sizes: [
    { id: 10, label: 'S', labelAr: null },
    { id: 11, label: 'M', labelAr: null },
    { id: 12, label: 'XL' },
  ],
  variants: [
    { id: 100, colorId: 1, sizeId: 10, count: 3, surcharge: kwd(0) },
    { id: 101, colorId: 1, sizeId: 11, count: 0, surcharge: kwd(0) },
    { id: 102, colorId: 1, sizeId: 12, count: 5, surcharge: kwd(500) },
    { id: 110, colorId: 2, sizeId: 10, count: 4, surcharge: kwd(0) },
    { id: 111, colorId: 2, sizeId: 11, count: 2, surcharge: kwd(0) },
  ],
  colorsPosition: [1, 2],
  sizesPosition: [10, 11, 12],
  sizeGuide: {
    head: [
      { key: 'param1' as const, label: 'Chest width' },
      { key: 'param2' as const, label: 'Length' },
    ],
    centimeters: [{ size: 'S', param1: 46, param2: 68 }],
    inches: [{ size: 'S', param1: 18.1, param2: 26.8 }],
  },
} as unknown as ProductView;

type HarnessProps = { start?: VariantChoice; item?: ProductView };

function Purchase({ start, item = product }: HarnessProps) {
  const [choice, setChoice] = useState<VariantChoice>(start ?? initialChoice(item.variants, item, 1));
  return <ProductPurchase product={item} choice={choice} onChoiceChange={setChoice} position="BACK" />;
}

// The add-to-cart form is a router fetcher form, so the component needs a data router around it.
function Harness(props: HarnessProps) {
  const router = createMemoryRouter([{ path: '/:lang/products/7', element: <Purchase {...props} /> }], {
    initialEntries: ['/en/products/7'],
  });
  return <RouterProvider router={router} />;
}

const sizes = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input[name="size"]')].map((input) => [
    input.parentElement?.textContent,
    input.disabled ? 'disabled' : input.checked ? 'checked' : '',
  ]);
const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('ProductPurchase', () => {
  it('opens on the first size in stock and disables the sizes the colour lacks', () => {
    const { container } = render(<Harness />);
    expect(sizes(container)).toEqual([
      ['S', 'checked'],
      ['M Sold out', 'disabled'],
      ['XL', ''],
    ]);
    expect(field(container, 'colorsToSizesId')).toBe('100');
    expect(field(container, 'printPosition')).toBe('BACK');
    // Without scripts the form says the colour and size by their ids, for the cart action to match.
    expect(container.querySelector<HTMLInputElement>('input[name="color"]:checked')?.value).toBe('1');
    expect(container.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value).toBe('10');
  });

  it('makes sizes follow the colour, and moves off a size the new colour lacks', () => {
    const { container } = render(<Harness />);
    click(container.querySelector('input[value="12"]'));
    expect(field(container, 'colorsToSizesId')).toBe('102');
    // The variant's surcharge is shown with the price.
    expect(container.textContent).toContain('Extra for this size: KWD 0.50');
    click(container.querySelector('input[aria-label="White"]'));
    expect(sizes(container)).toEqual([
      ['S', 'checked'],
      ['M', ''],
      ['XL Sold out', 'disabled'],
    ]);
    expect(field(container, 'colorsToSizesId')).toBe('110');
    expect(container.textContent).not.toContain('Extra for this size');
  });

  it('keeps the chosen size when the new colour has it', () => {
    const { container } = render(<Harness start={{ colorId: 2, sizeId: 11 }} />);
    click(container.querySelector('input[aria-label="Black"]'));
    // Black M is sold out: the first available size takes its place.
    expect(field(container, 'colorsToSizesId')).toBe('100');
    click(container.querySelector('input[aria-label="White"]'));
    click(container.querySelector('input[value="11"]'));
    expect(field(container, 'colorsToSizesId')).toBe('111');
  });

  it('posts the chosen variant to the cart, and offers nothing to add when everything is sold out', () => {
    const { container } = render(<Harness />, 'ar');
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/ar/cart/add');
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.textContent).toBe('أضف إلى السلة');
    expect(button.disabled).toBe(false);
    cleanup();
    const variants = product.variants.map((variant) => ({ ...variant, count: 0 }));
    const soldOut = render(<Harness item={{ ...product, variants }} />);
    const disabled = soldOut.container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    expect(disabled.textContent).toBe('Sold out');
    expect(field(soldOut.container, 'colorsToSizesId')).toBe('');
  });

  it('opens the size guide, in centimetres first, and switches to inches', () => {
    const { container } = render(<Harness />);
    const open = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Size guide');
    click(open);
    const dialog = container.querySelector('dialog');
    const cells = () => [...(dialog?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent);
    expect([...(dialog?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual([
      'Size',
      'Chest width',
      'Length',
    ]);
    expect(cells()).toEqual(['S4668']);
    const inches = [...(dialog?.querySelectorAll('button[aria-pressed]') ?? [])].find(
      (b) => b.textContent === 'Inches',
    );
    act(() => (inches as HTMLButtonElement).click());
    expect(inches?.getAttribute('aria-pressed')).toBe('true');
    expect(cells()).toEqual(['S18.126.8']);
  });
});
