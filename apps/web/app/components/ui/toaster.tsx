import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { dismissToast, type ToastType, useToasts } from './toast';

const BORDER: Record<ToastType, string> = {
  danger: 'border-red-600',
  success: 'border-green-700',
  info: 'border-sky-700',
  warning: 'border-amber-500',
};

/** The toasts of the page, at its bottom end corner (bottom left in Arabic). */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <section aria-label={t('ui.notifications')} className="pointer-events-none fixed end-4 bottom-4 z-50">
      {/* Rendered from the start, even empty, so screen readers know the live region before it fills. */}
      <ol aria-live="polite" className="flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} {...toast} />
        ))}
      </ol>
    </section>
  );
}

type ItemProps = { id: number; message: string; type: ToastType; durationMs: number };

function ToastItem({ id, message, type, durationMs }: ItemProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(durationMs);

  // Hovering or focusing a toast stops its clock, so it can be read or dismissed at one's own pace.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, id]);

  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return (
    <li
      data-type={type}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={`pointer-events-auto flex items-start gap-3 rounded-md border-s-4 bg-white p-3 text-sm text-neutral-900 shadow-lg ring-1 ring-neutral-200 ${BORDER[type]}`}
    >
      <p className="flex-1">
        <span className="sr-only">{t(`ui.toast.${type}`)}: </span>
        {message}
      </p>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        aria-label={t('ui.dismiss')}
        className="rounded p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
      >
        <CloseIcon />
      </button>
    </li>
  );
}
