import type { TemplateBody } from '@seed/contract/admin-content-catalogue';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db, Tx } from '@seed/db/client';
import { templateCategories, templates } from '@seed/db/schema/templates';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { sampleControlValues, unknownPlaceholders } from '@seed/domain/template-authoring';
import type { TemplateControl } from '@seed/domain/template-controls';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { renderTemplate, templateValues } from './render';
import { sanitizeTemplateMarkup } from './sanitize';

type StaffAct = { staffId: number; reason: string | null; requestId: string };

/**
 * Writes a staff change's audit row in its transaction: staff/audit.ts's recordAudit, handed in by the
 * routes, because bundles and templates sit below the cart, which staff's own imports reach (a circle).
 */
export type RecordAudit = (
  tx: Tx,
  entry: StaffAct & { action: string; recordType: string; recordId: number; before: unknown; after: unknown },
) => Promise<void>;

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Template ${id} not found`, { reason: 'TEMPLATE_NOT_FOUND' });

const summaryColumns = {
  id: templates.id,
  nameEn: templates.nameEn,
  nameAr: templates.nameAr,
  templateCategoryId: templates.templateCategoryId,
  rank: templates.rank,
  isActive: templates.isActive,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every template, offered or not, by rank; `q` finds part of a name in either language. */
export async function listAdminTemplates(db: Db, q: string | undefined, paging: Paging) {
  const where = q
    ? or(ilike(templates.nameEn, `%${escapeLike(q)}%`), ilike(templates.nameAr, `%${escapeLike(q)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(templates)
      .where(where)
      .orderBy(asc(templates.rank), asc(templates.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ total: count() }).from(templates).where(where),
  ]);
  return { ...pageOf(rows, paging), total: total?.total ?? 0 };
}

export async function findAdminTemplate(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      templateHtmlCode: templates.templateHtmlCode,
      templateControls: templates.templateControls,
    })
    .from(templates)
    .where(eq(templates.id, id));
  if (!row) throw notFound(id);
  return row;
}

/** The active templates and template categories, for choosing what a bundle's item takes. */
export async function templateChoices(db: Db) {
  const names = { id: templates.id, nameEn: templates.nameEn, nameAr: templates.nameAr };
  const [offered, categories] = await Promise.all([
    db.select(names).from(templates).where(eq(templates.isActive, true)).orderBy(asc(templates.rank)),
    db
      .select({
        id: templateCategories.id,
        nameEn: templateCategories.nameEn,
        nameAr: templateCategories.nameAr,
      })
      .from(templateCategories)
      .where(eq(templateCategories.isActive, true))
      .orderBy(asc(templateCategories.rank)),
  ]);
  return { templates: offered, templateCategories: categories };
}

/**
 * The markup as the sanitiser leaves it, refused when no drawing is left or when it names a control the
 * template does not have (it would print empty).
 */
function checkedMarkup(markup: string, controls: readonly TemplateControl[]) {
  const sanitized = sanitizeTemplateMarkup(markup);
  if (!sanitized)
    throw new DomainError('INVALID_DATA', 'No drawing is left once the markup is sanitised', {
      reason: 'TEMPLATE_HAS_NO_DRAWING',
    });
  const [unknown] = unknownPlaceholders(sanitized, controls);
  if (unknown)
    throw new DomainError('INVALID_DATA', `No control is named ${unknown}`, {
      reason: 'TEMPLATE_PLACEHOLDER_UNKNOWN',
      details: { name: unknown },
    });
  return sanitized;
}

/** A look at unsaved markup: what the sanitiser keeps, drawn with sample values. Nothing is stored. */
export function previewTemplate(markup: string, controls: TemplateControl[]) {
  const sanitized = checkedMarkup(markup, controls);
  // The preview has no shopper's picture, so an image control is not required here.
  const template = {
    id: 0,
    templateHtmlCode: sanitized,
    templateControls: controls.map((control) =>
      control.type === 'image' ? { ...control, required: false } : control,
    ),
  };
  const values = templateValues(template, sampleControlValues(controls), { preview: true });
  return {
    sanitized,
    html: renderTemplate(template, values),
    removed: sanitized !== markup.trim(),
  };
}

async function checkCategory(db: Db, id: number | null) {
  if (id === null) return;
  const [found] = await db
    .select({ id: templateCategories.id })
    .from(templateCategories)
    .where(eq(templateCategories.id, id));
  if (!found)
    throw new DomainError('INVALID_DATA', `Template category ${id} not found`, {
      reason: 'TEMPLATE_CATEGORY_UNKNOWN',
    });
}

const columnsOf = (body: TemplateBody, sanitized: string) => ({
  nameEn: body.nameEn,
  nameAr: body.nameAr,
  templateCategoryId: body.templateCategoryId,
  templateHtmlCode: sanitized,
  templateControls: body.templateControls,
  rank: body.rank,
  isActive: body.isActive,
});

// A template shows in bundles and the studio, which are catalogue replies.
const CHANGED = [cacheTags.catalogue];

export async function createTemplate(db: Db, body: TemplateBody, act: StaffAct, recordAudit: RecordAudit) {
  const sanitized = checkedMarkup(body.templateHtmlCode, body.templateControls);
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, body.templateCategoryId);
    const values = columnsOf(body, sanitized);
    const [row] = await tx.insert(templates).values(values).returning({ id: templates.id });
    if (!row) throw new Error('no template inserted');
    await recordAudit(tx, {
      ...act,
      action: 'template.create',
      recordType: 'template',
      recordId: row.id,
      before: null,
      after: values,
    });
    await announceChange(tx, CHANGED);
    return row.id;
  });
  return findAdminTemplate(db, id);
}

export async function updateTemplate(
  db: Db,
  id: number,
  body: TemplateBody,
  act: StaffAct,
  recordAudit: RecordAudit,
) {
  const sanitized = checkedMarkup(body.templateHtmlCode, body.templateControls);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
    if (!current) throw notFound(id);
    await checkCategory(tx, body.templateCategoryId);
    const values = columnsOf(body, sanitized);
    await tx.update(templates).set(values).where(eq(templates.id, id));
    await recordAudit(tx, {
      ...act,
      action: 'template.update',
      recordType: 'template',
      recordId: id,
      before: columnsOf({ ...current, reason: undefined } as TemplateBody, current.templateHtmlCode),
      after: values,
    });
    await announceChange(tx, CHANGED);
  });
  return findAdminTemplate(db, id);
}
