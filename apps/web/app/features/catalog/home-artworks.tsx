import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { ArtworkCardView } from './artwork-card';
import { ArtworkGrid } from './artwork-grid';

/** The featured artworks (every artist's best first), with a link to all of them. */
export function HomeArtworks({ artworks }: { artworks: readonly ArtworkCardView[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  if (artworks.length === 0) return null;
  return (
    <section aria-labelledby="featured-artworks-title" className="mt-12">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id="featured-artworks-title" className="text-2xl font-bold">
          {t('home.featuredArtworks')}
        </h2>
        <Link to={`/${lang}/shop/artworks`} className="text-sm font-medium underline underline-offset-4">
          {t('home.allArtworks')}
        </Link>
      </div>
      <ArtworkGrid artworks={artworks} />
    </section>
  );
}
