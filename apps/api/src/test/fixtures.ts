import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { artworks, artworkTopics, topics } from '@seed/db/schema/artworks';
import { collectionProducts, collections } from '@seed/db/schema/collections';
import { embroideryIcons } from '@seed/db/schema/embroidery';
import {
  colors,
  colorsToSizes,
  inventories,
  inventoryToCategories,
  sideMockups,
  sides,
  sizes,
} from '@seed/db/schema/inventory';
import { banners, carouselItems } from '@seed/db/schema/marketing';
import { media } from '@seed/db/schema/media';
import { productImages, products, productsTags, tags } from '@seed/db/schema/products';
import { reviews } from '@seed/db/schema/reviews';
import { categories, categoriesToSubcategories, subCategories } from '@seed/db/schema/taxonomy';
import { users } from '@seed/db/schema/users';

// 15 × 20 cm: print files of the tests stay a quarter of a real tee's pixels (renders are most of their time).
const printArea = { x: 100, y: 120, width: 300, height: 400, widthCm: 15 };
const sizeGuide = {
  head: [{ key: 'chest', label: 'Chest', labelAr: 'الصدر' }],
  centimeters: [{ size: 'S', param1: 50, param2: 70 }],
  inches: [{ size: 'S', param1: 19.7, param2: 27.6 }],
};

/**
 * A small catalogue with one visible item of each kind beside hidden ones (inactive, unapproved, from an
 * inactive artist, a shopper's own design), so tests can tell what must and must not be listed.
 */
