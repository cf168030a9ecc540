import type { StudioAsset, StudioDoc } from './studio-state';

// The design survives a trip to sign-in (and a reload) in sessionStorage, one entry per blank item.
const keyOf = (inventoryId: number) => `seed:studio:${inventoryId}`;

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

export function loadDesign(inventoryId: number): SavedDesign | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(inventoryId)) ?? 'null');
    return isSaved(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveDesign(inventoryId: number, design: SavedDesign): void {
  try {
    sessionStorage.setItem(keyOf(inventoryId), JSON.stringify(design));
  } catch {
    // A full or disabled storage only loses the copy kept for a trip to sign-in.
  }
}

export function forgetDesign(inventoryId: number): void {
  try {
    sessionStorage.removeItem(keyOf(inventoryId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
