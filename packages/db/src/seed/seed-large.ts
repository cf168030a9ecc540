import { normalizeSearchText } from '@seed/domain/arabic-search';
import { and, asc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { products } from '../schema/products';
import { createRng } from './prng';

const BATCH = 5000;
const EDITIONS = [
  { en: 'Edition', ar: 'إصدار' },
  { en: 'Limited', ar: 'محدود' },
  { en: 'Classic', ar: 'كلاسيكي' },
  { en: 'Studio', ar: 'استوديو' },
];

// Postgres array literals keep each batch to two parameters, whatever its size, on either driver.
const intArray = (values: number[]) => `{${values.join(',')}}`;

// Grows the catalogue to `total` products for benchmarks. Each new product copies a demo product (its
// artwork, item, prices, images and tags; nothing is rendered) under a numbered name, so search still has
// distinct text to rank. The copying happens inside the database, a batch per statement: building the rows
// in JavaScript cost several times more than inserting them.
export async function seedLargeCatalog(db: Db, total: number, log: (message: string) => void = () => {}) {
  // Shop products only: a shopper's own designs are private and must not be copied into the shop.
  const templates = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.ownerUserId), isNotNull(products.artworkId)))
    .orderBy(asc(products.id));
  const [{ n: existing }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from products`))
    .rows as [{ n: number }];
  const missing = total - existing;
  if (missing <= 0 || templates.length === 0) return;
  const editions = sql.join(
    EDITIONS.map(
      (e, k) =>
        sql`(${k}::int, ${e.en}::text, ${e.ar}::text, ${normalizeSearchText(`${e.en} ${e.ar}`)}::text)`,
    ),
    sql`, `,
  );
  const rng = createRng(100_000);
  const started = Date.now();
  for (let done = 0; done < missing; done += BATCH) {
    const count = Math.min(BATCH, missing - done);
    const baseIds = Array.from({ length: count }, () => templates[rng.int(0, templates.length - 1)]!.id);
    const ranks = Array.from({ length: count }, () => rng.int(0, 900));
    // Product number n runs on from the products already there, so names stay unique across runs.
    const first = existing + done;
    await db.execute(sql`
      with picks as materialized (
        select nextval(pg_get_serial_sequence('products', 'id')) as id, u.base_id, u.rank, u.n + ${first}::int as n
        from unnest(${intArray(baseIds)}::int[], ${intArray(ranks)}::int[]) with ordinality as u(base_id, rank, n)
      ),
      editions(k, en, ar, search) as (values ${editions}),
      new_products as (
        insert into products (id, name_en, name_ar, inventory_id, artist_id, artwork_id,
          category_to_subcategory_id, price, old_price, discounted_price, random_color, printing_area_color,
          media_id, random_media_id, client_print_position, is_active, is_artist_active, search_text, rank,
          purchase_count, created_at)
        overriding system value
        select p.id, b.name_en || ' ' || e.en || ' ' || p.n, b.name_ar || ' ' || e.ar || ' ' || p.n,
          b.inventory_id, b.artist_id, b.artwork_id, b.category_to_subcategory_id, b.price, b.old_price,
          b.discounted_price, b.random_color, b.printing_area_color, b.media_id, b.random_media_id,
          b.client_print_position, b.is_active, b.is_artist_active, b.search_text || ' ' || e.search || ' ' || p.n,
          p.rank, b.purchase_count, b.created_at
        from picks p join products b on b.id = p.base_id join editions e on e.k = p.n % ${EDITIONS.length}
        order by p.id
      ),
      new_images as (
        insert into product_images (product_id, type, media_id, color_id, rank)
        select p.id, i.type, i.media_id, i.color_id, i.rank
        from picks p join product_images i on i.product_id = p.base_id
      )
      insert into products_tags (product_id, tag_id)
      select p.id, t.tag_id from picks p join products_tags t on t.product_id = p.base_id
    `);
    if ((done / BATCH) % 4 === 0) log(`seed: ${first + count} products`);
  }
  // Vacuumed, not only analyzed: a bulk load leaves the visibility map unset, so until autovacuum came by, a
  // search's window could not be an index-only scan of products_search_window_idx and the planner read the
  // table through another index (on 100,000 products: 150 searches a second instead of 180, measured).
  await db.execute(sql`vacuum analyze`);
  log(`seed: ${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
