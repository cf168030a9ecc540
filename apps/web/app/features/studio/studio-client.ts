import type { ReplyOf } from '@seed/contract/endpoint';
import type { media } from '@seed/contract/media';
import type { studio } from '@seed/contract/studio';
import { compressImageWithSize } from '../../lib/image-compression';

// The studio's calls from the browser, through its resource routes (studio-*.ts), which hold the session.
// Their replies are the API's, trimmed to what the studio uses: typed from the contract, and checked here.

type Uploaded = ReplyOf<typeof media.upload>;
type Job = ReplyOf<typeof media.removalJob>;
type Gif = ReplyOf<typeof studio.gifs>['gifs'][number];

/** What studio/upload answers: the new media's id and its large variant. */
export type UploadReply = { id: Uploaded['id']; url: Uploaded['url']['large'] };
/** What studio/background answers to a poll; a failed job's API message stays on the server. */
export type BackgroundJob = Pick<Job, 'status' | 'progress'> & { media?: UploadReply };
export type StartedJob = ReplyOf<typeof media.removeBackground>;
export type GifResult = Gif;
/** What every studio resource route answers to a refusal: the reason and its text in the page's language. */
export type StudioRefusal = { message: string; reason: string };

// Checked by hand rather than with zod, which the studio's browser code does not otherwise load.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isUploadReply = (value: unknown): value is UploadReply =>
  isRecord(value) && typeof value.id === 'number' && (typeof value.url === 'string' || value.url === null);
const isStartedJob = (value: unknown): value is StartedJob =>
  isRecord(value) && typeof value.jobId === 'string';
const JOB_STATES: readonly unknown[] = [
  'queued',
  'running',
  'done',
  'failed',
] satisfies BackgroundJob['status'][];
const isBackgroundJob = (value: unknown): value is BackgroundJob =>
  isRecord(value) &&
  JOB_STATES.includes(value.status) &&
  typeof value.progress === 'number' &&
  (value.media === undefined || isUploadReply(value.media));
const isGif = (value: unknown): value is Gif =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.previewUrl === 'string' &&
  typeof value.width === 'number' &&
  typeof value.height === 'number';
const isGifs = (value: unknown): value is { gifs: Gif[] } =>
  isRecord(value) && Array.isArray(value.gifs) && value.gifs.every(isGif);
const isRefusal = (value: unknown): value is StudioRefusal =>
  isRecord(value) && typeof value.message === 'string' && typeof value.reason === 'string';

/** A refusal told by a resource route (`message` is already in the page's language), or a failure (500…). */
export class StudioRequestError extends Error {
  override readonly name = 'StudioRequestError';
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string | null,
  ) {
    super(message);
  }
}

async function readJson<T>(response: Response, isReply: (body: unknown) => body is T): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw isRefusal(body)
      ? new StudioRequestError(response.status, body.message, body.reason)
      : new StudioRequestError(response.status, '', null);
  }
  if (!isReply(body)) throw new Error(`${response.url}: the reply is not what the studio expects`);
  return body;
}

export type UploadedImage = { mediaId: number; url: string; width: number; height: number };

/**
 * Compressed in the browser (quality 0.6, 2000 px), then uploaded to media/upload: webp keeps a design's
 * transparency; template photos go as JPEG.
 */
export async function uploadImage(
  lang: string,
  file: File,
  format: 'webp' | 'jpeg' = 'webp',
): Promise<UploadedImage> {
  const image = await compressImageWithSize(file, format);
  const body = new FormData();
  body.set('file', image.blob, format === 'webp' ? 'design.webp' : 'photo.jpg');
  const response = await fetch(`/${lang}/studio/upload`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  const uploaded = await readJson(response, isUploadReply);
  return {
    mediaId: uploaded.id,
    url: uploaded.url ?? URL.createObjectURL(image.blob),
    width: image.width,
    height: image.height,
  };
}

export async function startBackgroundRemoval(lang: string, mediaId: number): Promise<string> {
  const response = await fetch(`/${lang}/studio/background`, {
    method: 'POST',
    body: new URLSearchParams({ mediaId: String(mediaId) }),
    headers: { Accept: 'application/json' },
  });
  return (await readJson(response, isStartedJob)).jobId;
}

export async function backgroundJob(lang: string, jobId: string): Promise<BackgroundJob> {
  const response = await fetch(`/${lang}/studio/background?jobId=${encodeURIComponent(jobId)}`);
  return readJson(response, isBackgroundJob);
}

export async function searchGifs(lang: string, query: string): Promise<GifResult[]> {
  const response = await fetch(`/${lang}/studio/gifs?q=${encodeURIComponent(query)}`);
  return (await readJson(response, isGifs)).gifs;
}
