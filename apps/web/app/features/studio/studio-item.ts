import type { DesignSide, PrintArea } from '@seed/domain/design';
import type { PrintingType } from '@seed/domain/print-position';

// What the studio page needs of a blank item, in the page's language; built on the server by
// studio-item.server.ts and read by the browser.

export type StudioSide = {
  side: DesignSide;
  area: PrintArea;
  /** The side's mockup per garment colour id; defaultMockup when the API has no picture for a colour. */
  mockups: Record<number, string>;
  defaultMockup: string | null;
  /** The mockup's pixel size, which the print area's coordinates refer to. */
  mockupSize: number;
};

export type StudioVariant = { id: number; colorId: number; sizeId: number; count: number; surcharge: number };

export type StudioItem = {
  id: number;
  name: string;
  /** Blank item price in KWD fils, which the shared price rule works in; the page converts it. */
  priceFils: number;
  printingTypes: PrintingType[];
  backPrint: boolean;
  pocketPrint: boolean;
  minFontSize: number;
  maxFontSize: number;
  minDiagonal: number;
  maxDiagonal: number;
  sides: StudioSide[];
  /** In colorsPosition order. */
  colors: { id: number; value: string; name: string }[];
  /** In sizesPosition order. */
  sizes: { id: number; label: string; labelAr: string | null }[];
  variants: StudioVariant[];
};

export type StudioTextColor = { id: number; value: string; name: string };
export type StudioIcon = { id: number; name: string; url: string };
/** A font the studio offers: its name, its CSS stack, and the files behind the stack's families. */
export type StudioFont = { family: string; stack: string[]; files: { family: string; url: string }[] };

export type StudioOptions = {
  textColors: StudioTextColor[];
  icons: StudioIcon[];
  fonts: StudioFont[];
  gifsEnabled: boolean;
};
