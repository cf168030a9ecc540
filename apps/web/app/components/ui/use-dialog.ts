import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal from React state. showModal() gives what an accessible modal
 * needs without a library: the rest of the page becomes inert (a focus trap), focus moves in and
 * returns to the opener on close, and Escape asks to close. Closing stays with the caller's state:
 * Escape and a click on the backdrop call onClose rather than closing the element behind its back.
 */
export function useDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(onClose);

  // Before paint, so a caller's own layout effect (placing the dialog) can measure it in the same frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    // The page behind stays where it is while the dialog is up.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The dialog's content fills the element, so a click landing on the element itself hit the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return ref;
}
