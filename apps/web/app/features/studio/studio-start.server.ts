import type { ReplyOf } from '@seed/contract/endpoint';
import { studio } from '@seed/contract/studio';
import { type DesignSide, sidesOfPosition } from '@seed/domain/design';
import { type ApiClient, ApiError } from '../../lib/api.server';
import { orNotFound } from '../catalog/catalog-id.server';
import type { SavedDesign } from './design-storage';
import { newKey } from './new-layer';
import type { StudioItem } from './studio-item';
import { initialDoc, positionsFor, type StudioAsset, sizeInStock } from './studio-state';

export type StudioStart = ReplyOf<typeof studio.start>;

/** Where the studio starts on product `productId` (a listed one or the shopper's own); else the 404 page. */
export function loadStudioStart(api: Pick<ApiClient, 'call'>, productId: number): Promise<StudioStart> {
  return orNotFound(api.call(studio.start, { params: { id: productId } }));
}

/** Where the studio starts on `id` when it is a product the shopper may open, else null. */
export async function findStudioStart(api: Pick<ApiClient, 'call'>, id: number): Promise<StudioStart | null> {
  try {
    return await api.call(studio.start, { params: { id } });
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
