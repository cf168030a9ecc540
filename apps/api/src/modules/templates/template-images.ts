import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { DPI_BLOCK_BELOW, type Severity } from '@seed/domain/design';
import { DomainError } from '@seed/domain/errors';
import { type ControlValues, imageValues } from '@seed/domain/template-controls';
import {
  type ImageSlot,
  slotPrintPixels,
  templateImageDpi,
  templateImageSeverity,
} from '@seed/domain/template-image';
import { readBestImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_FOLDER } from '../media/service';
import { imageSlotsOf } from './image-slots';
import { type RenderableTemplate, sanitizedMarkup } from './render';

type TemplateImageDeps = { db: Db; store: MediaStore };

type ImageIssue = { control: string; severity: Severity; dpi: number; message: string };

/** The pictures an image slot is filled with (data: URLs by control name) and their print warnings. */
type TemplatePictures = { pictures: Map<string, string>; issues: ImageIssue[] };

/**
 * `preview` draws the pictures small and reports their print issues; `order` draws them small too (for a
 * mockup) but refuses what cannot be printed; `print` draws them at 300 DPI and refuses the same.
 */
export type Purpose = 'preview' | 'order' | 'print';

// A preview is shown a few hundred pixels wide: twice the slot's units is sharp enough on any screen.
const PREVIEW_SCALE = 2;

function issueOf(control: string, severity: Severity, dpi: number): ImageIssue {
  const rounded = Math.round(dpi);
  const message =
    severity === 'block'
      ? `${control}: the image is under 75 DPI at this size (${rounded} DPI); use a larger image`
      : `${control}: the image prints at about ${rounded} DPI and may look blurry; a larger image prints sharper`;
  return { control, severity, dpi: rounded, message };
}

async function uploadsOf(db: Db, ids: number[], ownerUserId: number) {
  return db
    .select()
    .from(media)
    .where(
      and(inArray(media.id, ids), eq(media.ownerUserId, ownerUserId), eq(media.foldersName, UPLOAD_FOLDER)),
    );
}

type Upload = Awaited<ReturnType<typeof uploadsOf>>[number];

// The picture turned upright and sized for its use, as JPEG (PNG when it has transparency): the types
// every SVG renderer draws from a data: URL.
async function pictureFor(store: MediaStore, row: Upload, slot: ImageSlot, purpose: Purpose) {
  const bytes = await readBestImage(store, row);
  if (!bytes) throw new DomainError('NOT_FOUND', `Image ${row.id} not found`);
  const isSvg = row.mimeType === 'image/svg+xml';
  const target =
    purpose === 'print'
      ? slotPrintPixels(slot)
      : { width: Math.ceil(slot.width * PREVIEW_SCALE), height: Math.ceil(slot.height * PREVIEW_SCALE) };
  // A drawing is rasterised at the size it is needed, so it stays sharp at any slot size.
  const density = isSvg && row.width ? Math.min(2400, (72 * target.width) / row.width) : undefined;
  const { autoOrient: upright, hasAlpha } = await sharp(bytes, { density }).metadata();
  const resized = sharp(bytes, { density })
    .autoOrient()
    .resize(target.width, target.height, {
      fit: slot.fit === 'slice' ? 'outside' : 'inside',
      withoutEnlargement: !isSvg,
    });
  const data = hasAlpha
    ? await resized.png({ compressionLevel: 6 }).toBuffer()
    : await resized.jpeg({ quality: purpose === 'print' ? 95 : 82 }).toBuffer();
  return {
    url: `data:image/${hasAlpha ? 'png' : 'jpeg'};base64,${data.toString('base64')}`,
    pixels: isSvg ? null : upright,
  };
}

/**
 * The shopper's pictures for a template's image controls: their own uploads only (anyone else's is as
 * missing as an unknown id: 404; a guest, who cannot upload, is asked to sign in), checked for print
 * resolution in their slot as the studio checks images. An order or a print refuses an image under 75 DPI;
 * a preview draws it and reports the issue.
 */
export async function loadTemplatePictures(
  deps: TemplateImageDeps,
  template: RenderableTemplate,
  values: Readonly<ControlValues>,
  ownerUserId: number | null,
  purpose: Purpose,
): Promise<TemplatePictures> {
  const wanted = imageValues(template.templateControls, values);
  const result: TemplatePictures = { pictures: new Map(), issues: [] };
  if (wanted.size === 0) return result;
  if (ownerUserId === null) {
    throw new DomainError('UNAUTHORIZED', 'Sign in to put your own image on a template');
  }
  const rows = await uploadsOf(deps.db, [...new Set(wanted.values())], ownerUserId);
  const slots = imageSlotsOf(sanitizedMarkup(template));
  for (const [control, id] of wanted) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new DomainError('NOT_FOUND', `Image ${id} not found`);
    const slot = slots.get(control);
    if (!slot) continue;
    const picture = await pictureFor(deps.store, row, slot, purpose);
    result.pictures.set(control, picture.url);
    const severity = picture.pixels && templateImageSeverity(picture.pixels, slot);
    if (picture.pixels && severity) {
      result.issues.push(issueOf(control, severity, templateImageDpi(picture.pixels, slot)));
    }
  }
  const blocking = result.issues.filter((issue) => issue.severity === 'block');
  if (purpose !== 'preview' && blocking.length > 0) {
    throw new DomainError('INVALID_DATA', blocking.map((issue) => issue.message).join('; '), {
      reason: 'DPI_TOO_LOW',
      details: { minDpi: DPI_BLOCK_BELOW },
    });
  }
  return result;
}
