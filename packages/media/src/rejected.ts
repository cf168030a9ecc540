export type MediaRejectionCode = 'UNSUPPORTED_TYPE' | 'TOO_LARGE' | 'CORRUPT' | 'TOO_MANY_PIXELS';

// An upload refused for what it contains; the message is safe to show to the person who sent it.
export class MediaRejected extends Error {
  override readonly name = 'MediaRejected';
  readonly code: MediaRejectionCode;

  constructor(code: MediaRejectionCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
