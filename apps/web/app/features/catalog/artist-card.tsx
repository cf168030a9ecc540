import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { ArtistAvatar } from './artist-avatar';
import type { ImageSources } from './image-sources';

/** What an artist card shows, already in the page's language (see artist-cards.server.ts). */
export type ArtistCardView = { id: number; name: string; job: string; avatar: ImageSources | null };

/** An artist in a list: the round avatar, name and craft, all one link to the artist's shop. */
export function ArtistCard({ artist }: { artist: ArtistCardView }) {
  const lang = useLocale();
  return (
    <Link to={`/${lang}/shop/artists/${artist.id}`} className="group flex flex-col items-center text-center">
      <span className="block size-24 overflow-hidden rounded-full bg-neutral-100 ring-1 ring-neutral-200">
        <ArtistAvatar artist={artist} pixels={96} alt="" />
      </span>
      <h3 className="mt-2 font-bold group-hover:underline">{artist.name}</h3>
      {artist.job && <p className="text-sm text-neutral-600">{artist.job}</p>}
    </Link>
  );
}
