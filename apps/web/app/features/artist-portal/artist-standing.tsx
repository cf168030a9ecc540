import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArtistRequestState } from './artist-request.server';
import { ArtistRequestStatus } from './artist-request-status';

type ArtistStandingProps = {
  role: 'USER' | 'ARTIST' | 'ADMIN';
  request: ArtistRequestState | null;
  lang: 'ar' | 'en';
  className: string;
};

/** The profile's artist section: the way into the portal, or the request's state and the way to apply. */
export function ArtistStanding({ role, request, lang, className }: ArtistStandingProps) {
  const { t } = useTranslation();
  const isArtist = role === 'ARTIST' || role === 'ADMIN';
  return (
    <section aria-labelledby="profile-artist" className={className}>
      <h2 id="profile-artist" className="text-xl font-bold">
        {t('artistPortal.profileSection')}
      </h2>
      {request && !isArtist && (
        <div className="mt-3">
          <ArtistRequestStatus request={request} />
        </div>
      )}
      <p className="mt-3">
        {isArtist ? (
          <Link to={`/${lang}/artist-portal`} className="font-bold underline">
            {t('artistPortal.goToPortal')}
          </Link>
        ) : request?.status === 'PENDING' ? null : (
          <Link to={`/${lang}/artist-request`} className="font-bold underline">
            {t('artistPortal.apply')}
          </Link>
        )}
      </p>
    </section>
  );
}
