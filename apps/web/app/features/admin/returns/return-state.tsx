import { useTranslation } from 'react-i18next';
import type { ReturnView } from './returns.server';

const TONE = {
  REQUESTED: 'bg-amber-100 text-amber-900',
  REFUSED: 'bg-red-100 text-red-900',
  REFUNDED: 'bg-green-100 text-green-900',
} as const;

export function ReturnState({ state }: { state: ReturnView['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${TONE[state]}`}>
      {t(`admin.returns.state.${state}`)}
    </span>
  );
}
