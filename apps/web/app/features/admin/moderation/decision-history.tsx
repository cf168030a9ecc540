import type { ModerationReason } from '@seed/domain/artwork-review';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';

type Decision = {
  id: number;
  decision: 'APPROVE' | 'REFUSE' | 'TAKE_DOWN';
  reasonCode: ModerationReason | null;
  note: string;
  staffName: string | null;
  date: string;
};

/** An artwork's earlier decisions, newest first: what, why, by whom and when. */
export function DecisionHistory({ decisions }: { decisions: Decision[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  if (decisions.length === 0) return <p className="text-neutral-700">{t('admin.moderation.noHistory')}</p>;
  return (
    <ol className="space-y-2">
      {decisions.map((row) => (
        <li key={row.id} className="rounded-md border border-neutral-200 p-2 text-sm">
          <p>
            <span className="font-semibold">{t(`admin.moderation.decisions.${row.decision}`)}</span>
            {' · '}
            {row.date}
            {row.staffName && ` · ${t('admin.moderation.by', { name: row.staffName })}`}
          </p>
          {row.reasonCode && <p>{MODERATION_REASON_NAMES[row.reasonCode][lang]}</p>}
          {row.note && <p className="text-neutral-700">{row.note}</p>}
        </li>
      ))}
    </ol>
  );
}
