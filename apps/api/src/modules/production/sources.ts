import type { Db } from '@seed/db/client';
import { type ArtworkPlacement, CENTRED } from '@seed/domain/artwork-placement';
import { DESIGN_SIDES, type DesignSide, type PrintArea, sidesOfPosition } from '@seed/domain/design';
import { PRINTING_TYPES, type PrintingType } from '@seed/domain/print-position';
import {
  artworkPrintFit,
  lineTechnique,
  type PrintFileProblem,
  printFileName,
} from '@seed/domain/production';
import { z } from 'zod';
import { findArtworkImages } from '../artworks/print-originals';
import { findPrintItems } from '../inventory/print-items';
import { findMediaRows } from '../media/service';
import type { ProductionLineRow } from '../orders/production-lines';
import { findPrintSources } from '../products/print-sources';
import { findLineStates, type LineState } from './state';

// What the studio and bundles store in products.design (studio/create-product.ts, bundles/designs.ts); read
// loosely, so a design stored before a field existed is told apart rather than thrown at.
const StudioDesignSchema = z.object({
  printingType: z.enum(PRINTING_TYPES),
  printFiles: z.partialRecord(z.enum(DESIGN_SIDES), z.number().int()),
});
const BundleDesignSchema = z.object({
  kind: z.literal('bundle-template'),
  templateId: z.number().int(),
  values: z.record(z.string(), z.string()),
});

type MediaRow = { id: number; pathname: string; filename: string; foldersName: string };
type ArtworkImage = MediaRow & { width: number | null; height: number | null; mimeType: string };

export type LineSource =
  | { kind: 'studio'; printFiles: Map<DesignSide, MediaRow> }
  | { kind: 'bundle'; templateId: number; values: Record<string, string>; ownerUserId: number }
  | {
      kind: 'catalogue';
      artwork: ArtworkImage | null;
      placement: ArtworkPlacement;
      areas: Map<DesignSide, PrintArea>;
    }
  | { kind: 'unknown' };

export type Flag = { reason: PrintFileProblem; details: Record<string, string | number>; at: Date | null };

export type PreparedLine = ProductionLineRow & {
  inventoryId: number;
  item: { id: number; nameEn: string; nameAr: string };
  technique: PrintingType;
  sides: DesignSide[];
  source: LineSource;
  state: LineState | null;
  /** A problem seen without rendering (nothing to print from), else the last render's. */
  flag: Flag | null;
  /** Only a problem seen without rendering: a render's flag may be gone once someone fixed its cause. */
  blocked: boolean;
};

const flagOf = (reason: PrintFileProblem, details: Record<string, string | number> = {}): Flag => ({
  reason,
  details,
  at: null,
});

function sourceOf(
  row: ProductionLineRow,
  product: Awaited<ReturnType<typeof findPrintSources>>[number] | undefined,
  found: {
    studioFiles: Map<number, MediaRow>;
    artworks: Map<number, { media: ArtworkImage | null; placement: ArtworkPlacement | null }>;
  },
  areas: Map<string, PrintArea>,
): LineSource {
  if (!product) return { kind: 'unknown' };
  const studio = StudioDesignSchema.safeParse(product.design);
  if (studio.success) {
    const printFiles = new Map<DesignSide, MediaRow>();
    for (const side of DESIGN_SIDES) {
      const id = studio.data.printFiles[side];
      const file = id === undefined ? undefined : found.studioFiles.get(id);
      if (file) printFiles.set(side, file);
    }
    return { kind: 'studio', printFiles };
  }
  const bundle = BundleDesignSchema.safeParse(product.design);
  if (bundle.success) {
    const { templateId, values } = bundle.data;
    return { kind: 'bundle', templateId, values, ownerUserId: product.ownerUserId ?? row.userId };
  }
  if (product.artworkId === null) return { kind: 'unknown' };
  const sideAreas = new Map<DesignSide, PrintArea>();
  for (const side of sidesOfPosition(row.printPosition)) {
    const area = areas.get(side);
    if (area) sideAreas.set(side, area);
  }
  const artwork = found.artworks.get(product.artworkId);
  return {
    kind: 'catalogue',
    artwork: artwork?.media ?? null,
    // The artist's position and size within the print area, on whichever side the shopper chose.
    placement: artwork?.placement ?? CENTRED,
    areas: sideAreas,
  };
}

function sidesOf(source: LineSource, row: ProductionLineRow, design: unknown): DesignSide[] {
  if (source.kind === 'bundle') return ['FRONT'];
  if (source.kind === 'studio') {
    const parsed = StudioDesignSchema.safeParse(design);
    return parsed.success ? DESIGN_SIDES.filter((side) => side in parsed.data.printFiles) : [];
  }
  return source.kind === 'catalogue' ? sidesOfPosition(row.printPosition) : [];
}

