import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { products, productsTags, tags } from '@seed/db/schema/products';
import { DomainError } from '@seed/domain/errors';
import { tagSlug } from '@seed/domain/tag-slug';
import { eq } from 'drizzle-orm';
import type { StaffAct } from '../../http/staff-act';
import { findCatalogueProduct, lockCatalogueProduct, searchTextOf } from './admin-products';

export type TagNames = { nameEn: string; nameAr: string };

/**
 * Creates a tag and puts it on a catalogue product, in one transaction under the product's row lock: the tag,
 * the product's tag row, its search text (so search finds it by the tag at once), an audit row for each, and the
 * notice that drops the storefront's cached replies showing the product. A tag whose English name makes a slug
 * already taken is refused, even when two staff create it at the same moment (the slug is unique).
 */
export async function createProductTag(db: Db, productId: number, names: TagNames, act: StaffAct) {
  await db.transaction(async (tx) => {
    const product = await lockCatalogueProduct(tx, productId);
    const slug = tagSlug(names.nameEn);
    const [tag] = await tx
      .insert(tags)
      .values({ ...names, slug })
      .onConflictDoNothing({ target: tags.slug })
      .returning({ id: tags.id });
    if (!tag)
      throw new DomainError('CONFLICT', `A tag with the slug ${slug} exists`, {
        reason: 'CATALOGUE_TAG_EXISTS',
        details: { slug },
      });
    await tx.insert(productsTags).values({ productId, tagId: tag.id });
    const carried = await tx
      .select({ nameEn: tags.nameEn, nameAr: tags.nameAr })
      .from(productsTags)
      .innerJoin(tags, eq(tags.id, productsTags.tagId))
      .where(eq(productsTags.productId, productId));
    const searchText = await searchTextOf(
      tx,
      product,
      product,
      carried.flatMap((one) => [one.nameEn, one.nameAr]),
    );
    await tx.update(products).set({ searchText }).where(eq(products.id, productId));
    const audit = { staffId: act.staffId, reason: act.reason, requestId: act.requestId, before: null };
    await act.recordAudit(tx, {
      ...audit,
      action: 'tag.create',
      recordType: 'tag',
      recordId: tag.id,
      after: { ...names, slug },
    });
    await act.recordAudit(tx, {
      ...audit,
      action: 'product.tag.add',
      recordType: 'product',
      recordId: productId,
      after: { tagId: tag.id },
    });
    await announceChange(tx, [cacheTags.product(productId), cacheTags.catalogue]);
  });
  return findCatalogueProduct(db, productId);
}
