import type { ArtworkReview, ModerationReason } from '@seed/domain/artwork-review';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';

const TEXTS = {
  WAITING: { key: 'artistPortal.waiting', tone: 'text-amber-800' },
  APPROVED: { key: 'artistPortal.approved', tone: 'text-green-800' },
  REFUSED: { key: 'artistPortal.refused', tone: 'text-red-800' },
  TAKEN_DOWN: { key: 'artistPortal.takenDown', tone: 'text-red-800' },
} as const;

type Decision = { reasonCode: ModerationReason | null; note: string } | null;

/** Where an artwork stands with the moderators and, when they set it aside, why (their reason and note). */
export function ArtworkReviewNote({ review, decision }: { review: ArtworkReview; decision: Decision }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { key, tone } = TEXTS[review];
  const setAside = review === 'REFUSED' || review === 'TAKEN_DOWN';
  return (
    <span className="block">
      <span className={`font-medium ${tone}`}>{t(key)}</span>
      {setAside && decision?.reasonCode && (
        <span className="block">
          {t('artistPortal.reason')} {MODERATION_REASON_NAMES[decision.reasonCode][lang]}
        </span>
      )}
      {setAside && decision?.note && (
        <span className="block">
          {t('artistPortal.reviewNote')} {decision.note}
        </span>
      )}
    </span>
  );
}
