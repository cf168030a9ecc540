import { ArtistCard, type ArtistCardView } from './artist-card';

export function ArtistGrid({ artists, label }: { artists: readonly ArtistCardView[]; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
    >
      {artists.map((artist) => (
        <li key={artist.id}>
          <ArtistCard artist={artist} />
        </li>
      ))}
    </ul>
  );
}
