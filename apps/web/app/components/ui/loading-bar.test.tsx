// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';
import { cleanup, render } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  let finish = () => {};
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <LoadingBar />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>home</p> },
        { path: 'fast', loader: () => null, element: <p>fast</p> },
        {
          path: 'slow',
          loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
          element: <p>slow</p>,
        },
      ],
    },
  ]);
  const { container } = render(<RouterProvider router={router} />, 'ar');
  const bar = container.querySelector<HTMLElement>('[role="progressbar"]')!;
  const state = () => ({
    hidden: bar.getAttribute('aria-hidden'),
    width: bar.style.width,
    opacity: bar.style.opacity,
  });
  return { router, bar, state, finish: () => finish() };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LoadingBar', () => {
  it('is a hidden, 3 px progress bar at the start edge while nothing loads', () => {
    const { bar, state } = setup();
    expect(state()).toEqual({ hidden: 'true', width: '0%', opacity: '0' });
    expect(bar.style.height).toBe('3px');
    expect(bar.className).toContain('start-0');
    expect(bar.getAttribute('aria-label')).toBe('جارٍ تحميل الصفحة');
  });

  it('never shows for a navigation faster than 200 ms', async () => {
    const { router, state } = setup();
    await act(() => router.navigate('/fast'));
    await wait(1000);
    expect(state().hidden).toBe('true');
  });

  it('shows after 200 ms, fills when done, fades 500 ms later and resets 400 ms after that', async () => {
    const { router, state, finish } = setup();
    await act(async () => void router.navigate('/slow'));
    await wait(199);
    expect(state().hidden).toBe('true');
    await wait(1);
    expect(state()).toEqual({ hidden: 'false', width: '90%', opacity: '1' });
    await act(async () => finish());
    expect(state()).toEqual({ hidden: 'false', width: '100%', opacity: '1' });
    await wait(499);
    expect(state().opacity).toBe('1');
    await wait(1);
    expect(state()).toEqual({ hidden: 'false', width: '100%', opacity: '0' });
    await wait(400);
    expect(state()).toEqual({ hidden: 'true', width: '0%', opacity: '0' });
  });
});
