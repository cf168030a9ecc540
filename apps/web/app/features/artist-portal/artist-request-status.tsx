import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';
import type { ArtistRequestState } from './artist-request.server';

const TONES = {
  PENDING: 'bg-amber-50 text-amber-900',
  APPROVED: 'bg-green-50 text-green-900',
  REJECTED: 'bg-red-50 text-red-900',
} as const;

/** Where the visitor's request to become an artist stands, with the reviewer's note when there is one. */
export function ArtistRequestStatus({ request }: { request: ArtistRequestState }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <div role="status" className={`rounded-md p-4 ${TONES[request.status]}`}>
      <p className="font-medium">{t(`artistPortal.requestStatus.${request.status}`)}</p>
      {request.reasonCode && (
        <p className="mt-1 text-sm">
          {t('artistPortal.reason')} {MODERATION_REASON_NAMES[request.reasonCode][lang]}
        </p>
      )}
      {request.reviewNote && (
        <p className="mt-1 text-sm">
          {t('artistPortal.reviewNote')} {request.reviewNote}
        </p>
      )}
    </div>
  );
}
