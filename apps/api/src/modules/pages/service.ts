import type { Db } from '@seed/db/client';
import { infoPages } from '@seed/db/schema/marketing';
import { eq } from 'drizzle-orm';

export async function findInfoPage(db: Db, slug: string) {
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
  return page ?? null;
}
