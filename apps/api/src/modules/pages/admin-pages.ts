import type { InfoPageBody } from '@seed/contract/admin-content-pages';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { infoPages } from '@seed/db/schema/marketing';
import { DomainError } from '@seed/domain/errors';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../staff/audit';
import { hasText, sanitizeRichText } from './rich-text';

type StaffAct = { staffId: number; reason: string | null; requestId: string };

const notFound = (slug: string) =>
  new DomainError('NOT_FOUND', `Page ${slug} not found`, { reason: 'INFO_PAGE_NOT_FOUND' });

export const listInfoPages = (db: Db) =>
  db
    .select({
      slug: infoPages.slug,
      titleEn: infoPages.titleEn,
      titleAr: infoPages.titleAr,
      updatedAt: infoPages.updatedAt,
    })
    .from(infoPages)
    .orderBy(asc(infoPages.slug));

export async function findStoredPage(db: Db, slug: string) {
  const [page] = await db
    .select({
      slug: infoPages.slug,
      titleEn: infoPages.titleEn,
      titleAr: infoPages.titleAr,
      bodyEn: infoPages.bodyEn,
      bodyAr: infoPages.bodyAr,
      updatedAt: infoPages.updatedAt,
    })
    .from(infoPages)
    .where(eq(infoPages.slug, slug));
  if (!page) throw notFound(slug);
  return page;
}

/**
 * Stores a page's titles and bodies in both languages, the bodies as the sanitiser leaves them; a body with
 * no text left is refused, since a shopper would find an empty page. Audit row and change notice commit
 * with the change.
 */
export async function updateInfoPage(db: Db, slug: string, body: InfoPageBody, act: StaffAct) {
  const next = {
    titleEn: body.titleEn,
    titleAr: body.titleAr,
    bodyEn: sanitizeRichText(body.bodyEn),
    bodyAr: sanitizeRichText(body.bodyAr),
  };
  for (const [language, html] of [
    ['en', next.bodyEn],
    ['ar', next.bodyAr],
  ] as const)
    if (!hasText(html))
      throw new DomainError('INVALID_DATA', `The ${language} body has no text`, {
        reason: 'INFO_PAGE_EMPTY',
        details: { language },
      });
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(infoPages).where(eq(infoPages.slug, slug)).for('update');
    if (!current) throw notFound(slug);
    await tx
      .update(infoPages)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(infoPages.slug, slug));
    await recordAudit(tx, {
      ...act,
      action: 'infoPage.update',
      recordType: 'infoPage',
      recordId: slug,
      before: {
        titleEn: current.titleEn,
        titleAr: current.titleAr,
        bodyEn: current.bodyEn,
        bodyAr: current.bodyAr,
      },
      after: next,
    });
    await announceChange(tx, [cacheTags.content]);
  });
  return findStoredPage(db, slug);
}
