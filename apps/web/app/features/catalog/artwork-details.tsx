import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { FavoriteHeart } from './favorite-heart';
import type { ImageSources } from './image-sources';
import { ResponsiveImage } from './responsive-image';

type ArtworkDetailsProps = {
  artwork: {
    id: number;
    title: string;
    description: string;
    image: ImageSources | null;
    artist: { id: number; name: string };
    topics: { id: number; name: string; color: string }[];
  };
};

/** The top of an artwork's page: the picture beside its title, artist, description and topics. */
export function ArtworkDetails({ artwork }: ArtworkDetailsProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100">
        {artwork.image && (
          <ResponsiveImage
            sources={artwork.image}
            sizes="(min-width: 1152px) 544px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
            width={800}
            height={800}
            alt={artwork.title}
            priority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div>
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-3xl font-bold">{artwork.title}</h1>
          <FavoriteHeart
            kind="artwork"
            id={artwork.id}
            name={artwork.title}
            className="border border-neutral-200"
          />
        </div>
        <p className="mt-2 text-neutral-700">
          {t('artworks.by')}{' '}
          <Link
            to={`/${lang}/shop/artists/${artwork.artist.id}`}
            className="font-medium underline underline-offset-4"
          >
            {artwork.artist.name}
          </Link>
        </p>
        {artwork.description && (
          <p className="mt-6 leading-relaxed text-neutral-800">{artwork.description}</p>
        )}
        {artwork.topics.length > 0 && (
          <>
            <h2 className="mt-8 text-sm font-bold text-neutral-700">{t('artworks.topics')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {artwork.topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={`/${lang}/shop/search?topic=${topic.id}`}
                    className="flex items-center gap-2 rounded-full border border-neutral-200 px-3 py-1 text-sm hover:bg-neutral-50"
                  >
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: topic.color }}
                    />
                    {topic.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