// Problems a look at the records shows: nothing to print from. Resolution is checked on the stored size
// here and again on the pixels when rendering, since an old image may have only its large variant kept.
function seenProblem(source: LineSource, sides: DesignSide[]): Flag | null {
  if (source.kind === 'unknown' || sides.length === 0) return flagOf('NO_DESIGN');
  if (source.kind === 'studio') {
    const missing = sides.find((side) => !source.printFiles.has(side));
    return missing ? flagOf('MISSING_PRINT_FILE', { side: missing }) : null;
  }
  if (source.kind !== 'catalogue') return null;
  const { artwork } = source;
  if (!artwork) return flagOf('MISSING_ORIGINAL');
  for (const side of sides) {
    const area = source.areas.get(side);
    if (!area) return flagOf('NO_PRINT_AREA', { side });
    // A drawing (SVG) is rasterised at whatever size the print needs.
    if (artwork.mimeType === 'image/svg+xml' || !artwork.width || !artwork.height) continue;
    const fit = artworkPrintFit({ width: artwork.width, height: artwork.height }, area, source.placement);
    if (!fit.printable) return flagOf('RESOLUTION_TOO_LOW', { dpi: Math.round(fit.dpi), side });
  }
  return null;
}

function studioMediaIds(design: unknown): number[] {
  const parsed = StudioDesignSchema.safeParse(design);
  return parsed.success ? Object.values(parsed.data.printFiles) : [];
}

/**
 * Each line with where its print file comes from, its technique and blank item, what production recorded
 * of it, and the problem that keeps its print file from being made, if any.
 */
export async function prepareLines(db: Db, rows: ProductionLineRow[]): Promise<PreparedLine[]> {
  const productIds = [...new Set(rows.flatMap((row) => row.productId ?? []))];
  const products = new Map((await findPrintSources(db, productIds)).map((p) => [p.id, p]));
  const inventoryIds = [
    ...new Set(rows.flatMap((row) => row.inventoryId ?? products.get(row.productId ?? 0)?.inventoryId ?? [])),
  ];
  const artworkIds = [...new Set([...products.values()].flatMap((p) => p.artworkId ?? []))];
  const [items, artworkRows, studioRows, states] = await Promise.all([
    findPrintItems(db, inventoryIds),
    findArtworkImages(db, artworkIds),
    findMediaRows(
      db,
      [...products.values()].flatMap((p) => studioMediaIds(p.design)),
    ),
    findLineStates(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  const found = {
    studioFiles: new Map(studioRows.map((file) => [file.id, file])),
    artworks: new Map(artworkRows.map((row) => [row.id, row])),
  };
  return rows.map((row) => {
    const product = products.get(row.productId ?? 0);
    const inventoryId = row.inventoryId ?? product?.inventoryId ?? 0;
    const item = itemById.get(inventoryId);
    const source = sourceOf(row, product, found, item?.areas ?? new Map());
    const sides = sidesOf(source, row, product?.design);
    const seen = seenProblem(source, sides);
    const state = states.get(row.id) ?? null;
    const recorded: Flag | null = state?.flagReason
      ? {
          reason: state.flagReason as PrintFileProblem,
          details: state.flagDetails ?? {},
          at: state.flaggedAt,
        }
      : null;
    const studio = StudioDesignSchema.safeParse(product?.design);
    return {
      ...row,
      inventoryId,
      item: { id: inventoryId, nameEn: item?.nameEn ?? row.nameEn, nameAr: item?.nameAr ?? row.nameAr },
      technique: lineTechnique(studio.success ? studio.data.printingType : null, item?.printingType ?? []),
      sides,
      source,
      state,
      flag: seen ?? recorded,
      blocked: seen !== null,
    };
  });
}

export const printFileUrl = (lineId: number, side: DesignSide) =>
  `/api/admin/production/lines/${lineId}/print-file?side=${side}`;

/**
 * Where a file stands: ready (the studio's, or rendered), being made on the job queue, failed (the line's
 * flag says why; a download tries again), or made when first downloaded (an order paid before files were
 * rendered on the queue).
 */
export type FileState = 'ready' | 'making' | 'failed' | 'onDownload';

export const fileRefs = (line: PreparedLine, stateOf: (side: DesignSide) => FileState) =>
  line.blocked
    ? []
    : line.sides.map((side) => ({
        side,
        name: printFileName(line, side),
        url: printFileUrl(line.id, side),
        state: stateOf(side),
      }));
