import type { ImageSources } from './image-sources';

// The widths of the media store's webp variants (each fits a square of this size, packages/media).
const VARIANT_WIDTHS = { small: 300, medium: 800, large: 1600 } as const;

type Props = {
  sources: ImageSources;
  /** The `sizes` attribute: how wide the image is drawn, so the browser fetches the smallest variant. */
  sizes: string;
  /** Intrinsic size (any unit of the image's aspect), so the box is reserved before the image arrives. */
  width: number;
  height: number;
  alt: string;
  /** Above the fold: fetched at once; the first one on the page also first in the queue. */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
};

/** One image in every variant the media store has, lazy unless it is on the first screen. */
export function ResponsiveImage({ sources, sizes, width, height, alt, priority = 'lazy', className }: Props) {
  const srcSet = (['small', 'medium', 'large'] as const)
    .flatMap((size) => (sources[size] ? [`${sources[size]} ${VARIANT_WIDTHS[size]}w`] : []))
    .join(', ');
  return (
    <img
      src={sources.medium ?? sources.small}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'lazy' ? 'async' : 'auto'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      className={className}
    />
  );
}
