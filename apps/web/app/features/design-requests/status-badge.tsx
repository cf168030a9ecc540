import { designRequestStatusColor, type StatusColor } from '@seed/domain/design-request';
import { useLocale } from '../../lib/use-locale';

// Whole class names, so Tailwind finds them; dark text on a light tint keeps AA contrast (spec §4 colours).
const CLASSES: Record<StatusColor, string> = {
  indigo: 'bg-indigo-100 text-indigo-900',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  lime: 'bg-lime-300 text-lime-950',
  gray: 'bg-neutral-200 text-neutral-800',
};

type Props = { status: string; statusEn: string; statusAr: string };

/** A request's status in the page's language, in its colour. */
export function StatusBadge({ status, statusEn, statusAr }: Props) {
  const locale = useLocale();
  const color = designRequestStatusColor(status);
  return (
    <span
      data-status={status}
      data-color={color}
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${CLASSES[color]}`}
    >
      {locale === 'ar' ? statusAr : statusEn}
    </span>
  );
}
