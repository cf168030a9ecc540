import type { Db } from '../client';
import { bundles, bundleTemplatesInventories } from '../schema/bundles';
import { embroideryIcons } from '../schema/embroidery';
import { sideTemplates, templateCategories, templates } from '../schema/templates';
import { BUNDLES, EMBROIDERY_ICONS, TEMPLATE_CATEGORIES, TEMPLATES } from './data/marketing';
import { iconSvg } from './images/decor';
import { svgToPng } from './images/svg';
import { fillTemplate, templateMarkup } from './images/template-markup';
import { type MediaWriter, mapLimit } from './media-writer';
import type { SeededItem } from './seed-inventory';

// A template whose markup has an image slot also takes the shopper's photo there (optional: a guest,
// who cannot upload, still gets the frame and the text).
const photoControl = {
  name: 'photo',
  type: 'image' as const,
  labelEn: 'Your photo',
  labelAr: 'صورتك',
  required: false,
};

const controls = (defaultText: string, markup: string) => [
  ...(markup.includes('{{photo}}') ? [photoControl] : []),
  {
    name: 'text',
    type: 'text' as const,
    labelEn: 'Text',
    labelAr: 'النص',
    required: true,
    maxLength: 24,
    defaultValue: defaultText,
  },
  {
    name: 'color',
    type: 'color' as const,
    labelEn: 'Text colour',
    labelAr: 'لون النص',
    required: true,
    defaultValue: '#1f2937',
  },
];

// What the design studio offers: embroidery icons, text templates on every front and back side, bundles.
export async function seedCustomization(db: Db, ctx: { writeMedia: MediaWriter; items: SeededItem[] }) {
  const { writeMedia } = ctx;
  const iconMedia = await mapLimit(EMBROIDERY_ICONS, 4, (icon) =>
    writeMedia('embroidery', `icon-${icon.shape}`, () => svgToPng(iconSvg(icon.shape, '#1f2937'))),
  );
  await db.insert(embroideryIcons).values(
    EMBROIDERY_ICONS.map((icon, rank) => ({
      nameEn: icon.en,
      nameAr: icon.ar,
      mediaId: iconMedia[rank]!,
      rank,
    })),
  );

  const categoryRows = await db
    .insert(templateCategories)
    .values(
      TEMPLATE_CATEGORIES.map((c, rank) => ({
        nameEn: c.en,
        nameAr: c.ar,
        descriptionEn: c.descriptionEn,
        descriptionAr: c.descriptionAr,
        rank,
      })),
    )
    .returning({ id: templateCategories.id });
  const templateMedia = await mapLimit(TEMPLATES, 4, (t) =>
    writeMedia('templates', `template-${t.markup}`, () =>
      svgToPng(fillTemplate(templateMarkup(t.markup), { text: t.defaultText, color: '#1f2937' })),
    ),
  );
  const templateRows = await db
    .insert(templates)
    .values(
      TEMPLATES.map((t, rank) => ({
        templateCategoryId: categoryRows[t.category]!.id,
        nameEn: t.en,
        nameAr: t.ar,
        mediaId: templateMedia[rank]!,
        rank,
        templateHtmlCode: templateMarkup(t.markup),
        templateControls: controls(t.defaultText, templateMarkup(t.markup)),
      })),
    )
    .returning({ id: templates.id });
  const templateId = new Map(TEMPLATES.map((t, i) => [t.markup as string, templateRows[i]!.id]));
  await db
    .insert(sideTemplates)
    .values(
      ctx.items.flatMap((item) =>
        [item.sideIds.get('FRONT'), item.sideIds.get('BACK')]
          .filter((sideId) => sideId !== undefined)
          .flatMap((sideId) => templateRows.map((t) => ({ sideId, templateId: t.id }))),
      ),
    );

  const item = (key: string) => ctx.items.find((i) => i.key === key)!;
  for (const [rank, bundle] of BUNDLES.entries()) {
    const first = item(bundle.lines[0].item);
    const [row] = await db
      .insert(bundles)
      .values({
        nameEn: bundle.en,
        nameAr: bundle.ar,
        discountPercentage: bundle.discount,
        rank,
        type: 'AGGREGATED',
        morphType: 'SET',
        mediaId: first.mockups.get(`${first.colors[0]}:FRONT`) ?? null,
      })
      .returning({ id: bundles.id });
    await db.insert(bundleTemplatesInventories).values(
      bundle.lines.map((line) => ({
        bundleId: row!.id,
        inventoryId: item(line.item).id,
        count: line.count,
        templateId: 'template' in line ? templateId.get(line.template)! : null,
        templateCategoryId: 'templateCategory' in line ? categoryRows[line.templateCategory]!.id : null,
      })),
    );
  }
}
