import { IMAGE_LIMITS } from '@seed/domain/image-upload';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type SharpOptions } from 'sharp';
import { decodeBmp, readBmpHeader } from './bmp';
import { MediaRejected } from './rejected';
import { assertSafeSvg, svgDensity, svgText } from './svg';

export type ImageType = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp' | 'svg';

export interface IntakeLimits {
  maxBytes?: number;
  maxPixels?: number;
  maxFrames?: number;
}

export const DEFAULT_LIMITS = IMAGE_LIMITS;

// An upload that passed every check, with what sharp needs to open it again without re-checking.
export interface AcceptedImage {
  type: ImageType;
  mimeType: string;
  // As shown: EXIF rotation applied; for SVG, its declared size in CSS pixels.
  width: number;
  height: number;
  frames: number;
  input: Buffer;
  inputOptions: SharpOptions;
}

const MIME_TYPES: Record<ImageType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

const SNIFFED: Record<string, ImageType> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

// Also for callers that stop reading an upload at the limit, so every too-large file gets the same words.
export const fileTooLarge = (maxBytes: number) =>
  new MediaRejected('TOO_LARGE', `The file is larger than ${megabytes(maxBytes)}.`);

async function sniff(buffer: Buffer): Promise<ImageType> {
  const detected = await fileTypeFromBuffer(buffer);
  const type = detected && SNIFFED[detected.ext];
  if (type) return type;
  if ((!detected || detected.ext === 'xml') && svgText(buffer) !== null) return 'svg';
  throw new MediaRejected('UNSUPPORTED_TYPE', 'Only JPEG, PNG, GIF, WebP, BMP and SVG images are accepted.');
}

function sharpInput(
  type: ImageType,
  buffer: Buffer,
  maxPixels: number,
): Pick<AcceptedImage, 'input' | 'inputOptions'> {
  // `error` rather than the default `warning`: phone cameras write JPEGs with harmless warnings, while
  // truncation and broken data are errors.
  const inputOptions: SharpOptions = { failOn: 'error', limitInputPixels: maxPixels };
  if (type !== 'bmp') return { input: buffer, inputOptions };
  const header = readBmpHeader(buffer);
  if (header.width * header.height > maxPixels) throw tooManyPixels(maxPixels);
  const { data, width, height, channels } = decodeBmp(buffer, header);
  return { input: data, inputOptions: { ...inputOptions, raw: { width, height, channels } } };
}

const tooManyPixels = (maxPixels: number) =>
  new MediaRejected(
    'TOO_MANY_PIXELS',
    `The image has more than ${Math.round(maxPixels / 1_000_000)} megapixels; resize it and try again.`,
    { reason: 'IMAGE_TOO_MANY_PIXELS', details: { maxMegapixels: Math.round(maxPixels / 1_000_000) } },
  );

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

// Checks an upload by its content, never its name: type, size, pixel and frame counts, and that it decodes
// to the end. Throws MediaRejected, with a message for the person who sent the file.
export async function inspectUpload(buffer: Buffer, limits: IntakeLimits = {}): Promise<AcceptedImage> {
  const { maxBytes, maxPixels, maxFrames } = { ...DEFAULT_LIMITS, ...limits };
  if (buffer.length > maxBytes) throw fileTooLarge(maxBytes);
  if (buffer.length === 0) throw new MediaRejected('CORRUPT', 'The file is empty.');
  const type = await sniff(buffer);
  if (type === 'svg') assertSafeSvg(buffer.toString('utf8'));
  const { input, inputOptions } = sharpInput(type, buffer, maxPixels);
  try {
    // An SVG has no pixels until rendered: its declared size is read unlimited and checked below.
    const meta = await sharp(input, {
      ...inputOptions,
      ...(type === 'svg' && { limitInputPixels: false }),
    }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    const frames = meta.pages ?? 1;
    if (!width || !height) throw new MediaRejected('CORRUPT', 'The image has no size.');
    if (frames > maxFrames) {
      throw new MediaRejected('TOO_MANY_PIXELS', `Animated images may have at most ${maxFrames} frames.`, {
        reason: 'TOO_MANY_FRAMES',
        details: { maxFrames },
      });
    }
    // Decoding a thumbnail reads the whole file, which is what finds truncated and broken data.
    const density = type === 'svg' ? svgDensity(width, height, 64) : undefined;
    await sharp(input, { ...inputOptions, density })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    return { type, mimeType: MIME_TYPES[type], width, height, frames, input, inputOptions };
  } catch (error) {
    if (error instanceof MediaRejected) throw error;
    if (isPixelLimitError(error)) throw tooManyPixels(maxPixels);
    throw new MediaRejected('CORRUPT', 'The image is damaged or incomplete and cannot be read.', {
      cause: error,
    });
  }
}
