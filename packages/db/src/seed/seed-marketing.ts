import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { collectionProducts, collections } from '../schema/collections';
import { banners, carouselItems, infoPages } from '../schema/marketing';
import { products } from '../schema/products';
import { reviews } from '../schema/reviews';
import { INFO_PAGES } from './data/info-pages';
import { BANNERS, CAROUSEL, COLLECTIONS, REVIEWS } from './data/marketing';
import { bannerSvg } from './images/decor';
import { svgToPng } from './images/svg';
import type { MediaWriter } from './media-writer';

const UPDATED_AT = new Date('2026-01-01T00:00:00Z');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Information pages are stored as HTML (the back office edits them as rich text): one <p> per paragraph. */
const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');

type Context = {
  writeMedia: MediaWriter;
  artistIds: number[];
  artworks: { artworkId: number; subject: string; artistIndex: number }[];
};

// The home page (carousel, banners, reviews), collections and the static information pages.
export async function seedMarketing(db: Db, ctx: Context) {
  const { writeMedia } = ctx;
  for (const [rank, item] of CAROUSEL.entries()) {
    const mediaWebId = await writeMedia('marketing', `carousel-${rank + 1}`, () =>
      svgToPng(bannerSvg(item.colors[0]!, item.colors[1]!)),
    );
    // The demo pictures carry no words, so one serves both languages.
    await db.insert(carouselItems).values({
      name: item.en,
      nameAr: item.ar,
      forwardingURLWeb: item.url,
      mediaWebId,
      mediaWebArId: mediaWebId,
      rank,
    });
  }
  for (const [rank, banner] of BANNERS.entries()) {
    const mediaId = await writeMedia('marketing', `banner-${rank + 1}`, () =>
      svgToPng(bannerSvg('#1f2937', '#4b5563')),
    );
    await db.insert(banners).values({
      nameEn: banner.en,
      nameAr: banner.ar,
      forwardingURLWeb: banner.url,
      forwardingURL: banner.url,
      backgroundColor: banner.background,
      mediaId,
      mediaArId: mediaId,
      rank,
    });
  }

  // A collection gathers the products of one subject, of one artist, or the best sellers of all.
  for (const [rank, entry] of COLLECTIONS.entries()) {
    const artistId = 'artistIndex' in entry ? ctx.artistIds[entry.artistIndex!]! : null;
    const artworkIds = ctx.artworks
      .filter((a) =>
        entry.subject ? a.subject === entry.subject : artistId ? a.artistIndex === entry.artistIndex : true,
      )
      .map((a) => a.artworkId);
    const picked = await db
      .select({ id: products.id, mediaId: products.mediaId })
      .from(products)
      .where(inArray(products.artworkId, artworkIds))
      .orderBy(
        ...(entry.subject || artistId
          ? [asc(products.id)]
          : [desc(products.purchaseCount), asc(products.id)]),
      )
      .limit(24);
    const [collection] = await db
      .insert(collections)
      .values({ nameEn: entry.en, nameAr: entry.ar, rank, artistId, mediaId: picked[0]?.mediaId ?? null })
      .returning({ id: collections.id });
    if (picked.length)
      await db
        .insert(collectionProducts)
        .values(picked.map((p, i) => ({ collectionId: collection!.id, productId: p.id, rank: i })));
  }

  await db.insert(infoPages).values(
    INFO_PAGES.map((page) => ({
      ...page,
      bodyEn: paragraphsHtml(page.bodyEn),
      bodyAr: paragraphsHtml(page.bodyAr),
      updatedAt: UPDATED_AT,
    })),
  );
  await db.insert(reviews).values(REVIEWS.map((r, rank) => ({ ...r, rank, createdAt: UPDATED_AT })));
}
