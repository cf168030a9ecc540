export type CategoryFlags = {
  isForShop?: boolean | null;
  isForCustomization?: boolean | null;
};

// A category with neither flag predates the split between the shop and the customiser, so it belongs to both.
function hasNoFlag(category: CategoryFlags): boolean {
  return !category.isForShop && !category.isForCustomization;
}

export function isShopCategory(category: CategoryFlags): boolean {
  return Boolean(category.isForShop) || hasNoFlag(category);
}

export function isCustomizationCategory(category: CategoryFlags): boolean {
  return Boolean(category.isForCustomization) || hasNoFlag(category);
}
