import { describe, expect, it } from 'vitest';
import { isCustomizationCategory, isShopCategory } from './category';

describe('category kinds', () => {
  it('counts a shop-only category for the shop only', () => {
    const category = { isForShop: true, isForCustomization: false };
    expect(isShopCategory(category)).toBe(true);
    expect(isCustomizationCategory(category)).toBe(false);
  });

  it('counts a customisation-only category for customising only', () => {
    const category = { isForShop: false, isForCustomization: true };
    expect(isShopCategory(category)).toBe(false);
    expect(isCustomizationCategory(category)).toBe(true);
  });

  it('counts a category with both flags for both', () => {
    const category = { isForShop: true, isForCustomization: true };
    expect(isShopCategory(category)).toBe(true);
    expect(isCustomizationCategory(category)).toBe(true);
  });

  it('counts a category with neither flag for both', () => {
    for (const category of [{}, { isForShop: false, isForCustomization: false }, { isForShop: null }]) {
      expect(isShopCategory(category)).toBe(true);
      expect(isCustomizationCategory(category)).toBe(true);
    }
  });
});
