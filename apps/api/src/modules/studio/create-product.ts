import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { type Design, type DesignSide, designProductPrice, sidesOfPosition } from '@seed/domain/design';
import { deleteImage, readBestImage, type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import type { GifSearch } from '../../adapters/gif-search/gif-search';
import { addToBag } from '../cart/service';
import { createOwnedProducts } from '../products/owned-products';
import { loadItemFor, type StudioItem, sideOf } from './check-item';
import { loadDesignArt, mediaRows } from './design-art';
import { assertPrintable } from './design-issues';
import type { StudioFont } from './fonts';
import { deletePrintFile, type StoredPrintFile, storePrintFile } from './print-files';
import { renderMockup } from './render-mockup';
import { renderPrintFile } from './render-print';

export type StudioDeps = { db: Db; store: MediaStore; gifSearch: GifSearch; fonts: StudioFont[] };

/** What a studio product keeps in `products.design`: the design, and its print files' media ids. */
export type StoredDesign = Design & { printFiles: Partial<Record<DesignSide, number>> };

type Rendered = { printFiles: StoredPrintFile[]; mockups: { side: DesignSide; image: SavedImage }[] };

// Full-size sides take tens of megabytes of pixels each: one design renders at a time per process.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
}

async function removeFiles(store: MediaStore, rendered: Rendered) {
  await Promise.allSettled([
    ...rendered.printFiles.map((file) => deletePrintFile(store, file)),
    ...rendered.mockups.map(({ image }) => deleteImage(store, image)),
  ]);
}

async function render(
  deps: StudioDeps,
  item: StudioItem,
  colorId: number,
  design: Design,
  ownerUserId: number,
) {
  const art = await loadDesignArt(deps, ownerUserId, design);
  assertPrintable(design, item, art);
  const rendered: Rendered = { printFiles: [], mockups: [] };
  try {
    for (const side of sidesOfPosition(design.printPosition)) {
      const itemSide = sideOf(item, side);
      const file = await renderPrintFile(itemSide.printArea, design.sides[side] ?? [], art);
      rendered.printFiles.push(await storePrintFile(deps.store, side, file));
      // The garment in the chosen colour; the side's own picture for a colour without one.
      const garment = itemSide.mockups.find((mockup) => mockup.colorId === colorId)?.media ?? itemSide.media;
      const [mockupRow] = await mediaRows(deps.db, garment ? [garment.id] : []);
      const mockup = mockupRow ? await readBestImage(deps.store, mockupRow) : null;
      const png = await renderMockup(mockup, mockupRow?.width ?? 800, itemSide.printArea, file.png);
      const image = await saveImage(deps.store, png, { folder: 'studio', originalName: `${side}.png` });
      rendered.mockups.push({ side, image });
    }
    return rendered;
  } catch (error) {
    await removeFiles(deps.store, rendered);
    throw error;
  }
}

type CreateOptions = { addToCart?: { count: number } };

/**
 * Creates a shopper's own product from a studio design: checks it against the item (technique, position,
 * variant in stock, layers inside the print area, sizes, resolution, media owned by `ownerUserId`),
 * renders a 300 DPI print file and a mockup per side, and records product, images and (when asked) the
 * cart line in one transaction. Nothing is left behind when any step fails.
 */
export async function createUserProduct(
  deps: StudioDeps,
  ownerUserId: number,
  design: Design,
  options: CreateOptions = {},
) {
  const { item, variant } = await loadItemFor(deps.db, design);
  const rendered = await inTurn(() => render(deps, item, variant.colorId, design, ownerUserId));
  try {
    return await deps.db.transaction(async (tx) => {
      const printRows = await tx
        .insert(media)
        .values(
          rendered.printFiles.map((file) => ({
            pathname: file.pathname,
            filename: file.filename,
            foldersName: 'print-files',
            mimeType: 'image/png',
            width: file.width,
            height: file.height,
            ownerUserId,
          })),
        )
        .returning({ id: media.id });
      const mockupRows = await tx
        .insert(media)
        .values(rendered.mockups.map(({ image }) => ({ ...image, ownerUserId })))
        .returning({ id: media.id });
      const printFiles = rendered.printFiles.flatMap((file, i) => {
        const row = printRows[i];
        return row ? [{ ...file, mediaId: row.id }] : [];
      });
      const stored: StoredDesign = {
        ...design,
        printFiles: Object.fromEntries(printFiles.map((file) => [file.side, file.mediaId])),
      };
      const pictures = rendered.mockups.flatMap(({ side }, rank) => {
        const row = mockupRows[rank];
        return row ? [{ side, mediaId: row.id }] : [];
      });
      const [productId] = await createOwnedProducts(tx, { userId: ownerUserId }, [
        {
          nameEn: `${item.nameEn}: your design`,
          nameAr: `${item.nameAr}: تصميمك`,
          inventoryId: item.id,
          price: designProductPrice({
            inventoryPrice: item.price,
            printingType: design.printingType,
            printPosition: design.printPosition,
          }),
          color: { id: variant.color.id, value: variant.color.value },
          pictures,
          printPosition: design.printPosition,
          design: stored,
        },
      ]);
      if (productId === undefined) throw new Error('The product row was not written');
      const line = options.addToCart && {
        productId,
        colorsToSizesId: variant.id,
        count: options.addToCart.count,
        printPosition: design.printPosition,
      };
      const [lineId] = line
        ? await addToBag(tx, ownerUserId, [{ ...line, bundleId: null, uniqueKey: null }])
        : [];
      return {
        productId,
        printFiles,
        cartLine: line && lineId !== undefined ? { id: lineId, ...line } : undefined,
      };
    });
  } catch (error) {
    await removeFiles(deps.store, rendered);
    throw error;
  }
}
