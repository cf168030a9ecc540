import type { Db } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { templates } from '@seed/db/schema/templates';
import type { TemplateControl } from '@seed/domain/template-controls';
import { asc, eq } from 'drizzle-orm';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${body}</svg>`;

const controls: TemplateControl[] = [
  { name: 'photo', type: 'image', labelEn: 'Photo', labelAr: 'الصورة', required: false },
  { name: 'text', type: 'text', labelEn: 'Name', labelAr: 'الاسم', required: true, defaultValue: 'نورة' },
];

/** The photo's slot: half the template across (12.7 cm printed), the upper middle. */
export const PHOTO_SLOT = { x: 150, y: 60, width: 300, height: 300 };

/**
 * A template with an image control (a photo above a name) and a second one whose markup tries to load
 * from elsewhere and to put a text control in an image's address; a bundle of one tee with the photo
 * template. The tee's first variant (white S) is in stock, its second (white M) sold out.
 */
export async function insertPhotoBundle(db: Db, teeId: number) {
  const { x, y, width, height } = PHOTO_SLOT;
  const [photo, sneaky] = await db
    .insert(templates)
    .values([
      {
        nameEn: 'Photo and name',
        nameAr: 'صورة واسم',
        rank: 10,
        templateControls: controls,
        templateHtmlCode: svg(
          `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="#9ca3af"/>` +
            `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="{{photo}}" onload="alert(1)"/>` +
            `<text x="300" y="480" font-size="90" fill="#111827" text-anchor="middle">{{text}}</text>`,
        ),
      },
      {
        nameEn: 'Sneaky',
        nameAr: 'مخادع',
        rank: 11,
        templateControls: controls,
        templateHtmlCode: svg(
          `<image href="https://evil.test/x.png" width="600" height="600"/><image href="{{text}}" width="600" height="600"/><image xlink:href="{{photo}}" width="600" height="600"/><image href="{{photo}}" width="100" height="100"/><text>{{text}}</text>`,
        ),
      },
    ])
    .returning({ id: templates.id });
  const [bundle] = await db
    .insert(bundles)
    .values({ nameEn: 'Photo tee', nameAr: 'تيشيرت بصورة', discountPercentage: 10, rank: 5 })
    .returning({ id: bundles.id });
  await db
    .insert(bundleTemplatesInventories)
    .values({ bundleId: bundle!.id, inventoryId: teeId, count: 1, templateId: photo!.id });
  const [variant, soldOut] = await db
    .select({ id: colorsToSizes.id })
    .from(colorsToSizes)
    .where(eq(colorsToSizes.inventoryId, teeId))
    .orderBy(asc(colorsToSizes.id))
    .limit(2);
  return {
    photo: photo!.id,
    sneaky: sneaky!.id,
    bundle: bundle!.id,
    variant: variant!.id,
    soldOut: soldOut!.id,
  };
}
