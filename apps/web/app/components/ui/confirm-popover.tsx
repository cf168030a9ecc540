import { MOBILE_BREAKPOINT_PX, POPOVER_MARGIN_PX } from '@seed/domain/timing';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from './use-dialog';

type ConfirmPopoverProps = {
  message: string;
  confirmLabel: string;
  refuseLabel: string;
  onConfirm: () => void;
  /** What the trigger button shows. */
  children: ReactNode;
  /** The trigger's accessible name, needed when it shows only an icon. */
  triggerLabel?: string;
  triggerClassName?: string;
  disabled?: boolean;
};

/**
 * A button that asks before acting: a small dialog next to it on wide screens, a centred modal on
 * screens up to the mobile breakpoint. The trigger toggles it (a click outside lands on the invisible
 * backdrop); confirming or refusing closes it, and focus starts on refuse, the harmless choice.
 */
export function ConfirmPopover(props: ConfirmPopoverProps) {
  const { message, confirmLabel, refuseLabel, onConfirm, children, triggerLabel, triggerClassName } = props;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const ref = useDialog(open, () => setOpen(false));

  useLayoutEffect(() => {
    const dialog = ref.current;
    const trigger = triggerRef.current;
    if (!open || !dialog || !trigger) return;
    const place = () => placeBeside(dialog, trigger, rtl);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, rtl, ref]);

  const buttonClass = 'rounded-md px-3 py-1.5 text-sm font-bold';
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerLabel}
        disabled={props.disabled}
        onClick={() => setOpen((current) => !current)}
        className={triggerClassName}
      >
        {children}
      </button>
      <dialog
        ref={ref}
        role="alertdialog"
        aria-labelledby={messageId}
        className="w-[min(20rem,calc(100vw-2rem))] rounded-lg p-0 text-neutral-900 shadow-xl ring-1 ring-neutral-200 backdrop:bg-transparent data-[placement=anchored]:inset-auto data-[placement=anchored]:m-0 data-[placement=center]:m-auto data-[placement=center]:backdrop:bg-black/50"
      >
        <div className="flex flex-col gap-3 p-4">
          <p id={messageId}>{message}</p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className={`${buttonClass} border border-neutral-300 hover:bg-neutral-100`}
            >
              {refuseLabel}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
              className={`${buttonClass} bg-neutral-900 text-white hover:bg-neutral-700`}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

// Below the trigger (above it when the viewport has no room below), its start edge lined up with the
// trigger's, kept inside the viewport. Rectangles are physical, so left/top are too.
function placeBeside(dialog: HTMLDialogElement, trigger: HTMLElement, rtl: boolean) {
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
  dialog.dataset.placement = narrow ? 'center' : 'anchored';
  if (narrow) {
    dialog.style.top = dialog.style.left = '';
    return;
  }
  const margin = POPOVER_MARGIN_PX;
  const anchor = trigger.getBoundingClientRect();
  const { width, height } = dialog.getBoundingClientRect();
  const below = anchor.bottom + margin;
  const fitsBelow = below + height <= window.innerHeight - margin;
  const top = fitsBelow ? below : Math.max(margin, anchor.top - margin - height);
  const start = rtl ? anchor.right - width : anchor.left;
  const left = Math.min(Math.max(start, margin), window.innerWidth - width - margin);
  dialog.style.top = `${top}px`;
  dialog.style.left = `${left}px`;
}
