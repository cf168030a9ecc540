import { ArtworkCard, type ArtworkCardView } from './artwork-card';

// The product grid's columns: two on phones, three from md, four from lg (inside max-w-6xl).
const SIZES = '(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw';

type ArtworkGridProps = {
  artworks: readonly ArtworkCardView[];
  /** How many cards are on the first screen: their images load at once. */
  eagerImages?: number;
  label?: string;
};

export function ArtworkGrid({ artworks, eagerImages = 0, label }: ArtworkGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {artworks.map((artwork, index) => (
        <li key={artwork.id}>
          <ArtworkCard artwork={artwork} sizes={SIZES} eager={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}
