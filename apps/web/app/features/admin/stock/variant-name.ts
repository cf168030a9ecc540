import type { StockVariantSchema } from '@seed/contract/admin-stock';
import type { Locale } from '@seed/domain/locale';
import type { z } from 'zod';

type Variant = z.output<typeof StockVariantSchema>;

/** A variant as staff read it: its blank item, colour and size in the page's language. */
export const variantName = (variant: Variant, locale: Locale) =>
  locale === 'ar'
    ? `${variant.itemNameAr} — ${variant.colorNameAr} — ${variant.sizeLabel}`
    : `${variant.itemNameEn} — ${variant.colorNameEn} — ${variant.sizeLabel}`;
