import type { Media } from '@seed/contract/media';

export type ImageSources = { small: string; medium: string | null; large: string | null };

/** The variants of a media object, or null when it has no image to show; only the addresses reach the page. */
export function imageSources(media: Pick<Media, 'url'> | null | undefined): ImageSources | null {
  if (!media?.url.small) return null;
  return { small: media.url.small, medium: media.url.medium, large: media.url.large };
}
