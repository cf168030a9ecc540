import {
  checkSide,
  type Design,
  type DesignIssue,
  type DesignIssueCode,
  DPI_BLOCK_BELOW,
  PRINT_DPI,
  type SideLimits,
  type SizeCm,
  sidesOfPosition,
  type TextLayer,
} from '@seed/domain/design';
import { DomainError, type RefusalOptions } from '@seed/domain/errors';
import type { StudioItem } from './check-item';
import { sideOf } from './check-item';
import type { loadDesignArt } from './design-art';

type Art = Awaited<ReturnType<typeof loadDesignArt>>;
const CM_PER_PIXEL = 2.54 / PRINT_DPI;

// The refusal each blocking issue gives, with the limit its text speaks of; warnings never refuse.
const REFUSALS: Partial<Record<DesignIssueCode, (limits: SideLimits) => RefusalOptions>> = {
  outsidePrintArea: () => ({ reason: 'DESIGN_OUTSIDE_PRINT_AREA' }),
  layerTooSmall: (limits) => ({ reason: 'LAYER_TOO_SMALL', details: { minCm: limits.minDiagonal } }),
  designTooLarge: (limits) => ({ reason: 'DESIGN_TOO_LARGE', details: { maxCm: limits.maxDiagonal } }),
  resolutionTooLow: () => ({ reason: 'DPI_TOO_LOW', details: { minDpi: DPI_BLOCK_BELOW } }),
  fontSizeOutOfRange: (limits) => ({
    reason: 'FONT_SIZE_OUT_OF_RANGE',
    details: { min: limits.minFontSize, max: limits.maxFontSize },
  }),
};

function describe(issue: DesignIssue, limits: SideLimits): string {
  const where = issue.layer === undefined ? issue.side : `${issue.side} layer ${issue.layer + 1}`;
  switch (issue.code) {
    case 'outsidePrintArea':
      return `${where} is outside the print area`;
    case 'layerTooSmall':
      return `${where} is smaller than this item allows (${limits.minDiagonal} cm across)`;
    case 'designTooLarge':
      return `${where}: the design is larger than this item allows (${limits.maxDiagonal} cm across)`;
    case 'resolutionTooLow':
      return `${where}: the image is under 75 DPI at this size; make it smaller or use a larger image`;
    case 'fontSizeOutOfRange':
      return `${where}: the font size must be between ${limits.minFontSize} and ${limits.maxFontSize} pt`;
    default:
      return `${where}: ${issue.code}`;
  }
}

/**
 * The domain's checks on every printed side, with text measured as the server draws it and images at the
 * size of what will be printed. A blocking issue fails the request with every such issue listed.
 */
export function assertPrintable(design: Design, item: StudioItem, art: Art) {
  const problems: { message: string; refusal: RefusalOptions }[] = [];
  for (const side of sidesOfPosition(design.printPosition)) {
    const limits: SideLimits = {
      area: sideOf(item, side).printArea,
      printingType: design.printingType,
      minDiagonal: item.minDiagonal,
      maxDiagonal: item.maxDiagonal,
      minFontSize: item.minFontSize,
      maxFontSize: item.maxFontSize,
    };
    const measure = (layer: TextLayer): SizeCm => {
      const raster = art.texts.get(layer);
      return { width: (raster?.width ?? 0) * CM_PER_PIXEL, height: (raster?.height ?? 0) * CM_PER_PIXEL };
    };
    // A vector image prints sharp at any size, so only rasters have a resolution to check.
    const imageWidth = (mediaId: number) => {
      const picture = art.uploads.get(mediaId);
      return picture && !picture.isSvg ? picture.width : undefined;
    };
    const issues = checkSide(side, design.sides[side] ?? [], limits, measure, imageWidth);
    for (const issue of issues) {
      if (issue.severity !== 'block') continue;
      problems.push({ message: describe(issue, limits), refusal: REFUSALS[issue.code]?.(limits) ?? {} });
    }
  }
  const [first] = problems;
  // Every problem is in the message; the reason names the first, the one a page shows.
  if (first) {
    const message = problems.map((problem) => problem.message).join('; ');
    throw new DomainError('INVALID_DATA', message, first.refusal);
  }
}
