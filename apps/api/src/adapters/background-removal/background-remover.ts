/** Called with the share of the work done, 0 to 1. */
export type RemovalProgress = (fraction: number) => void;

/** Cuts the subject out of a photo. */
export interface BackgroundRemover {
  /** An image sharp can read in; a PNG of the same size with the background transparent out. */
  remove(image: Buffer, onProgress: RemovalProgress): Promise<Buffer>;
  close(): Promise<void>;
}
