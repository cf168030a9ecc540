// What an uploaded image may be, shared by the API that checks it (@seed/media) and the contract that
// describes it, so the documented limits are the enforced ones.
export const IMAGE_LIMITS = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000, maxFrames: 300 } as const;

/** The longest side of each stored webp variant, in pixels. */
export const VARIANT_SIZES = { small: 300, medium: 800, large: 1600 } as const;

/**
 * Why an image is refused for what it contains (a file over the size limit is a 413 instead): each
 * refusal's details carry the limit it broke, for the translated text.
 */
export const IMAGE_REFUSALS = [
  'UNSUPPORTED_IMAGE_TYPE',
  'SVG_UNSAFE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'TOO_MANY_FRAMES',
] as const;
export type ImageRefusal = (typeof IMAGE_REFUSALS)[number];
