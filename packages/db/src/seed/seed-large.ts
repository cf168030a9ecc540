import { normalizeSearchText } from '@seed/domain/arabic-search';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { productImages, products } from '../schema/products';
import { createRng } from './prng';

const BATCH = 1000;
const EDITIONS = [
  { en: 'Edition', ar: 'إصدار' },
  { en: 'Limited', ar: 'محدود' },
  { en: 'Classic', ar: 'كلاسيكي' },
  { en: 'Studio', ar: 'استوديو' },
];

// Grows the demo catalogue to `total` products for benchmarks: new rows reuse the demo products' artworks,
// items and images (no rendering), with numbered names so search still has distinct text to rank.
export async function seedLargeCatalog(db: Db, total: number, log: (message: string) => void = () => {}) {
  const templates = await db.select().from(products).orderBy(asc(products.id));
  const images = await db.select().from(productImages);
  const imagesByProduct = new Map<number, typeof images>();
  for (const image of images)
    imagesByProduct.set(image.productId, [...(imagesByProduct.get(image.productId) ?? []), image]);
  const missing = total - templates.length;
  if (missing <= 0 || templates.length === 0) return;
  const rng = createRng(100_000);
  const started = Date.now();
  for (let done = 0; done < missing; done += BATCH) {
    const count = Math.min(BATCH, missing - done);
    const picks = Array.from({ length: count }, (_, i) => {
      const base = templates[rng.int(0, templates.length - 1)]!;
      const edition = EDITIONS[(done + i) % EDITIONS.length]!;
      const n = done + i + 1;
      const nameEn = `${base.nameEn} ${edition.en} ${n}`;
      const nameAr = `${base.nameAr} ${edition.ar} ${n}`;
      const { id: _id, createdAt: _createdAt, ...rest } = base;
      return {
        base,
        row: {
          ...rest,
          nameEn,
          nameAr,
          rank: rng.int(0, 900),
          searchText: normalizeSearchText(`${base.searchText} ${nameEn} ${nameAr}`),
        },
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(picks.map((p) => p.row))
        .returning({ id: products.id });
      const imageRows = inserted.flatMap((row, i) =>
        (imagesByProduct.get(picks[i]!.base.id) ?? []).map(({ id: _id, productId: _p, ...image }) => ({
          ...image,
          productId: row.id,
        })),
      );
      if (imageRows.length) await tx.insert(productImages).values(imageRows);
    });
    if ((done / BATCH) % 10 === 0) log(`seed: ${templates.length + done + count} products`);
  }
  await db.execute(sql`analyze products`);
  log(`seed: ${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
