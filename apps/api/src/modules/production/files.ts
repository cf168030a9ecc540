import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '@seed/db/client';
import type { DesignSide } from '@seed/domain/design';
import { DPI_BLOCK_BELOW } from '@seed/domain/design';
import { DomainError } from '@seed/domain/errors';
import { type PrintFileProblem, printFileName } from '@seed/domain/production';
import { readBestImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import type { FastifyBaseLogger } from 'fastify';
import { renderPrintPng, renderTemplate } from '../templates/render';
import { findTemplate } from '../templates/service';
import { loadTemplatePictures } from '../templates/template-images';
import { renderArtworkPrint } from './render';
import type { PreparedLine } from './sources';
import { flagLine, keepRenderedFile } from './state';

// Rendered print files are production's own: PNGs, which /media never serves (only webp variants).
export const PRODUCTION_FOLDER = 'production-files';

export type ProductionDeps = { db: Db; store: MediaStore; log: FastifyBaseLogger };

export type PrintFile = { name: string; size: number; body: Readable };

class Unavailable extends Error {
  constructor(
    readonly problem: PrintFileProblem,
    readonly details: Record<string, string | number> = {},
  ) {
    super(problem);
  }
}

// A full-size print is tens of megabytes of pixels: one render at a time per process.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
}

async function renderSide(deps: ProductionDeps, line: PreparedLine, side: DesignSide): Promise<Buffer> {
  const { source } = line;
  if (source.kind === 'catalogue') {
    const area = source.areas.get(side);
    if (!area) throw new Unavailable('NO_PRINT_AREA', { side });
    const image = source.artwork && (await readBestImage(deps.store, source.artwork));
    if (!source.artwork || !image) throw new Unavailable('MISSING_ORIGINAL');
    const rendered = await renderArtworkPrint(image, source.artwork.mimeType === 'image/svg+xml', area);
    if ('dpi' in rendered) throw new Unavailable('RESOLUTION_TOO_LOW', { dpi: rendered.dpi, side });
    return rendered.png;
  }
  if (source.kind === 'bundle') {
    const template = await findTemplate(deps.db, source.templateId);
    if (!template) throw new Unavailable('NO_DESIGN', { templateId: source.templateId });
    const { pictures } = await loadTemplatePictures(
      deps,
      template,
      source.values,
      source.ownerUserId,
      'print',
    ).catch((error: unknown) => {
      if (error instanceof DomainError && error.reason === 'DPI_TOO_LOW') {
        throw new Unavailable('RESOLUTION_TOO_LOW', { minDpi: DPI_BLOCK_BELOW });
      }
      if (error instanceof DomainError) throw new Unavailable('MISSING_ORIGINAL');
      throw error;
    });
    return renderPrintPng(renderTemplate(template, source.values, pictures));
  }
  throw new Unavailable('NO_DESIGN');
}

async function renderAndKeep(deps: ProductionDeps, line: PreparedLine, side: DesignSide) {
  const png = await inTurn(() => renderSide(deps, line, side));
  const pathname = `${randomUUID().replaceAll('-', '')}.png`;
  await deps.store.put(PRODUCTION_FOLDER, pathname, png, 'image/png');
  await keepRenderedFile(deps.db, line.id, { side, pathname });
  return pathname;
}

async function openSide(deps: ProductionDeps, line: PreparedLine, side: DesignSide) {
  const { source } = line;
  if (line.blocked && line.flag) throw new Unavailable(line.flag.reason, line.flag.details);
  if (!line.sides.includes(side)) throw new Unavailable('NO_PRINT_AREA', { side });
  if (source.kind === 'studio') {
    const file = source.printFiles.get(side);
    const stored = file && (await deps.store.get(file.foldersName, file.pathname));
    if (!stored) throw new Unavailable('MISSING_PRINT_FILE', { side });
    return stored;
  }
  const kept = line.state?.files.find((file) => file.side === side);
  const stored = kept && (await deps.store.get(PRODUCTION_FOLDER, kept.pathname));
  if (stored) return stored;
  const pathname = await renderAndKeep(deps, line, side);
  const rendered = await deps.store.get(PRODUCTION_FOLDER, pathname);
  if (!rendered) throw new Unavailable('RENDER_FAILED', { side });
  return rendered;
}

/**
 * A line's print file for one side: the studio's, or one rendered on first request (catalogue artwork,
 * bundle template) and kept. When it cannot be made the line is flagged with the reason and the call is
 * refused with PRINT_FILE_UNAVAILABLE: never an empty or missing file in its place.
 */
export async function openPrintFile(
  deps: ProductionDeps,
  line: PreparedLine,
  side: DesignSide,
): Promise<PrintFile> {
  try {
    const stored = await openSide(deps, line, side);
    return { name: printFileName(line, side), size: stored.size, body: stored.body };
  } catch (error) {
    const problem =
      error instanceof Unavailable ? error : new Unavailable('RENDER_FAILED', { side: side.toLowerCase() });
    if (!(error instanceof Unavailable))
      deps.log.error({ err: error, lineId: line.id }, 'print render failed');
    await flagLine(deps.db, line.id, problem.problem, problem.details);
    throw new DomainError(
      'CONFLICT',
      `The print file of line ${line.id} cannot be made: ${problem.problem}`,
      {
        reason: 'PRINT_FILE_UNAVAILABLE',
        details: { problem: problem.problem, lineId: line.id, ...problem.details },
      },
    );
  }
}
