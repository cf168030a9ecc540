// `npm run move-store -- --from-data-dir ./data --to postgres://… --to-media-dir /srv/media`: copies a store
// on PGlite to PostgreSQL and a media store, compares both sides and prints the report. Exits 1 when a
// comparison fails, 2 when the move is refused (bad arguments, a target that is not empty, …).
import { parseArgs } from 'node:util';
import { moveStore } from './move-store';
import { printReport } from './report';
import { MoveRefused } from './store-state';
import { targetMediaStore } from './target-media-store';

const usage =
  'usage: npm run move-store -- --from-data-dir <DATA_DIR> [--from-media-dir <MEDIA_DIR>] --to <postgres://…> (--to-media-dir <folder> | MEDIA_S3_* in the environment) [--drop-pending-jobs]';

try {
  const { values } = parseArgs({
    options: {
      'from-data-dir': { type: 'string' },
      'from-media-dir': { type: 'string' },
      to: { type: 'string' },
      'to-media-dir': { type: 'string' },
      'drop-pending-jobs': { type: 'boolean' },
    },
  });
  const fromDataDir = values['from-data-dir'];
  const to = values.to;
  if (!fromDataDir || !to?.match(/^postgres(ql)?:\/\//))
    throw new MoveRefused(`--from-data-dir and a postgres:// --to are needed\n${usage}`);
  const media = targetMediaStore({ toMediaDir: values['to-media-dir'] });
  if (!media)
    throw new MoveRefused(
      `name where the media goes (--to-media-dir, or a bucket with MEDIA_S3_BUCKET and the other MEDIA_S3_* variables)\n${usage}`,
    );
  const report = await moveStore({
    fromDataDir,
    fromMediaDir: values['from-media-dir'],
    to,
    media,
    dropPendingJobs: values['drop-pending-jobs'],
    log: console.log,
  });
  printReport(report, console.log);
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  if (!(error instanceof MoveRefused || (error instanceof TypeError && 'code' in error))) throw error;
  console.error(`move-store: refused: ${error.message}`);
  process.exitCode = 2;
}
