import { useTranslation } from 'react-i18next';
import { ArtistAvatar } from './artist-avatar';
import { FavoriteHeart } from './favorite-heart';
import type { ImageSources } from './image-sources';
import { ResponsiveImage } from './responsive-image';

type ArtistHeaderProps = {
  artist: {
    id: number;
    name: string;
    job: string;
    bio: string;
    avatar: ImageSources | null;
    cover: ImageSources | null;
  };
};

const COVER_SIZES = '(min-width: 1152px) 1120px, calc(100vw - 2rem)';

/** The top of an artist's shop: the cover picture, the avatar over its edge, the name, craft and bio. */
export function ArtistHeader({ artist }: ArtistHeaderProps) {
  const { t } = useTranslation();
  return (
    <header>
      <div className="aspect-[8/3] overflow-hidden rounded-xl bg-neutral-200">
        {artist.cover && (
          <ResponsiveImage
            sources={artist.cover}
            sizes={COVER_SIZES}
            width={1600}
            height={600}
            alt=""
            // The largest picture of the first screen.
            priority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      {/* On a phone the name takes its own full-width line under the avatar instead of a squeezed column. */}
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4">
        <span className="-mt-12 block size-24 shrink-0 overflow-hidden rounded-full bg-neutral-100 ring-4 ring-white sm:size-28">
          <ArtistAvatar
            artist={artist}
            pixels={112}
            alt={t('artists.avatar', { name: artist.name })}
            priority="eager"
          />
        </span>
        <div className="order-last min-w-0 basis-full sm:order-none sm:basis-0 sm:flex-1 sm:pt-3">
          <h1 className="text-2xl leading-tight font-bold break-words sm:text-3xl">{artist.name}</h1>
          {artist.job && <p className="mt-1 text-neutral-700">{artist.job}</p>}
        </div>
        <FavoriteHeart
          kind="artist"
          id={artist.id}
          name={artist.name}
          className="ms-auto mt-3 border border-neutral-200 sm:ms-0"
        />
      </div>
      {artist.bio && <p className="mt-4 max-w-3xl px-4 leading-relaxed text-neutral-800">{artist.bio}</p>}
    </header>
  );
}
