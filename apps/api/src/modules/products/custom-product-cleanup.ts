import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

// Products removed per transaction; a run goes on until none is left.
const BATCH = 100;

type Stored = { id: number; pathname: string; foldersName: string };
/** Deletes one stored file; the module that rendered the files knows how (studio's deleteRenderedFile). */
type DeleteFile = (file: Stored) => Promise<unknown>;
type Removed = { products: number; files: number };

/**
 * The customised products (studio designs and bundle items, a user's or a guest device's) older than
 * `cutoff` that nothing points at: no cart line, order line, favourite, design request or collection.
 * Locked, so a cart line being added meanwhile either commits first (and the product is kept) or waits
 * for this transaction and fails on the missing product. Reading those tables here, rather than through
 * their modules, is what lets one statement decide under the lock (decision 0017).
 */
async function lockUnusedProducts(tx: Db, cutoff: Date, afterId: number) {
  const { rows: candidates } = await tx.execute<{ id: number }>(sql`
    select id from products
    where (owner_user_id is not null or device_id is not null) and design is not null
      and created_at < ${cutoff} and id > ${afterId}
    order by id limit ${BATCH}
    for update skip locked`);
  if (candidates.length === 0) return null;
  // A new statement, so it sees every reference committed before the lock was taken.
  const { rows } = await tx.execute<{ id: number }>(sql`
    select p.id from products p
    where p.id in (${idList(candidates.map((row) => row.id))})
      and not exists (select 1 from cart_items c where c.product_id = p.id)
      and not exists (select 1 from order_products o where o.product_id = p.id)
      and not exists (select 1 from favorites f where f.kind = 'product' and f.target_id = p.id)
      and not exists (select 1 from design_request_products d where d.product_id = p.id)
      and not exists (select 1 from collection_products k where k.product_id = p.id)`);
  return { lastId: candidates.at(-1)!.id, unused: rows.map((row) => row.id) };
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The files a product rendered for itself: its mockups (product images) and its print files. A bundle
 * item shows its blank item's picture, which is not its own and is never among these. A file that any
 * other product also shows is kept.
 */
async function ownFiles(tx: Db, productIds: number[]): Promise<Stored[]> {
  const list = idList(productIds);
  const { rows } = await tx.execute<{ id: number }>(sql`
    with own as (
      select i.media_id as id from product_images i where i.product_id in (${list})
      union
      select (f.value)::int from products p, jsonb_each_text(p.design -> 'printFiles') f
      where p.id in (${list}) and jsonb_typeof(p.design -> 'printFiles') = 'object'
    )
    select own.id from own
    where not exists (
      select 1 from product_images i where i.media_id = own.id and i.product_id not in (${list})
    )
      and not exists (
      select 1 from products p
      where (p.media_id = own.id or p.random_media_id = own.id) and p.id not in (${list})
    )`);
  if (rows.length === 0) return [];
  return tx
    .select({ id: media.id, pathname: media.pathname, foldersName: media.foldersName })
    .from(media)
    .where(
      inArray(
        media.id,
        rows.map((row) => row.id),
      ),
    );
}

async function removeBatch(db: Db, cutoff: Date, afterId: number) {
  return db.transaction(async (tx) => {
    const locked = await lockUnusedProducts(tx, cutoff, afterId);
    if (!locked) return null;
    const files = locked.unused.length > 0 ? await ownFiles(tx, locked.unused) : [];
    if (locked.unused.length > 0) await tx.delete(products).where(inArray(products.id, locked.unused));
    if (files.length > 0) {
      await tx.delete(media).where(
        inArray(
          media.id,
          files.map((file) => file.id),
        ),
      );
    }
    return { lastId: locked.lastId, products: locked.unused.length, files };
  });
}

// After the commit: a file whose deletion fails is left over, never a row pointing at a missing file.
async function deleteFiles(deleteFile: DeleteFile, files: Stored[], log: FastifyBaseLogger) {
  const results = await Promise.allSettled(files.map((file) => deleteFile(file)));
  for (const result of results) {
    if (result.status === 'rejected')
      log.warn({ err: result.reason }, 'a removed product left a file behind');
  }
}

/**
 * The clean-up job: customised products older than `retentionDays` that were never bought, are in no
 * cart and nobody keeps (see lockUnusedProducts) are deleted with the files they rendered.
 */
export async function deleteUnusedCustomProducts(
  deps: { db: Db; deleteFile: DeleteFile },
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
  log: FastifyBaseLogger,
): Promise<Removed> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const removed: Removed = { products: 0, files: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await removeBatch(deps.db, cutoff, afterId);
    if (!batch) break;
    await deleteFiles(deps.deleteFile, batch.files, log);
    removed.products += batch.products;
    removed.files += batch.files.length;
    afterId = batch.lastId;
  }
  if (removed.products > 0) {
    log.info(removed, 'unused customised products removed');
  }
  return removed;
}
