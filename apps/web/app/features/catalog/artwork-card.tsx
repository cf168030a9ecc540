import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { FavoriteHeart } from './favorite-heart';
import type { ImageSources } from './image-sources';
import { ResponsiveImage } from './responsive-image';

/** What an artwork card shows, already in the page's language (see artwork-cards.server.ts). */
export type ArtworkCardView = {
  id: number;
  title: string;
  image: ImageSources | null;
  artist: { id: number; name: string };
};

type ArtworkCardProps = {
  artwork: ArtworkCardView;
  /** The card's rendered width, for the browser to pick the image variant. */
  sizes: string;
  eager?: boolean;
};

/** An artwork in a list: the picture and title lead to its page, the artist's name to the artist's shop. */
export function ArtworkCard({ artwork, sizes, eager = false }: ArtworkCardProps) {
  const lang = useLocale();
  return (
    <article className="group relative flex h-full flex-col">
      <Link to={`/${lang}/shop/artworks/${artwork.id}`} className="block">
        <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100">
          {artwork.image && (
            <ResponsiveImage
              sources={artwork.image}
              sizes={sizes}
              width={300}
              height={300}
              alt=""
              priority={eager ? 'eager' : 'lazy'}
              className="size-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
            />
          )}
        </div>
        <h3 className="mt-2 line-clamp-2 text-sm font-medium group-hover:underline">{artwork.title}</h3>
      </Link>
      {/* Padded to a 24 px target (WCAG 2.2), though its text is small. */}
      <Link
        to={`/${lang}/shop/artists/${artwork.artist.id}`}
        className="max-w-full self-start truncate py-1 text-xs text-neutral-600 hover:text-neutral-900 hover:underline"
      >
        {artwork.artist.name}
      </Link>
      <FavoriteHeart
        kind="artwork"
        id={artwork.id}
        name={artwork.title}
        className="absolute top-1 end-1 bg-white/85"
      />
    </article>
  );
}
