import { normalizeSearchText } from '@seed/domain/arabic-search';
import type { Db } from '../client';
import { artworks, artworkTopics } from '../schema/artworks';
import { productImages, products, productsTags } from '../schema/products';
import { ARTISTS, ARTWORK_PLACES, ARTWORK_STYLES, ARTWORK_SUBJECTS, PALETTES } from './data/artists';
import { GARMENT_COLORS } from './data/garments';
import { TAGS } from './data/taxonomy';
import { artworkSvg } from './images/artwork';
import { composeProductImage } from './images/compose';
import { svgToPng } from './images/svg';
import { type MediaWriter, mapLimit } from './media-writer';
import { createRng, type Rng } from './prng';
import type { SeededItem } from './seed-catalog';

type Context = {
  rng: Rng;
  writeMedia: MediaWriter;
  artistIds: number[];
  items: SeededItem[];
  linkIds: Map<string, number>;
  topicIds: Map<string, number>;
  tagIds: number[];
  productsPerArtwork: number;
};

const BASE_DATE = Date.UTC(2026, 0, 1);

export async function seedArtworks(db: Db, ctx: Context) {
  const { rng } = ctx;
  const plans = ARTWORK_SUBJECTS.flatMap((subject) => ARTWORK_PLACES.map((place) => ({ subject, place })));
  // Decide everything from the generator first, so the order of async work cannot change the catalogue.
  const artworkPlans = plans.map(({ subject, place }, index) => ({
    index,
    subject,
    place,
    artistIndex: index % ctx.artistIds.length,
    palette: PALETTES[rng.int(0, PALETTES.length - 1)]!,
    style: rng.pick(ARTWORK_STYLES),
    arabicTitleOnArt: rng.chance(0.5),
    artSeed: rng.int(1, 2 ** 30),
    likes: rng.int(0, 400),
    items: rng.sample(ctx.items, ctx.productsPerArtwork),
    margins: Array.from({ length: ctx.productsPerArtwork }, () => rng.int(4, 12) * 250),
    discounted: Array.from({ length: ctx.productsPerArtwork }, () => rng.chance(0.15)),
    colorPicks: Array.from({ length: ctx.productsPerArtwork }, () => rng.next()),
    tagPicks: rng.sample(ctx.tagIds, rng.int(1, 3)),
  }));

  // Images are rendered and stored concurrently; rows are inserted afterwards in plan order, so ids are
  // the same on every run.
  const rendered = await mapLimit(artworkPlans, 2, async (plan) => {
    const titleEn = `${plan.place.en} ${plan.subject.en}`;
    const titleAr = `${plan.subject.ar} ${plan.place.ar}`;
    const slug = `${titleEn.toLowerCase().replace(/\s+/g, '-')}-${plan.index + 1}`;
    const artPng = await svgToPng(
      artworkSvg(
        createRng(plan.artSeed),
        plan.palette,
        plan.arabicTitleOnArt ? titleAr : titleEn,
        plan.arabicTitleOnArt,
      ),
    );
    const mediaId = await ctx.writeMedia('artworks', `artwork-${slug}`, async () => artPng);
    const productMedia = [];
    for (const [slot, item] of plan.items.entries()) {
      const colorKey = item.colors[Math.floor(plan.colorPicks[slot]! * item.colors.length)]!;
      const colorValue = GARMENT_COLORS.find((c) => c.key === colorKey)!.value;
      const images = [];
      for (const side of item.backPrint ? (['FRONT', 'BACK'] as const) : (['FRONT'] as const)) {
        const id = await ctx.writeMedia('products', `product-${slug}-${item.key}-${side.toLowerCase()}`, () =>
          composeProductImage(item, colorKey, colorValue, side, artPng),
        );
        images.push({ type: side, mediaId: id });
      }
      productMedia.push({ colorValue, images });
    }
    return { plan, titleEn, titleAr, slug, mediaId, productMedia };
  });

  const created = [];
  for (const { plan, titleEn, titleAr, slug, mediaId, productMedia } of rendered) {
    const artist = ARTISTS[plan.artistIndex]!;
    // The last three artworks are inactive or awaiting approval, so shop filters have something to hide.
    const [artwork] = await db
      .insert(artworks)
      .values({
        artistId: ctx.artistIds[plan.artistIndex]!,
        title: titleEn,
        titleAr,
        slug,
        mediaId,
        description: `${titleEn} by ${artist.en}: an original ${plan.style.en} artwork.`,
        descriptionAr: `${titleAr} بريشة ${artist.ar}: عمل فني أصلي بأسلوب ${plan.style.ar}.`,
        isActive: plan.index !== 77,
        isApproved: plan.index < 78,
        likes: plan.likes,
        searchText: normalizeSearchText(`${titleEn} ${titleAr} ${artist.en} ${artist.ar}`),
        createdAt: new Date(BASE_DATE + plan.index * 86_400_000),
      })
      .returning({ id: artworks.id });
    await db
      .insert(artworkTopics)
      .values({ artworkId: artwork!.id, topicId: ctx.topicIds.get(plan.subject.topic)! });

    for (const [slot, item] of plan.items.entries()) {
      const price = item.price + plan.margins[slot]!;
      const { colorValue, images } = productMedia[slot]!;
      const nameEn = `${titleEn} ${item.shortEn}`;
      const nameAr = `${item.shortAr} ${titleAr}`;
      const tagNames = plan.tagPicks.map((id) => TAGS[ctx.tagIds.indexOf(id)]!);
      const [product] = await db
        .insert(products)
        .values({
          nameEn,
          nameAr,
          inventoryId: item.id,
          artistId: ctx.artistIds[plan.artistIndex]!,
          artworkId: artwork!.id,
          categoryToSubcategoryId: ctx.linkIds.get(item.subs[0]!) ?? null,
          price,
          oldPrice: plan.discounted[slot] ? price + 1500 : 0,
          randomColor: colorValue,
          printingAreaColor: colorValue,
          mediaId: images[0]!.mediaId,
          randomMediaId: images[0]!.mediaId,
          rank: 1000 - plan.index * 5 - slot,
          purchaseCount: (plan.likes * (slot + 1)) % 97,
          isActive: !(plan.index === 3 && slot === 0),
          searchText: normalizeSearchText(
            [nameEn, nameAr, artist.en, artist.ar, ...tagNames.flatMap((t) => [t.en, t.ar])].join(' '),
          ),
          createdAt: new Date(BASE_DATE + plan.index * 86_400_000 + slot * 60_000),
        })
        .returning({ id: products.id });
      await db
        .insert(productImages)
        .values(images.map((image, rank) => ({ ...image, productId: product!.id, rank })));
      await db.insert(productsTags).values(plan.tagPicks.map((tagId) => ({ productId: product!.id, tagId })));
    }
    created.push({ artworkId: artwork!.id, subject: plan.subject.en, artistIndex: plan.artistIndex });
  }
  return created;
}
