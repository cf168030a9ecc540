import { IMAGE_LIMITS, IMAGE_REFUSALS, VARIANT_SIZES } from '@seed/domain/image-upload';
import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

const UrlSchema = z.string().nullable();

export const MediaSchema = z
  .object({
    id: z.number().int(),
    pathname: z.string(),
    filename: z.string(),
    foldersName: z.string(),
    url: z
      .object({ small: UrlSchema, medium: UrlSchema, large: UrlSchema })
      .describe('Address of each webp variant; null when the media row is incomplete'),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof MediaSchema>;

const { maxBytes, maxPixels, maxFrames } = IMAGE_LIMITS;

// The multipart body is read as a stream rather than validated by a schema, so it is only described here.
const UPLOAD_DESCRIPTION = [
  'Send one image as `multipart/form-data` in the field `file`: JPEG, PNG, GIF, WebP, BMP or SVG,',
  `at most ${maxBytes / 1024 / 1024} MB, ${maxPixels / 1_000_000} megapixels and ${maxFrames} frames.`,
  'The type is read from the content, not the name; SVGs with scripts or outside references are refused.',
  `It is stored as webp variants no larger than ${Object.entries(VARIANT_SIZES)
    .map(([size, pixels]) => `${pixels} px (${size})`)
    .join(', ')} on the longest side;`,
  'animated images keep their first frame. Needs a signed-in user.',
  'Errors: 400 INVALID_DATA (with the reason) for anything that is not an acceptable image, 413 TOO_LARGE',
  'over the size limit.',
].join(' ');

/** The JSON shapes of a background removal; the multipart ones are read from the stream. */
export const RemoverJsonBodySchema = z.union([
  z.strictObject({ mediaId: z.number().int().positive().max(2_147_483_647) }),
  z.strictObject({ base64: z.string().min(1) }),
  z.strictObject({
    // Spec §7's shape: `type` names where the image is.
    type: z.literal('base64').optional(),
    b64string: z.string().min(1),
  }),
]);

export const RemovalJobSchema = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().min(0).max(1),
  media: MediaSchema.optional(),
  message: z.string().optional(),
});

const tags = ['media'];

export const media = {
  upload: endpoint({
    method: 'POST',
    path: '/media/upload',
    tags,
    access: 'signedIn',
    summary: 'Upload an image',
    description: UPLOAD_DESCRIPTION,
    query: BaseQuerySchema,
    multipart: true,
    status: 201,
    reply: MediaSchema,
    errors: [413],
    refusals: [...IMAGE_REFUSALS],
  }),
  removeBackground: endpoint({
    method: 'POST',
    path: '/media/remover-background',
    tags,
    access: 'signedIn',
    summary: 'Remove the background from an image (a job)',
    description:
      'Multipart `file`, or multipart fields `type=base64` and `b64string` (spec §7), or multipart `mediaId`, or JSON ' +
      '`{ mediaId }` (an own upload), `{ base64 }` or `{ type: "base64", b64string }`; base64 may be a ' +
      'data URL. Answers 202 with a job id to poll; the result is a new upload of the caller (PNG with ' +
      'transparency). One job per image and user at a time: asking again while it runs returns the same job.',
    query: BaseQuerySchema,
    multipart: true,
    status: 202,
    reply: z.object({ jobId: z.string() }),
    errors: [409, 413],
    refusals: [...IMAGE_REFUSALS, 'REMOVALS_IN_PROGRESS', 'REMOVER_BUSY'],
  }),
  removalJob: endpoint({
    method: 'GET',
    path: '/media/remover-background/:jobId',
    tags,
    access: 'signedIn',
    summary: 'The state of a background removal job of the caller',
    params: z.strictObject({ jobId: z.uuid() }),
    query: BaseQuerySchema,
    reply: RemovalJobSchema,
    refusals: ['REMOVAL_JOB_NOT_FOUND'],
  }),
};
