import { compressImageWithSize } from '../../lib/image-compression';

// The studio's calls from the browser, through its resource routes (studio-*.ts), which hold the session.

export class StudioRequestError extends Error {
  override readonly name = 'StudioRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new StudioRequestError(
      response.status,
      typeof message === 'string' ? message : response.statusText,
    );
  }
  return body as T;
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
  const media = await readJson<{ id: number; url: string | null }>(response);
  return {
    mediaId: media.id,
    url: media.url ?? URL.createObjectURL(image.blob),
    width: image.width,
    height: image.height,
  };
}

export type BackgroundJob = {
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  media?: { id: number; url: string | null };
  message?: string;
};

export async function startBackgroundRemoval(lang: string, mediaId: number): Promise<string> {
  const response = await fetch(`/${lang}/studio/background`, {
    method: 'POST',
    body: new URLSearchParams({ mediaId: String(mediaId) }),
    headers: { Accept: 'application/json' },
  });
  return (await readJson<{ jobId: string }>(response)).jobId;
}

export async function backgroundJob(lang: string, jobId: string): Promise<BackgroundJob> {
  return readJson(await fetch(`/${lang}/studio/background?jobId=${encodeURIComponent(jobId)}`));
}

export type GifResult = { id: string; previewUrl: string; width: number; height: number };

export async function searchGifs(lang: string, query: string): Promise<GifResult[]> {
  const response = await fetch(`/${lang}/studio/gifs?q=${encodeURIComponent(query)}`);
  return (await readJson<{ gifs: GifResult[] }>(response)).gifs;
}
