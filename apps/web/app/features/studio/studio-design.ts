import {
  checkSide,
  type Design,
  type DesignIssue,
  type Layer,
  sidesOfPosition,
  type TextLayer,
} from '@seed/domain/design';
import type { StudioItem } from './studio-item';
import type { StudioAsset, StudioDoc } from './studio-state';
import { measureText } from './text-metrics';

export function variantOf(item: StudioItem, doc: StudioDoc) {
  return item.variants.find((v) => v.colorId === doc.colorId && v.sizeId === doc.sizeId) ?? null;
}

/** The design document the API stores: only the sides the position prints, layers without their keys. */
export function toDesign(item: StudioItem, doc: StudioDoc): Design | null {
  const variant = variantOf(item, doc);
  if (!variant) return null;
  const sides: Design['sides'] = {};
  for (const side of sidesOfPosition(doc.printPosition)) {
    sides[side] = (doc.sides[side] ?? []).map(({ key: _key, ...layer }) => layer as Layer);
  }
  return {
    inventoryId: item.id,
    printingType: doc.printingType,
    printPosition: doc.printPosition,
    colorsToSizesId: variant.id,
    sides,
  };
}

/** What the shared rules find wrong with the sides the position prints (spec: print-quality check). */
export function designIssues(
  item: StudioItem,
  doc: StudioDoc,
  assets: Record<number, StudioAsset>,
): DesignIssue[] {
  return sidesOfPosition(doc.printPosition).flatMap((side) => {
    const area = item.sides.find((s) => s.side === side)?.area;
    if (!area) return [];
    return checkSide(
      side,
      doc.sides[side] ?? [],
      { area, printingType: doc.printingType, ...item },
      (layer: TextLayer) => measureText(layer),
      (mediaId) => assets[mediaId]?.pixelWidth,
    );
  });
}
