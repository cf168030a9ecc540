import type { Media } from '@seed/contract/media';
import { z } from 'zod';

// Still imported by features that read their replies with their own schemas (design requests, the
// customise index); it goes when they use the contract's types.
export const MediaUrlsSchema = z.object({
  url: z.object({
    small: z.string().nullable(),
    medium: z.string().nullable(),
    large: z.string().nullable(),
  }),
});

export type ImageSources = { small: string; medium: string | null; large: string | null };

/** The variants of a media object, or null when it has no image to show; only the addresses reach the page. */
export function imageSources(media: Pick<Media, 'url'> | null | undefined): ImageSources | null {
  if (!media?.url.small) return null;
  return { small: media.url.small, medium: media.url.medium, large: media.url.large };
}
