import { ErrorBodySchema, errorResponses } from '@seed/contract/common';
import { DEFAULT_LIMITS } from '@seed/media/intake';
import { VARIANT_SIZES } from '@seed/media/variants';

export { BaseQuerySchema as UploadQuerySchema } from '@seed/contract/common';
export { MediaSchema } from '@seed/contract/media';

const { maxBytes, maxPixels, maxFrames } = DEFAULT_LIMITS;

// The multipart body is read as a stream rather than validated by a schema, so it is only described here.
export const UPLOAD_DESCRIPTION = [
  'Send one image as `multipart/form-data` in the field `file`: JPEG, PNG, GIF, WebP, BMP or SVG,',
  `at most ${maxBytes / 1024 / 1024} MB, ${maxPixels / 1_000_000} megapixels and ${maxFrames} frames.`,
  'The type is read from the content, not the name; SVGs with scripts or outside references are refused.',
  `It is stored as webp variants no larger than ${Object.entries(VARIANT_SIZES)
    .map(([size, pixels]) => `${pixels} px (${size})`)
    .join(', ')} on the longest side;`,
  'animated images keep their first frame. Needs a signed-in user.',
  'Errors: 400 INVALID_DATA for anything that is not an acceptable image, 413 TOO_LARGE over the size limit.',
].join(' ');

export const uploadErrorResponses = {
  ...errorResponses,
  401: ErrorBodySchema,
  413: ErrorBodySchema,
} as const;
