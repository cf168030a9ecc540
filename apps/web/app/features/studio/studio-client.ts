import type { ReplyOf } from '@seed/contract/endpoint';
import type { media } from '@seed/contract/media';
import type { studio } from '@seed/contract/studio';
import { z } from 'zod';
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

const UploadReplySchema: z.ZodType<UploadReply> = z.object({ id: z.number(), url: z.string().nullable() });
const StartedJobSchema: z.ZodType<StartedJob> = z.object({ jobId: z.string() });
const BackgroundJobSchema: z.ZodType<BackgroundJob> = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  media: UploadReplySchema.optional(),
});
const GifsReplySchema: z.ZodType<{ gifs: Gif[] }> = z.object({
  gifs: z.array(z.object({ id: z.string(), previewUrl: z.string(), width: z.number(), height: z.number() })),
});
const RefusalSchema: z.ZodType<StudioRefusal> = z.object({ message: z.string(), reason: z.string() });

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

async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = RefusalSchema.safeParse(body);
    throw refusal.success
      ? new StudioRequestError(response.status, refusal.data.message, refusal.data.reason)
      : new StudioRequestError(response.status, '', null);
  }
  return schema.parse(body);
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
  const uploaded = await readJson(response, UploadReplySchema);
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
  return (await readJson(response, StartedJobSchema)).jobId;
}

export async function backgroundJob(lang: string, jobId: string): Promise<BackgroundJob> {
  const response = await fetch(`/${lang}/studio/background?jobId=${encodeURIComponent(jobId)}`);
  return readJson(response, BackgroundJobSchema);
}

export async function searchGifs(lang: string, query: string): Promise<GifResult[]> {
  const response = await fetch(`/${lang}/studio/gifs?q=${encodeURIComponent(query)}`);
  return (await readJson(response, GifsReplySchema)).gifs;
}
