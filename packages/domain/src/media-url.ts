export const MEDIA_SIZES = ['small', 'medium', 'large'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
export const DEFAULT_MEDIA_SIZE: MediaSize = 'small';

/** Marks a product whose real image is still being rendered (spec §3); show a fallback instead. */
export const PLACEHOLDER_MEDIA_ID = 2608505;

export type MediaRef = {
  id: number;
  pathname: string | null;
  filename: string | null;
  foldersName: string | null;
};

export type ValidMediaRef = MediaRef & { pathname: string; foldersName: string };

// Images are stored once per size as webp variants; other uploads (PDF briefs, fonts…) are served as is.
const RESIZED_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp']);

export function isValidMedia(media: MediaRef | null | undefined): media is ValidMediaRef {
  return Boolean(media?.pathname && media.foldersName);
}

export function isPlaceholderMedia(media: Pick<MediaRef, 'id'> | null | undefined): boolean {
  return media?.id === PLACEHOLDER_MEDIA_ID;
}

// Names can hold spaces, Arabic letters or '#', so each path segment is encoded on its own; the folder
// may itself be nested, so its slashes are kept, but dot segments are dropped so a bad row cannot point
// outside the media tree.
function encodePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent)
    .join('/');
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}

/** The one place that turns a media row into an address; used by the API and the web alike. */
export function mediaUrl(
  media: MediaRef | null | undefined,
  size: MediaSize = DEFAULT_MEDIA_SIZE,
  mediaBase = '',
): string | null {
  if (!isValidMedia(media)) return null;
  const base = `${mediaBase.replace(/\/+$/, '')}/media/${encodePath(media.foldersName)}`;
  const { stem, extension } = splitExtension(media.pathname);
  if (RESIZED_EXTENSIONS.has(extension)) return `${base}/${encodeURIComponent(`${size}_${stem}`)}.webp`;
  return `${base}/${encodeURIComponent(media.filename || media.pathname)}`;
}
