import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { ArtistCard, type ArtistCardView } from './artist-card';

/** The featured artists: one row that scrolls sideways, with a link to every artist. */
export function HomeArtists({ artists }: { artists: readonly ArtistCardView[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  if (artists.length === 0) return null;
  return (
    <section aria-labelledby="featured-artists-title" className="mt-12">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="featured-artists-title" className="text-2xl font-bold">
          {t('home.featuredArtists')}
        </h2>
        <Link to={`/${lang}/shop/artists`} className="text-sm font-medium underline underline-offset-4">
          {t('home.allArtists')}
        </Link>
      </div>
      <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-6 overflow-x-auto px-4 pb-2">
        {artists.map((artist) => (
          <li key={artist.id} className="w-32 shrink-0 snap-start">
            <ArtistCard artist={artist} />
          </li>
        ))}
      </ul>
    </section>
  );
}