export async function insertCatalog(db: Db) {
  const image = async (name: string) => {
    const [row] = await db
      .insert(media)
      .values({
        pathname: `${name}.png`,
        filename: `${name}.png`,
        foldersName: 'demo',
        mimeType: 'image/png',
      })
      .returning({ id: media.id });
    return row!.id;
  };
  const one = <T>(rows: T[]) => rows[0]!;

  const [artistUser, hiddenArtistUser, shopper] = await db
    .insert(users)
    .values([
      { email: 'artist@example.com', role: 'ARTIST' },
      { email: 'gone@example.com', role: 'ARTIST' },
      { email: 'shopper@example.com' },
    ])
    .returning({ id: users.id });
  const [artist, hiddenArtist] = await db
    .insert(artists)
    .values([
      { userId: artistUser!.id, subdomain: 'noor', displayNameEn: 'Noor', displayNameAr: 'نور' },
      {
        userId: hiddenArtistUser!.id,
        subdomain: 'gone',
        displayNameEn: 'Gone',
        displayNameAr: 'غائب',
        isActive: false,
      },
    ])
    .returning({ id: artists.id });

  const [topic, hiddenTopic, firstTopic] = await db
    .insert(topics)
    .values([
      { name_en: 'Nature', name_ar: 'طبيعة', order: 2, mediaId: await image('topic') },
      { name_en: 'Hidden', name_ar: 'مخفي', order: 0, isActive: false },
      { name_en: 'Calligraphy', name_ar: 'خط عربي', order: 1 },
    ])
    .returning({ id: topics.id });
  const artwork = (title: string, artistId: number, isApproved = true) => ({
    artistId,
    title,
    titleAr: `عمل ${title}`,
    slug: title.toLowerCase(),
    isApproved,
  });
  const [palm, pending, orphan] = await db
    .insert(artworks)
    .values([
      artwork('Palm', artist!.id),
      artwork('Pending', artist!.id, false),
      artwork('Orphan', hiddenArtist!.id),
    ])
    .returning({ id: artworks.id });
  await db.insert(artworkTopics).values({ artworkId: palm!.id, topicId: topic!.id });

  const [shirts, bags, hiddenCategory] = await db
    .insert(categories)
    .values([
      { nameEn: 'Shirts', nameAr: 'قمصان', rank: 1, mediaId: await image('shirts') },
      { nameEn: 'Bags', nameAr: 'حقائب', rank: 0 },
      { nameEn: 'Hidden', nameAr: 'مخفي', isActive: false },
    ])
    .returning({ id: categories.id });
  const [tees, hiddenSub] = await db
    .insert(subCategories)
    .values([
      { nameEn: 'T-shirts', nameAr: 'تي شيرت', slug: 't-shirts' },
      { nameEn: 'Old', nameAr: 'قديم', slug: 'old', isActive: false },
    ])
    .returning({ id: subCategories.id });
  const [shirtTees] = await db
    .insert(categoriesToSubcategories)
    .values([
      { categoryId: shirts!.id, subCategoryId: tees!.id },
      { categoryId: shirts!.id, subCategoryId: hiddenSub!.id },
      { categoryId: bags!.id, subCategoryId: tees!.id },
    ])
    .returning({ id: categoriesToSubcategories.id });

  const [white, black, red] = await db
    .insert(colors)
    .values([
      { value: '#ffffff', nameEn: 'White', nameAr: 'أبيض' },
      { value: '#000000', nameEn: 'Black', nameAr: 'أسود' },
      { value: '#ff0000', nameEn: 'Red', nameAr: 'أحمر', type: 'TEXT' },
    ])
    .returning({ id: colors.id });
  const [small, medium] = await db
    .insert(sizes)
    .values([
      { label: 'S', rank: 0 },
      { label: 'M', rank: 1 },
    ])
    .returning({ id: sizes.id });
  const blank = { descriptionEn: 'Soft cotton', descriptionAr: 'قطن ناعم', printingType: ['DTG' as const] };
  const [tee, tote, retired] = await db
    .insert(inventories)
    .values([
      {
        ...blank,
        nameEn: 'Tee',
        nameAr: 'تيشيرت',
        price: 5000,
        backPrint: true,
        sizeGuide,
        maxDiagonal: 20,
        mainMediaId: await image('tee'),
      },
      { ...blank, nameEn: 'Tote', nameAr: 'حقيبة', price: 3000, rank: 1, design_request_enabled: true },
      { ...blank, nameEn: 'Retired', nameAr: 'متوقف', price: 1000, isActive: false },
    ])
    .returning({ id: inventories.id });
  await db.insert(colorsToSizes).values([
    { inventoryId: tee!.id, colorId: white!.id, sizeId: small!.id, count: 5 },
    { inventoryId: tee!.id, colorId: white!.id, sizeId: medium!.id, count: 0, surcharge: 500 },
    { inventoryId: tee!.id, colorId: black!.id, sizeId: medium!.id, count: 3 },
    { inventoryId: tote!.id, colorId: black!.id, sizeId: small!.id, count: 9 },
  ]);
  const teeFront = await image('tee-front');
  const [teeFrontSide] = await db
    .insert(sides)
    .values([
      { inventoryId: tee!.id, position: 'FRONT', type: 'FRONT', printArea, mediaId: teeFront },
      { inventoryId: tee!.id, position: 'BACK', type: 'BACK', printArea, rank: 1 },
    ])
    .returning({ id: sides.id });
  // The front in both colours; the back has no picture of its own in any.
  await db.insert(sideMockups).values([
    { sideId: teeFrontSide!.id, colorId: white!.id, mediaId: teeFront },
    { sideId: teeFrontSide!.id, colorId: black!.id, mediaId: await image('tee-front-black') },
  ]);
  await db
    .insert(inventoryToCategories)
    .values({ inventoryId: tee!.id, categoryToSubcategoryId: shirtTees!.id });

  const product = (nameEn: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
    nameEn,
    nameAr: `منتج ${nameEn}`,
    inventoryId: tee!.id,
    artistId: artist!.id,
    artworkId: palm!.id,
    price: 10000,
    searchText: nameEn.toLowerCase(),
    ...extra,
  });
  const rows = await db
    .insert(products)
    .values([
      product('Palm tee', {
        oldPrice: 12000,
        rank: 5,
        categoryToSubcategoryId: shirtTees!.id,
        mediaId: await image('palm'),
      }),
      product('Palm tote', { inventoryId: tote!.id, price: 8000, rank: 4, searchText: 'palm tote نخله' }),
      product('Plain tee', { artworkId: null, artistId: null, rank: 3, purchaseCount: 2 }),
      product('Inactive', { isActive: false }),
      product('Unapproved', { artworkId: pending!.id }),
      product('Orphan', { artworkId: orphan!.id, artistId: hiddenArtist!.id }),
      product('Own design', { ownerUserId: shopper!.id }),
    ])
    .returning({ id: products.id });
  const [palmTee, palmTote, plainTee, inactive, unapproved, orphaned, ownDesign] = rows.map((row) => row.id);
  await db.insert(productImages).values([
    { productId: palmTee!, type: 'FRONT', mediaId: await image('palm-front') },
    { productId: palmTee!, type: 'BACK', mediaId: await image('palm-back'), rank: 1 },
  ]);
  const tag = one(
    await db.insert(tags).values({ nameEn: 'Summer', nameAr: 'صيف', slug: 'summer' }).returning(),
  );
  await db.insert(productsTags).values({ productId: palmTote!, tagId: tag.id });

  await db.insert(carouselItems).values([
    { name: 'Sale', nameAr: 'تخفيضات', forwardingURLWeb: '/sale', mediaWebId: await image('slide') },
    { name: 'Old slide', nameAr: 'قديم', isActive: false },
  ]);
  await db.insert(banners).values([
    { nameEn: 'New in', nameAr: 'وصل حديثا', forwardingURL: 'app://new', mediaId: await image('banner') },
    { nameEn: 'Old banner', nameAr: 'قديم', isActive: false },
  ]);
  await db.insert(embroideryIcons).values([
    { nameEn: 'Star', nameAr: 'نجمة', mediaId: await image('star') },
    { nameEn: 'Old icon', nameAr: 'قديم', isActive: false },
  ]);

  return {
    users: { shopper: shopper!.id },
    topics: { topic: topic!.id, hiddenTopic: hiddenTopic!.id, firstTopic: firstTopic!.id },
    categories: { shirts: shirts!.id, bags: bags!.id, hidden: hiddenCategory!.id, shirtTees: shirtTees!.id },
    colors: { white: white!.id, black: black!.id, red: red!.id },
    inventories: { tee: tee!.id, tote: tote!.id, retired: retired!.id },
    products: { palmTee, palmTote, plainTee, inactive, unapproved, orphaned, ownDesign } as Record<
      string,
      number
    >,
    tag: tag.id,
  };
}

