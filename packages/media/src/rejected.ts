import type { ImageRefusal } from '@seed/domain/image-upload';

export type MediaRejectionCode = 'UNSUPPORTED_TYPE' | 'TOO_LARGE' | 'CORRUPT' | 'TOO_MANY_PIXELS';

// The refusal a code means unless the check names a finer one (an unsafe SVG, too many frames).
const REASON_BY_CODE: Record<Exclude<MediaRejectionCode, 'TOO_LARGE'>, ImageRefusal> = {
  UNSUPPORTED_TYPE: 'UNSUPPORTED_IMAGE_TYPE',
  CORRUPT: 'IMAGE_UNREADABLE',
  TOO_MANY_PIXELS: 'IMAGE_TOO_MANY_PIXELS',
};

type RejectionOptions = ErrorOptions & {
  reason?: ImageRefusal;
  details?: Record<string, string | number>;
};

// An upload refused for what it contains; the message is safe to show to the person who sent it, and the
// reason lets a page say it in the person's language.
export class MediaRejected extends Error {
  override readonly name = 'MediaRejected';
  readonly code: MediaRejectionCode;
  // Null for TOO_LARGE, which the API answers as a 413 of its own.
  readonly reason: ImageRefusal | null;
  readonly details: Record<string, string | number> | undefined;

  constructor(code: MediaRejectionCode, message: string, options?: RejectionOptions) {
    super(message, options);
    this.code = code;
    this.reason = options?.reason ?? (code === 'TOO_LARGE' ? null : REASON_BY_CODE[code]);
    this.details = options?.details;
  }
}
