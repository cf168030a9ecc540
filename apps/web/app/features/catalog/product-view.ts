import type { Money } from '@seed/domain/money';
import type { PrintPosition } from '@seed/domain/print-position';
import type { ImageSources } from './image-sources';

export type SizeGuideRow = { size: string; param1: number; param2: number };

/** Spec §3's size guide in the page's language: the head columns (which value each shows), then rows. */
export type SizeGuideView = {
  head: { key: 'param1' | 'param2'; label: string }[];
  centimeters: SizeGuideRow[];
  inches: SizeGuideRow[];
};

/** A picture of the product; `id` tells the placeholder image (spec §3) from a real one. */
export type ProductImage = { id: number; sources: ImageSources | null };

/** A colour and size on the product page; either may be missing when nothing is in stock. */
export type VariantChoice = { colorId: number | null; sizeId: number | null };

export type ProductVariant = { id: number; colorId: number; sizeId: number; count: number; surcharge: Money };

/** What the product page shows, in the page's language (built by product-detail.server.ts). */
export type ProductView = {
  id: number;
  name: string;
  /** The blank item it is printed on (the studio opens on it), and that item's description. */
  inventoryId: number;
  itemName: string;
  description: string;
  artworkDescription: string | null;
  price: Money;
  oldPrice: Money | null;
  /** One picture per print position on offer, FRONT first. */
  images: { position: PrintPosition; image: ProductImage | null }[];
  /** The print position the page opens on. */
  initialPosition: PrintPosition;
  colors: { id: number; value: string; name: string }[];
  sizes: { id: number; label: string; labelAr: string | null }[];
  variants: ProductVariant[];
  colorsPosition: number[];
  sizesPosition: number[];
  /** The colour and size the page opens on; the pictures show that colour. */
  opening: VariantChoice;
  sizeGuide: SizeGuideView | null;
  artist: { id: number; name: string } | null;
  artwork: { id: number; title: string } | null;
  inStock: boolean;
  /** A line or two for search results and link previews. */
  summary: string;
  shareImage: string | null;
  artworkId: number | null;
  categoryToSubcategoryId: number | null;
};