export type Catalog = Awaited<ReturnType<typeof insertCatalog>>;

/**
 * Collections and reviews beside the catalogue: a live collection holding visible and hidden products in its
 * own order, an inactive one, one of a hidden artist; active and inactive reviews.
 */
export async function insertCollectionsAndReviews(db: Db, catalog: Catalog) {
  const { palmTee, palmTote, plainTee, inactive, orphaned } = catalog.products;
  const artistIds = await db.select({ id: artists.id, subdomain: artists.subdomain }).from(artists);
  const artistId = (subdomain: string) => artistIds.find((row) => row.subdomain === subdomain)!.id;
  const [summer, retired, hiddenArtistCollection] = await db
    .insert(collections)
    .values([
      { nameEn: 'Summer picks', nameAr: 'مختارات الصيف', artistId: artistId('noor'), rank: 1 },
      { nameEn: 'Retired', nameAr: 'متوقفة', isActive: false },
      { nameEn: 'Hidden artist', nameAr: 'فنان مخفي', artistId: artistId('gone') },
    ])
    .returning({ id: collections.id });
  // Out of shop order on purpose: the collection's own order must win.
  await db.insert(collectionProducts).values([
    { collectionId: summer!.id, productId: plainTee!, rank: 0 },
    { collectionId: summer!.id, productId: palmTote!, rank: 1 },
    { collectionId: summer!.id, productId: palmTee!, rank: 2 },
    { collectionId: summer!.id, productId: inactive!, rank: 3 },
    { collectionId: summer!.id, productId: orphaned!, rank: 4 },
  ]);
  await db.insert(reviews).values([
    { name: 'Sara', text: 'Lovely print', rating: 5, rank: 1 },
    { name: 'Ali', text: 'Fast delivery', rating: 4, rank: 0 },
    { name: 'Hidden', text: 'Withdrawn', isActive: false },
  ]);
  return {
    collections: { summer: summer!.id, retired: retired!.id, hiddenArtist: hiddenArtistCollection!.id },
  };
}
