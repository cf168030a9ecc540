import { z } from 'zod';

// The API's media object (`url.small|medium|large`, null when the row is incomplete); only the addresses
// reach the page, so loader data stays small.
export const MediaUrlsSchema = z.object({
  url: z.object({
    small: z.string().nullable(),
    medium: z.string().nullable(),
    large: z.string().nullable(),
  }),
});

export type ImageSources = { small: string; medium: string | null; large: string | null };

/** The variants of a media object, or null when it has no image to show. */
export function imageSources(media: z.infer<typeof MediaUrlsSchema> | null | undefined): ImageSources | null {
  if (!media?.url.small) return null;
  return { small: media.url.small, medium: media.url.medium, large: media.url.large };
}
