import { compressImageWithSize } from '../../lib/image-compression';

export class PhotoUploadError extends Error {
  override readonly name = 'PhotoUploadError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type UploadedPhoto = { mediaId: number; url: string; width: number; height: number };

/**
 * A photo for a template's image control: compressed in the browser as the spec asks for uploads
 * (JPEG, quality 0.6, within 2000 px), then sent to media/upload through the studio's upload route,
 * which holds the session.
 */
export async function uploadPhoto(lang: string, file: File): Promise<UploadedPhoto> {
  const image = await compressImageWithSize(file, 'jpeg');
  const body = new FormData();
  body.set('file', image.blob, 'photo.jpg');
  const response = await fetch(`/${lang}/studio/upload`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  const reply = (await response.json().catch(() => null)) as {
    id?: number;
    url?: string | null;
    message?: string;
  } | null;
  if (!response.ok || typeof reply?.id !== 'number') {
    throw new PhotoUploadError(response.status, reply?.message ?? response.statusText);
  }
  return {
    mediaId: reply.id,
    url: reply.url ?? URL.createObjectURL(image.blob),
    width: image.width,
    height: image.height,
  };
}
