import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useDialog } from './use-dialog';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
};

/** A centred modal dialog with its title and a close button; Escape or a click outside closes it too. */
export function Modal({ open, onOpenChange, title, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useDialog(open, () => onOpenChange(false));
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 text-neutral-900 shadow-xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label={t('ui.close')}
            className="-me-2 -mt-1 rounded p-2 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <CloseIcon />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
