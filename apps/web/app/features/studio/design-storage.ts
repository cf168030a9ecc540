import type { StudioAsset, StudioDoc } from './studio-state';

// The design survives a trip to sign-in (and a reload) in sessionStorage, one entry per blank item, and
// one per product the studio was opened on (see designStorageKey).
const keyOf = (key: string) => `seed:studio:${key}`;

export const designStorageKey = (inventoryId: number, productId: number | null) =>
  productId === null ? String(inventoryId) : `${inventoryId}:product:${productId}`;

export type SavedDesign = { doc: StudioDoc; assets: Record<number, StudioAsset> };

function isSaved(value: unknown): value is SavedDesign {
  if (typeof value !== 'object' || value === null) return false;
  const { doc, assets } = value as Partial<SavedDesign>;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    typeof doc.colorId === 'number' &&
    typeof doc.printingType === 'string' &&
    typeof doc.printPosition === 'string' &&
    typeof doc.sides === 'object' &&
    typeof assets === 'object'
  );
}

export function loadDesign(key: string): SavedDesign | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(key)) ?? 'null');
    return isSaved(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveDesign(key: string, design: SavedDesign): void {
  try {
    sessionStorage.setItem(keyOf(key), JSON.stringify(design));
  } catch {
    // A full or disabled storage only loses the copy kept for a trip to sign-in.
  }
}

export function forgetDesign(key: string): void {
  try {
    sessionStorage.removeItem(keyOf(key));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
