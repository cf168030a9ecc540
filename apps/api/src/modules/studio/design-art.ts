import type { Db } from '@seed/db/client';
import { colors } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import type { Design, Layer, TextLayer } from '@seed/domain/design';
import { DomainError } from '@seed/domain/errors';
import { DEFAULT_LIMITS, inspectUpload } from '@seed/media/intake';
import { MediaRejected } from '@seed/media/rejected';
import { readBestImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { and, eq, inArray } from 'drizzle-orm';
import type { GifSearch } from '../../adapters/gif-search/gif-search';
import { listedArtworkMediaIds } from '../artworks/service';
import { listEmbroideryIcons } from '../embroidery/service';
import type { StudioFont } from './fonts';
import type { Picture } from './render-print';
import { renderText, type TextRaster } from './render-text';

export type ArtDeps = { db: Db; store: MediaStore; gifSearch: GifSearch; fonts: StudioFont[] };

const unique = <T>(values: T[]) => [...new Set(values)];

async function readPicture(store: MediaStore, row: typeof media.$inferSelect): Promise<Picture | null> {
  const data = await readBestImage(store, row);
  if (!data || !row.width || !row.height) return null;
  return { data, isSvg: row.mimeType === 'image/svg+xml', width: row.width, height: row.height };
}

/** Media rows by id, all columns; only `ownerUserId`'s when given. */
export async function mediaRows(db: Db, ids: number[], ownerUserId?: number) {
  if (ids.length === 0) return [];
  const owned = ownerUserId === undefined ? undefined : eq(media.ownerUserId, ownerUserId);
  return db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), owned));
}

// The user's own uploads, and listed artworks (public art the studio starts from when opened on a catalogue
// product). Someone else's upload is as good as missing: 404, never a hint that it exists.
async function uploadsOf(deps: ArtDeps, ownerUserId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, Picture>();
  const [owned, artworkIds] = await Promise.all([
    mediaRows(deps.db, ids, ownerUserId),
    listedArtworkMediaIds(deps.db, ids),
  ]);
  const artworkRows = await mediaRows(
    deps.db,
    [...artworkIds].filter((id) => !owned.some((row) => row.id === id)),
  );
  const rows = [...owned, ...artworkRows];
  const pictures = new Map<number, Picture>();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const picture = row && (await readPicture(deps.store, row));
    if (!picture) throw new DomainError('NOT_FOUND', `Image ${id} not found`);
    pictures.set(id, picture);
  }
  return pictures;
}

async function iconsOf(deps: ArtDeps, ids: number[]) {
  if (ids.length === 0) return new Map<number, Picture>();
  const icons = (await listEmbroideryIcons(deps.db)).filter((icon) => ids.includes(icon.id));
  const rows = await mediaRows(
    deps.db,
    icons.flatMap((icon) => (icon.mediaId === null ? [] : [icon.mediaId])),
  );
  const pictures = new Map<number, Picture>();
  for (const id of ids) {
    const row = rows.find((r) => r.id === icons.find((i) => i.id === id)?.mediaId);
    const picture = row && (await readPicture(deps.store, row));
    if (!picture) throw new DomainError('NOT_FOUND', `Embroidery icon ${id} not found`);
    pictures.set(id, picture);
  }
  return pictures;
}

// A GIF goes through the same intake as an upload: its frame and pixel limits, and that it decodes.
async function gifsOf(deps: ArtDeps, ids: string[]) {
  const pictures = new Map<string, Picture>();
  for (const id of ids) {
    const bytes = await deps.gifSearch.fetchGif(id);
    try {
      const gif = await inspectUpload(bytes, DEFAULT_LIMITS);
      pictures.set(id, { data: bytes, isSvg: false, width: gif.width, height: gif.height });
    } catch (error) {
      if (error instanceof MediaRejected)
        throw new DomainError('INVALID_DATA', `GIF ${id}: ${error.message}`, {
          reason: error.reason ?? 'GIF_TOO_LARGE',
          details: error.details,
        });
      throw error;
    }
  }
  return pictures;
}

async function textsOf(deps: ArtDeps, layers: TextLayer[]) {
  const colorIds = unique(layers.map((l) => l.colorId));
  const textColors =
    colorIds.length === 0
      ? []
      : await deps.db
          .select({ id: colors.id, value: colors.value })
          .from(colors)
          .where(and(inArray(colors.id, colorIds), eq(colors.type, 'TEXT')));
  const rasters = new Map<Layer, TextRaster>();
  for (const layer of layers) {
    const font = deps.fonts.find((f) => f.family === layer.fontFamily);
    if (!font) {
      throw new DomainError('INVALID_DATA', `The font ${layer.fontFamily} is not offered`, {
        reason: 'FONT_NOT_OFFERED',
      });
    }
    const color = textColors.find((c) => c.id === layer.colorId);
    if (!color) {
      throw new DomainError('INVALID_DATA', `Colour ${layer.colorId} is not a text colour`, {
        reason: 'TEXT_COLOR_NOT_OFFERED',
      });
    }
    rasters.set(layer, await renderText(layer, font.stack, color.value));
  }
  return rasters;
}

/** Everything the design's layers point at, loaded, owned and checked; text drawn at print size. */
export async function loadDesignArt(deps: ArtDeps, ownerUserId: number, design: Design) {
  const layers = Object.values(design.sides).flat();
  const ofKind = <K extends Layer['kind']>(kind: K) =>
    layers.filter((l): l is Extract<Layer, { kind: K }> => l.kind === kind);
  const [uploads, icons, gifs, texts] = await Promise.all([
    uploadsOf(deps, ownerUserId, unique(ofKind('image').map((l) => l.mediaId))),
    iconsOf(deps, unique(ofKind('icon').map((l) => l.embroideryIconId))),
    gifsOf(deps, unique(ofKind('gif').map((l) => l.gifId))),
    textsOf(deps, ofKind('text')),
  ]);
  const pictures = (layer: Layer): Picture | undefined => {
    if (layer.kind === 'image') return uploads.get(layer.mediaId);
    if (layer.kind === 'icon') return icons.get(layer.embroideryIconId);
    if (layer.kind === 'gif') return gifs.get(layer.gifId);
    return undefined;
  };
  return { pictures, texts, uploads };
}
