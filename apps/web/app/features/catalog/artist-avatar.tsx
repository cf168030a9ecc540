import type { ImageSources } from './image-sources';
import { ResponsiveImage } from './responsive-image';

// Quiet tints for avatars without a photo, picked by the artist's id so an artist keeps one colour.
const TINTS = ['bg-amber-700', 'bg-sky-700', 'bg-emerald-700', 'bg-rose-700', 'bg-indigo-700', 'bg-teal-700'];

/** The first letter a reader sees in a name (a whole grapheme, so a letter keeps its marks). */
function nameInitial(name: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim());
  return first?.segment ?? '';
}

type Props = {
  artist: { id: number; name: string; avatar: ImageSources | null };
  /** The `sizes` attribute and intrinsic size of the photo, in CSS pixels. */
  pixels: number;
  /** The photo's text alternative; the drawn initial stands for the name shown beside it. */
  alt: string;
  priority?: 'eager' | 'lazy';
};

/**
 * An artist's round avatar fills its parent: the photo when there is one, otherwise the initial of the
 * name in the page's language, drawn as text so Arabic pages show an Arabic letter.
 */
export function ArtistAvatar({ artist, pixels, alt, priority }: Props) {
  if (artist.avatar)
    return (
      <ResponsiveImage
        sources={artist.avatar}
        sizes={`${pixels}px`}
        width={pixels}
        height={pixels}
        alt={alt}
        priority={priority}
        className="size-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      data-initial=""
      className={`flex size-full items-center justify-center font-bold text-white ${TINTS[artist.id % TINTS.length]}`}
      style={{ fontSize: pixels * 0.42 }}
    >
      {nameInitial(artist.name)}
    </span>
  );
}
