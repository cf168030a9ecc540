import type { Db } from '../client';
import { artworks, artworkTopics } from '../schema/artworks';
import { productImages, products, productsTags } from '../schema/products';
import type { ArtworkPlan } from './artwork-plan';
import type { GarmentColorKey } from './data/garments';
import { TAGS, type TopicName } from './data/taxonomy';
import { artworkSvg } from './images/artwork';
import { createComposer } from './images/compose';
import { svgToPng } from './images/svg';
import { type MediaWriter, mapLimit } from './media-writer';
import { createRng } from './prng';
import { colorValue, photoSides, type SeededItem } from './seed-inventory';
import type { Taxonomy } from './seed-taxonomy';

type Context = {
  writeMedia: MediaWriter;
  artistIds: number[];
  colorIds: Map<GarmentColorKey, number>;
  taxonomy: Taxonomy;
  plans: ArtworkPlan<SeededItem>[];
};

// Artworks are drawn 600 units wide; at one pixel a unit they would print at 51 DPI across a 30 cm print area,
// under the studio's 75 DPI block, so production would flag every demo order. Three pixels a unit (its 1600-pixel
// large variant is what the seed stores) print at about 135 DPI.
const ARTWORK_PIXELS_PER_UNIT = 3;

// Stores each artwork and its product photos. Photos are keyed by what they show (silhouette, colour,
// side), so two items of one silhouette in the same colour share one photo instead of rendering it twice.
async function renderArtwork(plan: ArtworkPlan<SeededItem>, writeMedia: MediaWriter) {
  let png: Promise<Buffer> | undefined;
  // Rendered only when something is stored: without a store the seed writes media rows alone.
  const art = () => {
    png ??= svgToPng(
      artworkSvg(
        createRng(plan.artSeed),
        plan.palette,
        plan.arabicTitleOnArt ? plan.titleAr : plan.titleEn,
        plan.arabicTitleOnArt,
      ),
      ARTWORK_PIXELS_PER_UNIT,
    );
    return png;
  };
  const compose = createComposer(art);
  const mediaId = await writeMedia('artworks', `artwork-${plan.slug}`, art);
  const photos = new Map<string, number>();
  const productPhotos = [];
  for (const { item, colorKey } of plan.products) {
    const images = [];
    for (const side of photoSides(item)) {
      const key = `${item.silhouette}-${colorKey}-${side.toLowerCase()}`;
      let id = photos.get(key);
      if (id === undefined) {
        id = await writeMedia('products', `product-${plan.slug}-${key}`, () =>
          compose(item.silhouette, colorValue(colorKey), side),
        );
        photos.set(key, id);
      }
      images.push({ type: side, mediaId: id });
    }
    productPhotos.push(images);
  }
  return { mediaId, productPhotos };
}

export async function seedArtworks(db: Db, ctx: Context) {
  const { plans, taxonomy } = ctx;
  // Four in flight keeps both cores of a small machine busy while one job waits on the database or disk.
  const rendered = await mapLimit(plans, 4, (plan) => renderArtwork(plan, ctx.writeMedia));

  // Rows go in afterwards, in plan order and in a few large inserts, so ids are the same on every run.
  const artworkRows = await db
    .insert(artworks)
    .values(
      plans.map((plan, i) => ({
        artistId: ctx.artistIds[plan.artistIndex]!,
        title: plan.titleEn,
        titleAr: plan.titleAr,
        slug: plan.slug,
        mediaId: rendered[i]!.mediaId,
        description: plan.description,
        descriptionAr: plan.descriptionAr,
        isActive: plan.isActive,
        isApproved: plan.isApproved,
        likes: plan.likes,
        artwork_purchase_number: plan.purchaseNumber,
        searchText: plan.searchText,
        createdAt: plan.createdAt,
      })),
    )
    .returning({ id: artworks.id });
  const artworkIds = artworkRows.map((row) => row.id);
  await db
    .insert(artworkTopics)
    .values(
      plans.flatMap((plan, i) =>
        plan.topics.map((topic) => ({ artworkId: artworkIds[i]!, topicId: taxonomy.topicIds.get(topic)! })),
      ),
    );

  const lines = plans.flatMap((plan, i) =>
    plan.products.map((product, slot) => ({
      plan,
      product,
      artworkId: artworkIds[i]!,
      images: rendered[i]!.productPhotos[slot]!,
    })),
  );
  const productRows = await db
    .insert(products)
    .values(
      lines.map(({ plan, product, artworkId, images }) => ({
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        inventoryId: product.item.id,
        artistId: ctx.artistIds[plan.artistIndex]!,
        artworkId,
        categoryToSubcategoryId: taxonomy.linkIds.get(product.item.subs[0]!) ?? null,
        price: product.price,
        artistMargin: product.price - product.item.price,
        oldPrice: product.oldPrice,
        discountedPrice: product.discountedPrice,
        randomColor: colorValue(product.colorKey),
        printingAreaColor: colorValue(product.colorKey),
        mediaId: images[0]!.mediaId,
        randomMediaId: images[0]!.mediaId,
        rank: product.rank,
        purchaseCount: product.purchaseCount,
        isActive: product.isActive,
        searchText: product.searchText,
        createdAt: product.createdAt,
      })),
    )
    .returning({ id: products.id });
  const tagIds = new Map(TAGS.map((tag, i) => [tag.slug as string, taxonomy.tagIds[i]!]));
  await db.insert(productImages).values(
    lines.flatMap(({ product, images }, i) =>
      images.map((image, rank) => ({
        ...image,
        productId: productRows[i]!.id,
        colorId: ctx.colorIds.get(product.colorKey)!,
        rank,
      })),
    ),
  );
  await db
    .insert(productsTags)
    .values(
      lines.flatMap(({ plan }, i) =>
        plan.tagSlugs.map((slug) => ({ productId: productRows[i]!.id, tagId: tagIds.get(slug)! })),
      ),
    );

  const topicPictures = new Map<TopicName, number>();
  for (const [i, plan] of plans.entries())
    for (const topic of plan.topics)
      if (!topicPictures.has(topic) && plan.isApproved) topicPictures.set(topic, rendered[i]!.mediaId);
  return {
    artworks: plans.map((plan, i) => ({
      artworkId: artworkIds[i]!,
      subject: plan.subject.en as string,
      artistIndex: plan.artistIndex,
    })),
    topicPictures,
  };
}
