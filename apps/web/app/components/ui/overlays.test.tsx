// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPopover } from './confirm-popover';
import { Modal } from './modal';
import { cleanup, click, press, render } from './testing';
import { toastFromApiError, useToast } from './toast';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const items = () => [...document.querySelectorAll('li')];

  function Raise() {
    const { toast } = useToast();
    return (
      <button type="button" onClick={() => toast({ message: 'Saved', type: 'success' })}>
        raise
      </button>
    );
  }

  it('shows a failed API answer as a danger toast for 5000 ms, in a labelled live region', () => {
    const { container } = render(<Toaster />, 'ar');
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('الإشعارات');
    expect(container.querySelector('ol')?.getAttribute('aria-live')).toBe('polite');

    act(() => void toastFromApiError({ statusCode: 409, message: 'Out of stock', code: 'OUT_OF_STOCK' }));
    expect(items().map((item) => [item.dataset.type, item.textContent])).toEqual([
      ['danger', 'خطأ: Out of stock'],
    ]);
    act(() => vi.advanceTimersByTime(4999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('ignores successful answers, answers without a message, and errors that are not the API body', () => {
    render(<Toaster />);
    for (const body of [
      undefined,
      'text',
      new TypeError('Failed to fetch'),
      { message: 'no status' },
      { statusCode: 500 },
      { statusCode: 400, message: ' ' },
      { statusCode: 200, message: 'ok' },
    ]) {
      act(() => expect(toastFromApiError(body)).toBe(false));
    }
    expect(items()).toHaveLength(0);
  });

  it('shows other toasts for 3000 ms, paused while hovered, and closes one on request', () => {
    const { container } = render(
      <>
        <Raise />
        <Toaster />
      </>,
    );
    click(container.querySelector('button'));
    const item = items()[0]!;
    expect(item.dataset.type).toBe('success');
    act(() => vi.advanceTimersByTime(2000));
    act(() => void item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(5000));
    expect(items()).toHaveLength(1);
    act(() => void item.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);

    click(container.querySelector('button'));
    click(items()[0]?.querySelector('button[aria-label="Dismiss notification"]'));
    expect(items()).toHaveLength(0);
  });
});

describe('Modal', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <Modal open={open} onOpenChange={setOpen} title="Size guide">
          <p>Chest 50 cm</p>
        </Modal>
      </>
    );
  }

  it('opens as a titled modal dialog and closes with its button or Escape', () => {
    const { container } = render(<Harness />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    click(container.querySelector('button'));
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Size guide');
    expect(dialog.textContent).toContain('Chest 50 cm');
    click(dialog.querySelector('button[aria-label="Close"]'));
    expect(dialog.open).toBe(false);

    click(container.querySelector('button'));
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog.open).toBe(false);
  });
});

describe('ConfirmPopover', () => {
  function popover(onConfirm = vi.fn()) {
    const { container } = render(
      <ConfirmPopover
        message="Delete this item?"
        confirmLabel="Delete"
        refuseLabel="Keep"
        onConfirm={onConfirm}
      >
        Remove
      </ConfirmPopover>,
    );
    const trigger = container.querySelector('button')!;
    const dialog = container.querySelector('dialog')!;
    const button = (name: string) =>
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === name);
    return { trigger, dialog, button, onConfirm };
  }

  it('toggles from its trigger and closes on refuse without confirming', () => {
    const { trigger, dialog, button, onConfirm } = popover();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    click(trigger);
    expect(dialog.open).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Delete this item?',
    );
    click(trigger);
    expect(dialog.open).toBe(false);
    click(trigger);
    click(button('Keep'));
    expect(dialog.open).toBe(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes and confirms on confirm; Escape closes', () => {
    const { trigger, dialog, button, onConfirm } = popover();
    click(trigger);
    click(button('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    click(trigger);
    press(dialog, 'Escape');
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog.open).toBe(false);
  });
});
