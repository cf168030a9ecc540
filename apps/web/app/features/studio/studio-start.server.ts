import { type DesignSide, type Layer, sidesOfPosition } from '@seed/domain/design';
import { PrintingTypeSchema, PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { type ApiClient, ApiError } from '../../lib/api.server';
import { orNotFound } from '../catalog/catalog-id.server';
import type { SavedDesign } from './design-storage';
import { newKey } from './new-layer';
import type { StudioItem } from './studio-item';
import { initialDoc, positionsFor, type StudioAsset, sizeInStock } from './studio-state';

// The API checked these layers when it stored or made them; the page only needs their kind to draw them.
const LayerSchema = z
  .looseObject({ kind: z.enum(['image', 'text', 'icon', 'gif']) })
  .transform((layer) => layer as unknown as Layer);

const StartSchema = z.object({
  inventoryId: z.number(),
  printingType: PrintingTypeSchema,
  printPosition: PrintPositionSchema,
  colorId: z.number().nullable(),
  colorsToSizesId: z.number().nullable(),
  sides: z.partialRecord(z.enum(['FRONT', 'BACK', 'POCKET', 'EMBROIDERY']), z.array(LayerSchema)),
  pictures: z.array(
    z.object({
      id: z.number(),
      url: z.object({ large: z.string().nullable() }),
      width: z.number().nullable(),
      ownUpload: z.boolean(),
    }),
  ),
});
export type StudioStart = z.infer<typeof StartSchema>;

/** Where the studio starts on product `productId` (a listed one or the shopper's own); else the 404 page. */
export function loadStudioStart(api: ApiClient, productId: number): Promise<StudioStart> {
  return orNotFound(api.get(`/studio/products/${productId}/start`, StartSchema));
}

/** Where the studio starts on `id` when it is a product the shopper may open, else null. */
export async function findStudioStart(api: ApiClient, id: number): Promise<StudioStart | null> {
  try {
    return await api.get(`/studio/products/${id}/start`, StartSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

type Sides = SavedDesign['doc']['sides'];

// Only the layers on `kept` sides: the others would not print at the position the studio falls back to.
const onSides = (sides: Sides, kept: DesignSide[]): Sides =>
  Object.fromEntries(Object.entries(sides).filter(([side]) => kept.some((k) => k === side)));

/** The editor's starting design from the product's; what the item no longer offers falls back to its default. */
export function startDesign(item: StudioItem, start: StudioStart): SavedDesign {
  const blank = initialDoc(item, start.colorId ?? undefined);
  const offered =
    item.printingTypes.includes(start.printingType) &&
    positionsFor(item, start.printingType).includes(start.printPosition);
  const variant = item.variants.find((v) => v.id === start.colorsToSizesId && v.colorId === blank.colorId);
  const sides = Object.fromEntries(
    Object.entries(start.sides).map(([side, layers]) => [
      side,
      layers.map((layer) => ({ ...layer, key: newKey() })),
    ]),
  ) as Sides;
  const assets: Record<number, StudioAsset> = {};
  for (const picture of start.pictures) {
    if (!picture.url.large) continue;
    assets[picture.id] = {
      url: picture.url.large,
      pixelWidth: picture.width ?? 0,
      ...(picture.ownUpload ? {} : { artwork: true }),
    };
  }
  return {
    doc: offered
      ? {
          printingType: start.printingType,
          printPosition: start.printPosition,
          colorId: blank.colorId,
          sizeId: sizeInStock(item, blank.colorId, variant?.sizeId ?? null),
          sides,
        }
      : { ...blank, sides: onSides(sides, sidesOfPosition(blank.printPosition)) },
    assets,
  };
}
