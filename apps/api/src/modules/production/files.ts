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
import { claimRender, finishRender } from './print-renders';
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

// A full-size print is tens of megabytes of pixels: downloads that render (orders paid before files were
// rendered on the job queue, or a failed file tried again) take turns, one at a time per process.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
}

/** How long a worker or a download holds a file it renders; past it another may take it (its replica died). */
const RENDER_HOLD_SECONDS = 300;

async function renderSide(deps: ProductionDeps, line: PreparedLine, side: DesignSide): Promise<Buffer> {
  const { source } = line;
  if (source.kind === 'catalogue') {
    const area = source.areas.get(side);
    if (!area) throw new Unavailable('NO_PRINT_AREA', { side });
    const image = source.artwork && (await readBestImage(deps.store, source.artwork));
    if (!source.artwork || !image) throw new Unavailable('MISSING_ORIGINAL');
    const isSvg = source.artwork.mimeType === 'image/svg+xml';
    const rendered = await renderArtworkPrint(image, isSvg, area, source.placement);
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

const asUnavailable = (deps: ProductionDeps, error: unknown, line: PreparedLine, side: DesignSide) => {
  if (error instanceof Unavailable) return error;
  deps.log.error({ err: error, lineId: line.id, side }, 'print render failed');
  return new Unavailable('RENDER_FAILED', { side: side.toLowerCase() });
};

/**
 * Renders a file its caller holds (claimRender) into the media store and records it: ready, or failed with
 * the problem (the line flagged with it). Returns the stored file's name, or the problem.
 */
async function renderHeld(
  deps: ProductionDeps,
  line: PreparedLine,
  side: DesignSide,
  render: (work: () => Promise<Buffer>) => Promise<Buffer>,
): Promise<{ pathname: string } | { problem: Unavailable }> {
  try {
    const png = await render(() => renderSide(deps, line, side));
    const pathname = `${randomUUID().replaceAll('-', '')}.png`;
    await deps.store.put(PRODUCTION_FOLDER, pathname, png, 'image/png');
    await keepRenderedFile(deps.db, line.id, { side, pathname });
    await finishRender(deps.db, { lineId: line.id, side }, { state: 'ready' });
    return { pathname };
  } catch (error) {
    const problem = asUnavailable(deps, error, line, side);
    await flagLine(deps.db, line.id, problem.problem, problem.details);
    await finishRender(deps.db, { lineId: line.id, side }, { state: 'failed', problem: problem.problem });
    return { problem };
  }
}

/**
 * The job queue's work for one order: every file of its lines that waits and that no other worker holds,
 * rendered once. Returns how many this call rendered or failed.
 */
export async function renderWaitingFiles(deps: ProductionDeps, lines: PreparedLine[]): Promise<number> {
  let done = 0;
  for (const line of lines) {
    for (const side of line.sides) {
      const file = { lineId: line.id, orderId: line.orderId, side };
      if (!(await claimRender(deps.db, file, RENDER_HOLD_SECONDS, ['waiting']))) continue;
      await renderHeld(deps, line, side, (work) => work());
      done++;
    }
  }
  return done;
}

// A download that finds no file renders it then, unless a worker is making it now.
async function renderOnRequest(deps: ProductionDeps, line: PreparedLine, side: DesignSide) {
  const file = { lineId: line.id, orderId: line.orderId, side };
  if (!(await claimRender(deps.db, file, RENDER_HOLD_SECONDS, ['waiting', 'failed', 'ready']))) {
    throw new DomainError('CONFLICT', `The print file of line ${line.id} is being made`, {
      reason: 'PRINT_FILE_BEING_MADE',
      details: { lineId: line.id, side },
    });
  }
  const made = await renderHeld(deps, line, side, inTurn);
  if ('problem' in made) throw made.problem;
  const rendered = await deps.store.get(PRODUCTION_FOLDER, made.pathname);
  if (!rendered) throw new Unavailable('RENDER_FAILED', { side });
  return rendered;
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
  return stored ?? renderOnRequest(deps, line, side);
}

/**
 * A line's print file for one side: the studio's, or the one the job queue rendered (catalogue artwork,
 * bundle template), or, when there is none yet and no worker is making it, one rendered now and kept. When
 * it cannot be made the line is flagged with the reason and the call is refused with PRINT_FILE_UNAVAILABLE;
 * while a worker makes it, with PRINT_FILE_BEING_MADE: never an empty or missing file in its place.
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
    if (error instanceof DomainError) throw error;
    const problem = asUnavailable(deps, error, line, side);
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
