import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { templateCategories, templates } from '@seed/db/schema/templates';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

const templateColumns = {
  id: templates.id,
  nameEn: templates.nameEn,
  nameAr: templates.nameAr,
  rank: templates.rank,
  templateCategoryId: templates.templateCategoryId,
  templateHtmlCode: templates.templateHtmlCode,
  templateControls: templates.templateControls,
  media: mediaColumns(media),
};

export type TemplateRow = Awaited<ReturnType<typeof findTemplates>>[number];
export type TemplateCategoryRow = Awaited<ReturnType<typeof findCategoryTrees>>[number];

/** An active template, or null. */
export async function findTemplate(db: Db, id: number) {
  const [row] = await findTemplates(db, { ids: [id] });
  return row ?? null;
}

type TemplateChoice = { ids?: number[]; categoryIds?: number[]; all?: boolean };

/** Active templates chosen by id or by (active) category, or all of them, by rank. */
export async function findTemplates(db: Db, { ids = [], categoryIds = [], all = false }: TemplateChoice) {
  if (!all && ids.length === 0 && categoryIds.length === 0) return [];
  return db
    .select(templateColumns)
    .from(templates)
    .leftJoin(media, eq(media.id, templates.mediaId))
    .leftJoin(templateCategories, eq(templateCategories.id, templates.templateCategoryId))
    .where(
      and(
        eq(templates.isActive, true),
        all
          ? undefined
          : or(
              ids.length > 0 ? inArray(templates.id, ids) : undefined,
              categoryIds.length > 0
                ? and(
                    inArray(templates.templateCategoryId, categoryIds),
                    eq(templateCategories.isActive, true),
                  )
                : undefined,
            ),
      ),
    )
    .orderBy(asc(templates.rank), asc(templates.id));
}

/**
 * The active categories given and every active category below them (spec: template categories have
 * parents), by rank; a template of a child category is allowed wherever its parent is.
 */
export async function findCategoryTrees(db: Db, rootIds: number[]) {
  if (rootIds.length === 0) return [];
  const all = await db
    .select({
      id: templateCategories.id,
      rank: templateCategories.rank,
      isActive: templateCategories.isActive,
      parentTemplateCategoryId: templateCategories.parentTemplateCategoryId,
      nameEn: templateCategories.nameEn,
      nameAr: templateCategories.nameAr,
      descriptionEn: templateCategories.descriptionEn,
      descriptionAr: templateCategories.descriptionAr,
      media: mediaColumns(media),
    })
    .from(templateCategories)
    .leftJoin(media, eq(media.id, templateCategories.mediaId))
    .where(eq(templateCategories.isActive, true))
    .orderBy(asc(templateCategories.rank), asc(templateCategories.id));
  const trees = categoryTreeOf(all);
  const kept = new Set(rootIds.flatMap((id) => [...trees(id)]));
  return all.filter((category) => kept.has(category.id));
}

/** For a category id, itself and every category below it among `categories`. */
export function categoryTreeOf(
  categories: readonly { id: number; parentTemplateCategoryId: number | null }[],
) {
  return (rootId: number): Set<number> => {
    const tree = new Set([rootId]);
    // Categories are few; each pass adds the next level down, and a pass that adds nothing ends it.
    for (let grew = true; grew; ) {
      grew = false;
      for (const category of categories) {
        const parent = category.parentTemplateCategoryId;
        if (parent !== null && tree.has(parent) && !tree.has(category.id)) {
          tree.add(category.id);
          grew = true;
        }
      }
    }
    return tree;
  };
}
