import type { Currency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { toMedia } from '../../http/media';
import type { findInventory, listInventories, variantsOf } from './service';

/** What turns stored rows into a reply: the caller's currency and the base of image URLs. */
export type Presentation = { currency: Currency; mediaBase: string };

type Variant = Awaited<ReturnType<typeof variantsOf>>[number];
type Inventory = NonNullable<Awaited<ReturnType<typeof findInventory>>>;
type InventorySummary = Awaited<ReturnType<typeof listInventories>>['items'][number];

function presentVariant(variant: Variant, { currency }: Presentation) {
  return { ...variant, surcharge: convertFils(variant.surcharge, currency) };
}

export function presentInventorySummary(row: InventorySummary, p: Presentation) {
  return {
    ...row,
    price: convertFils(row.price, p.currency),
    mainMedia: toMedia(row.mainMedia, p.mediaBase),
    mainMediaLifeStyle: toMedia(row.mainMediaLifeStyle, p.mediaBase),
  };
}

export function presentInventory(row: Inventory, p: Presentation) {
  return {
    ...row,
    price: convertFils(row.price, p.currency),
    mainMedia: toMedia(row.mainMedia, p.mediaBase),
    mainMediaLifeStyle: toMedia(row.mainMediaLifeStyle, p.mediaBase),
    media: row.media.map((side) => ({
      ...side,
      media: toMedia(side.media, p.mediaBase),
      mockups: side.mockups.map((mockup) => ({
        colorId: mockup.colorId,
        media: toMedia(mockup.media, p.mediaBase)!,
      })),
    })),
    colorsToSizes: row.colorsToSizes.map((variant) => presentVariant(variant, p)),
  };
}
