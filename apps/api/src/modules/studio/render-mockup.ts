import type { PrintArea } from '@seed/domain/design';
import sharp from 'sharp';

const BLANK_MOCKUP = 800;

/**
 * The side's garment mockup with the print file laid into its print area (given in the mockup's own
 * pixels, `mockupWidth` wide as recorded; the stored picture may be a smaller variant). An item without a
 * mockup gets a plain studio background, so the product still has a picture.
 */
export async function renderMockup(
  mockup: Buffer | null,
  mockupWidth: number,
  area: PrintArea,
  printFile: Buffer,
): Promise<Buffer> {
  const base = mockup
    ? sharp(mockup)
    : sharp({
        create: { width: BLANK_MOCKUP, height: BLANK_MOCKUP, channels: 3, background: '#f3f4f6' },
      });
  const meta = mockup ? await sharp(mockup).metadata() : { width: BLANK_MOCKUP };
  const scale = (meta.width ?? mockupWidth) / mockupWidth;
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  const design = await sharp(printFile).resize(width, height, { fit: 'fill' }).png().toBuffer();
  return base
    .composite([{ input: design, left: Math.round(area.x * scale), top: Math.round(area.y * scale) }])
    .png()
    .toBuffer();
}
