import {
  checkSide,
  type Design,
  type DesignIssue,
  PRINT_DPI,
  type SideLimits,
  type SizeCm,
  sidesOfPosition,
  type TextLayer,
} from '@seed/domain/design';
import { DomainError } from '@seed/domain/errors';
import type { StudioItem } from './check-item';
import { sideOf } from './check-item';
import type { loadDesignArt } from './design-art';

type Art = Awaited<ReturnType<typeof loadDesignArt>>;
const CM_PER_PIXEL = 2.54 / PRINT_DPI;

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
  const problems: string[] = [];
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
    for (const issue of issues) if (issue.severity === 'block') problems.push(describe(issue, limits));
  }
  if (problems.length > 0) throw new DomainError('INVALID_DATA', problems.join('; '));
}
