import type { Money } from '@seed/domain/money';
import type { TemplateControl } from '@seed/domain/template-controls';
import type { ImageSources } from '../catalog/image-sources';

// What the bundle pages get: one language, only what they show, built on the server from the API's
// answers (bundle-api.server.ts). Prices are the API's.

export type BundleCardView = {
  id: number;
  name: string;
  image: ImageSources | null;
  discountPercentage: number;
  oldPrice: Money;
  newPrice: Money;
  saving: Money;
  itemCount: number;
};

export type TemplateView = {
  id: number;
  name: string;
  image: ImageSources | null;
  controls: (TemplateControl & { label: string })[];
};

export type BundleVariantView = { id: number; colorId: number; sizeId: number; inStock: boolean };

/** The garment a slot's preview is drawn on: its front mockup per colour and where the print goes. */
export type GarmentView = {
  /** The print area, as fractions of the mockup's width and height. */
  area: { left: number; top: number; width: number; height: number };
  mockups: Record<number, string>;
  defaultMockup: string | null;
};

/** One thing to customise: a unit of one of the bundle's items. */
export type BundleSlotView = {
  index: number;
  inventoryId: number;
  itemName: string;
  image: ImageSources | null;
  price: Money;
  templateIds: number[];
  colors: { id: number; value: string; name: string }[];
  sizes: { id: number; label: string; labelAr: string | null }[];
  variants: BundleVariantView[];
  garment: GarmentView | null;
};

export type BundleView = BundleCardView & {
  items: { name: string; count: number; image: ImageSources | null }[];
  slots: BundleSlotView[];
  templates: TemplateView[];
  /** False when an item is no longer sold or takes no template: the bundle cannot be customised. */
  available: boolean;
};

/** A shopper's choices for one slot, as the form sends them. */
export type SlotChoice = {
  templateId: number | null;
  colorId: number | null;
  sizeId: number | null;
  controls: Record<string, string>;
};

/** A print-resolution issue of a picture in an image control, as the API measured it. */
export type ImageIssueView = { control: string; severity: 'warn' | 'block'; dpi: number };

/** One item's rendered template (an SVG document) and its pictures' issues. */
export type PreviewView = { html: string; imageIssues: ImageIssueView[] };

export type BundleActionResult =
  | { intent: 'preview'; previews: (PreviewView | null)[] }
  // A refusal carries its translated reason; the others are the page's own texts.
  | { intent: 'add'; error: 'refused'; message: string }
  | { intent: 'add'; error: 'chooseVariant'; item: number }
  | { intent: 'add'; error: 'generic' }
  | { intent: 'upload'; error: 'upload'; message: string };
