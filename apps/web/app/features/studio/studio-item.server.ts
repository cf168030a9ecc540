import { embroidery } from '@seed/contract/embroidery';
import type { ReplyOf } from '@seed/contract/endpoint';
import { InventorySchema, inventory as inventoryApi } from '@seed/contract/inventory';
import { studio } from '@seed/contract/studio';
import { DESIGN_SIDES, type DesignSide } from '@seed/domain/design';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { orNotFound } from '../catalog/catalog-id.server';
import type { StudioItem, StudioOptions, StudioSide } from './studio-item';

/** A side's print area as `inventory/{id}` sends it (the mockup's pixels and the printed width). */
export const PrintAreaSchema = InventorySchema.shape.media.element.shape.printArea;

// Mockups are drawn on a square of this many pixels; print areas are given in its coordinates.
const MOCKUP_SIZE = 800;

type Inventory = ReplyOf<typeof inventoryApi.byId>;

const isDesignSide = (value: string): value is DesignSide => DESIGN_SIDES.some((side) => side === value);

function toSides(inventory: Inventory): StudioSide[] {
  return inventory.media.flatMap((side) => {
    if (!isDesignSide(side.position)) return [];
    const mockups: Record<number, string> = {};
    for (const mockup of side.mockups) {
      if (mockup.media.url.large) mockups[mockup.colorId] = mockup.media.url.large;
    }
    return [
      {
        side: side.position,
        area: side.printArea,
        mockups,
        defaultMockup: side.media?.url.large ?? null,
        mockupSize: MOCKUP_SIZE,
      },
    ];
  });
}

function ordered<T extends { id: number }>(items: T[], order: number[]): T[] {
  const rank = (id: number) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return [...items].sort((a, b) => rank(a.id) - rank(b.id));
}

function toItem(inventory: Inventory, locale: Locale): StudioItem {
  const name = (names: { nameEn: string; nameAr: string }) => (locale === 'ar' ? names.nameAr : names.nameEn);
  const colors = new Map<number, StudioItem['colors'][number]>();
  const sizes = new Map<number, StudioItem['sizes'][number]>();
  for (const variant of inventory.colorsToSizes) {
    colors.set(variant.colorId, {
      id: variant.colorId,
      value: variant.color.value,
      name: name(variant.color),
    });
    sizes.set(variant.sizeId, {
      id: variant.sizeId,
      label: variant.size.label,
      labelAr: variant.size.labelAr,
    });
  }
  return {
    id: inventory.id,
    name: name(inventory),
    priceFils: inventory.price.amount,
    backPrint: inventory.backPrint,
    pocketPrint: inventory.pocketPrint,
    printingTypes: inventory.printingType,
    minFontSize: inventory.minFontSize,
    maxFontSize: inventory.maxFontSize,
    minDiagonal: inventory.minDiagonal,
    maxDiagonal: inventory.maxDiagonal,
    sides: toSides(inventory),
    colors: ordered([...colors.values()], inventory.colorsPosition),
    sizes: ordered([...sizes.values()], inventory.sizesPosition),
    variants: inventory.colorsToSizes.map((variant) => ({
      id: variant.id,
      colorId: variant.colorId,
      sizeId: variant.sizeId,
      count: variant.count,
      surcharge: variant.surcharge.amount,
    })),
  };
}

// An optional part of the studio (fonts beyond the page's own, GIFs) that fails leaves the studio usable.
async function optional<T>(request: Promise<T>, fallback: T, report: (error: unknown) => void): Promise<T> {
  try {
    return await request;
  } catch (error) {
    report(error);
    return fallback;
  }
}

/**
 * The blank item (prices in KWD fils, which the shared price rule works in; the page converts them for
 * display) and the studio's options. An unknown item is the 404 page.
 */
export async function loadStudio(
  api: Pick<ApiClient, 'call'>,
  locale: Locale,
  inventoryId: number,
  report: (error: unknown) => void,
): Promise<{ item: StudioItem; options: StudioOptions }> {
  const name = (names: { nameEn: string; nameAr: string }) => (locale === 'ar' ? names.nameAr : names.nameEn);
  const [inventory, textColors, icons, fonts, gifs] = await Promise.all([
    orNotFound(api.call(inventoryApi.byId, { params: { id: inventoryId }, query: { currency: 'KWD' } })),
    api.call(inventoryApi.colors, { query: { type: 'TEXT' } }),
    optional(api.call(embroidery.icons), [], report),
    optional(api.call(studio.fonts), { fonts: [] }, report),
    // Without a query the GIF search only says whether it is on.
    optional(api.call(studio.gifs), { enabled: false, gifs: [] }, report),
  ]);
  return {
    item: toItem(inventory, locale),
    options: {
      textColors: textColors.map((color) => ({ id: color.id, value: color.value, name: name(color) })),
      icons: icons.flatMap((icon) =>
        icon.media?.url.large ? [{ id: icon.id, name: name(icon), url: icon.media.url.large }] : [],
      ),
      fonts: fonts.fonts,
      gifsEnabled: gifs.enabled,
    },
  };
}
