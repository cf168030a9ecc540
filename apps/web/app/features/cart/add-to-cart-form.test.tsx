// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../components/ui/testing';
import { Toaster } from '../../components/ui/toaster';
import { AddToCartForm } from './add-to-cart-form';
import type { CartActionResult } from './cart-form-fields';
import { useHighlightedLines } from './cart-highlight';

afterEach(cleanup);

function Highlighted() {
  return <output>{[...useHighlightedLines()].join(',')}</output>;
}

function setup(answer: CartActionResult) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/ar/products/7',
        element: (
          <>
            <AddToCartForm>
              <input type="hidden" name="productId" value="7" />
              <input type="hidden" name="colorsToSizesId" value="31" />
              <button type="submit">أضف إلى السلة</button>
            </AddToCartForm>
            <Highlighted />
            <Toaster />
          </>
        ),
      },
      {
        path: '/ar/cart/add',
        action: async ({ request }) => {
          sent.push(Object.fromEntries(await request.formData()));
          return answer;
        },
      },
    ],
    { initialEntries: ['/ar/products/7'], hydrationData: { loaderData: { root: { lang: 'ar' } } } },
  );
  const opened: Event[] = [];
  window.addEventListener('cart-open', (event) => opened.push(event));
  const { container } = render(<RouterProvider router={router} />, 'ar');
  const submit = async () => {
    click(container.querySelector('button[type="submit"]'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  return { container, sent, opened, submit };
}

describe('AddToCartForm', () => {
  it('adds in the background, then opens the cart on the new line', async () => {
    const { container, sent, opened, submit } = setup({ ok: true, intent: 'add', changedIds: [12] });
    await submit();
    expect(sent).toEqual([{ enhanced: '1', productId: '7', colorsToSizesId: '31' }]);
    expect(opened).toHaveLength(1);
    expect(container.querySelector('output')?.textContent).toBe('12');
  });

  it('says why when the cart refuses, in the page language, and opens nothing', async () => {
    const refusal = 'نفدت الكمية من هذا اللون والمقاس.';
    const { container, opened, submit } = setup({ ok: false, intent: 'add', refusal });
    await submit();
    expect(opened).toHaveLength(0);
    expect(container.textContent).toContain(refusal);
  });

  it('says the cart could not be updated when the failure was ours', async () => {
    const { container, submit } = setup({ ok: false, intent: 'add', refusal: null });
    await submit();
    expect(container.textContent).toContain('تعذّر تحديث سلتك. حاول مرة أخرى.');
  });
});
