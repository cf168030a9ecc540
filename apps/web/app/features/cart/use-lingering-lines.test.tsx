// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../../components/ui/testing';
import type { CartLineView } from './cart-view';
import { useLingeringLines } from './use-lingering-lines';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const line = (id: number) => ({ id }) as CartLineView;

function Lines({ lines, until }: { lines: CartLineView[]; until: ReadonlyMap<number, number> }) {
  return (
    <p>
      {useLingeringLines(lines, until)
        .map((shown) => shown.id)
        .join(',')}
    </p>
  );
}

describe('useLingeringLines', () => {
  it('keeps a removed line in its place until its time, however long the list has been shown', () => {
    vi.useFakeTimers();
    const all = [line(1), line(2), line(3)];
    const { container, rerender } = render(<Lines lines={all} until={new Map()} />);
    act(() => vi.advanceTimersByTime(30_000));
    const until = new Map([[2, Date.now() + 1000]]);
    rerender(<Lines lines={[line(1), line(3)]} until={until} />);
    expect(container.textContent).toBe('1,2,3');
    act(() => vi.advanceTimersByTime(999));
    expect(container.textContent).toBe('1,2,3');
    act(() => vi.advanceTimersByTime(2));
    expect(container.textContent).toBe('1,3');
  });

  it('lets a removed line go at once when it has no time to stay', () => {
    const { container, rerender } = render(<Lines lines={[line(1), line(2)]} until={new Map()} />);
    rerender(<Lines lines={[line(1)]} until={new Map([[2, 0]])} />);
    expect(container.textContent).toBe('1');
  });
});
