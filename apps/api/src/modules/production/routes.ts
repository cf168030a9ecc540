import { production } from '@seed/contract/production';
import { DomainError } from '@seed/domain/errors';
import { PRODUCTION_STATUSES } from '@seed/domain/production';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../http/cache-invalidation';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import type { JobQueue } from '../../jobs/job-queue';
import { findProductionLines } from '../orders/production-lines';
import { openPrintFile, type PrintFile, type ProductionDeps } from './files';
import { markPrinted, unmarkPrinted } from './marks';
import { printFileJobs } from './print-jobs';
import { orderProduction, productionQueue } from './queue';
import { type PreparedLine, prepareLines } from './sources';
import { textEntry, type ZipEntry, zipStream } from './zip';

type Flagged = { line: PreparedLine; problem: string };

/** Print files rendered on the job queue, whose workers this process runs; without it none is queued. */
type PrintFileOptions = { jobs: JobQueue; concurrency: number; changes?: ChangeFeed };

// Every file of the group that can be made, rendered first if need be; a line that cannot is flagged (by
// openPrintFile) and named in flagged.txt, and one a worker is making now in waiting.txt, so the printer
// sees what the ZIP is missing.
async function groupFiles(deps: ProductionDeps, lines: PreparedLine[]) {
  const files: PrintFile[] = [];
  const flagged: Flagged[] = [];
  const making: Flagged[] = [];
  for (const line of lines) {
    if (line.blocked && line.flag) {
      flagged.push({ line, problem: line.flag.reason });
      continue;
    }
    for (const side of line.sides) {
      try {
        files.push(await openPrintFile(deps, line, side));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.reason === 'PRINT_FILE_BEING_MADE') making.push({ line, problem: side });
        else if (error.reason === 'PRINT_FILE_UNAVAILABLE') {
          flagged.push({ line, problem: String(error.details?.problem) });
        } else throw error;
      }
    }
  }
  return { files, flagged, making };
}

const flaggedText = (flagged: Flagged[]) =>
  `${flagged
    .map(({ line, problem }) => `order ${line.orderId}\tline ${line.id}\t${line.nameEn}\t${problem}`)
    .join('\r\n')}\r\n`;

export async function productionRoutes(
  app: FastifyInstance,
  options: ModuleOptions & { store: MediaStore; printFiles?: PrintFileOptions },
) {
  const { db, store, mediaBase, printFiles } = options;
  const deps: ProductionDeps = { db, store, log: app.log };
  if (printFiles) {
    const stopListening = printFileJobs(deps, printFiles);
    app.addHook('onClose', async () => stopListening());
  }

  serve(app, production.queue, async () => productionQueue(db, mediaBase));

  serve(app, production.printFile, async (request, reply) => {
    const [line] = await prepareLines(db, await findProductionLines(db, { lineIds: [request.params.id] }));
    if (!line) {
      throw new DomainError('NOT_FOUND', `Order line ${request.params.id} not found`, {
        reason: 'PRODUCTION_LINE_NOT_FOUND',
      });
    }
    const file = await openPrintFile(deps, line, request.query.side ?? line.sides[0] ?? 'FRONT');
    return reply
      .type('image/png')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('content-length', file.size)
      .send(file.body);
  });

  serve(app, production.groupZip, async (request, reply) => {
    const { technique, inventoryId } = request.params;
    const lines = (
      await prepareLines(db, await findProductionLines(db, { statuses: PRODUCTION_STATUSES }))
    ).filter(
      (line) => line.technique === technique && line.inventoryId === inventoryId && !line.state?.printedAt,
    );
    if (lines.length === 0) {
      throw new DomainError('CONFLICT', 'No line of this group waits to be printed', {
        reason: 'PRODUCTION_GROUP_EMPTY',
      });
    }
    const { files, flagged, making } = await groupFiles(deps, lines);
    const entries: ZipEntry[] = files.map((file) => ({ name: file.name, body: file.body }));
    if (flagged.length > 0) entries.push(textEntry('flagged.txt', flaggedText(flagged)));
    if (making.length > 0) entries.push(textEntry('waiting.txt', flaggedText(making)));
    const name = `production-${technique.toLowerCase()}-${inventoryId}.zip`;
    return reply
      .type('application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(zipStream(entries));
  });

  serve(app, production.markPrinted, async (request) =>
    markPrinted(db, { ...request.body, staffId: request.user.id, requestId: request.id }),
  );

  serve(app, production.unmarkPrinted, async (request) =>
    unmarkPrinted(db, { ...request.body, staffId: request.user.id, requestId: request.id }),
  );

  serve(app, production.order, async (request) => orderProduction(db, request.params.id));
}
