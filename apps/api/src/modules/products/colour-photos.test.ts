import { artworks } from '@seed/db/schema/artworks';
import { colorsToSizes, sideMockups, sides } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { productImages, products as productRows } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { readVariant } from '@seed/media/read-image';
import { saveImage } from '@seed/media/save-image';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

type Rgb = { r: number; g: number; b: number };
const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };
const ART = { r: 220, g: 30, b: 60 };
type Image = {
  type: string;
  colorId: number | null;
  media: { id: number; pathname: string; foldersName: string };
};

describe.each(testDatabaseKinds())('a shop product’s photos in the shopper’s colour on %s', (kind) => {
  const t = useCatalogApi(kind);
  const store = () => new FolderStore(t.api.mediaDir);

  async function stored(colour: Rgb, size: number) {
    const png = await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const saved = await saveImage(store(), png, { folder: 'demo', originalName: 'picture.png' });
    const [row] = await t.api.db.insert(media).values(saved).returning({ id: media.id });
    return row!.id;
  }

  // The fixture's rows name pictures that are not stored: these are real ones, garments 800 px wide with
  // the print area at (100, 120) 300 × 400, and a red artwork.
  async function realPictures() {
    const { db } = t.api;
    const { colors, inventories, products } = t.catalog;
    const [front] = await db
      .select({ id: sides.id })
      .from(sides)
      .where(and(eq(sides.inventoryId, inventories.tee), eq(sides.position, 'FRONT')));
    for (const [colorId, colour] of [
      [colors.white, WHITE],
      [colors.black, BLACK],
    ] as const) {
      await db
        .update(sideMockups)
        .set({ mediaId: await stored(colour, 800) })
        .where(and(eq(sideMockups.sideId, front!.id), eq(sideMockups.colorId, colorId)));
    }
    const [palm] = await db
      .select({ artworkId: artworks.id })
      .from(artworks)
      .where(eq(artworks.slug, 'palm'));
    await db
      .update(artworks)
      .set({ mediaId: await stored(ART, 300) })
      .where(eq(artworks.id, palm!.artworkId));
    return products.palmTee!;
  }

  async function pixel(image: Image['media'], x: number, y: number): Promise<Rgb> {
    const bytes = await readVariant(store(), image, 'large');
    const { data } = await sharp(bytes!)
      .extract({ left: x, top: y, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { r: data[0]!, g: data[1]!, b: data[2]! };
  }
  const near = (a: Rgb, b: Rgb) => Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 40;

  const images = async (url: string): Promise<Image[]> => (await t.get(url)).json().productImages;

  it('draws the artwork on the chosen colour’s garment once, and shows it from then on', async () => {
    const palmTee = await realPictures();
    const { black } = t.catalog.colors;
    const url = `/api/products/${palmTee}?colorId=${black}`;
    // Two shoppers at once still make one photo.
    await Promise.all([t.get(url), t.get(url)]);
    const inBlack = (await images(url)).filter((image) => image.colorId === black);
    expect(inBlack.map((image) => image.type)).toEqual(['FRONT']);
    const photo = inBlack[0]!.media;
    expect(near(await pixel(photo, 10, 10), BLACK)).toBe(true);
    // The artwork sits in the print area's middle.
    expect(near(await pixel(photo, 250, 320), ART)).toBe(true);
    // The back has no mockup in black: it is not drawn.
    expect(inBlack.some((image) => image.type === 'BACK')).toBe(false);
  });

  it('leaves a colour outside the blank item, and a product without an artwork, as they were', async () => {
    const { products, colors } = t.catalog;
    const before = await t.api.db.select().from(productImages);
    expect((await t.get(`/api/products/${products.palmTee}?colorId=${colors.red}`)).statusCode).toBe(200);
    expect((await t.get(`/api/products/${products.plainTee}?colorId=${colors.black}`)).statusCode).toBe(200);
    expect(await t.api.db.select().from(productImages)).toHaveLength(before.length);
    expect((await t.get(`/api/products/${products.palmTee}?colorId=abc`)).statusCode).toBe(400);
  });

  it('draws nothing for a product the shopper may not open', async () => {
    const palmTee = await realPictures();
    const { white } = t.catalog.colors;
    const drawnInWhite = () =>
      t.api.db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, palmTee), eq(productImages.colorId, white)));
    await t.api.db.update(productRows).set({ isActive: false }).where(eq(productRows.id, palmTee));
    try {
      const reply = await t.get(`/api/products/${palmTee}?colorId=${white}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().reason).toBe('PRODUCT_NOT_LISTED');
      expect(await drawnInWhite()).toEqual([]);
    } finally {
      await t.api.db.update(productRows).set({ isActive: true }).where(eq(productRows.id, palmTee));
    }
  });

  it('gives a cart line the photo in its own colour', async () => {
    const { products, colors, inventories } = t.catalog;
    const [white] = await t.api.db
      .select({ id: colorsToSizes.id })
      .from(colorsToSizes)
      .where(and(eq(colorsToSizes.inventoryId, inventories.tee), eq(colorsToSizes.colorId, colors.white)));
    const reply = await t.api.app.inject({
      method: 'POST',
      url: '/api/carts/products/to/guest_bag_items',
      payload: {
        products: [
          {
            id: 1,
            productId: products.palmTee,
            colorsToSizesId: white!.id,
            count: 1,
            printPosition: 'FRONT',
          },
        ],
      },
    });
    expect(reply.statusCode).toBe(200);
    const line = reply.json().bags[0];
    const inWhite = (await images(`/api/products/${products.palmTee}`)).find(
      (image) => image.colorId === colors.white,
    );
    expect(line.media.id).toBe(inWhite!.media.id);
    expect(near(await pixel(inWhite!.media, 10, 10), WHITE)).toBe(true);
  });
});
