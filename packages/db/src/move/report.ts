import type { MoveReport } from './move-store';

/** The move's report as a person reads it: every table, the sequences and media that failed, a verdict. */
export function printReport(report: MoveReport, print: (line: string) => void): void {
  print('');
  print(`${'table'.padEnd(36)} ${'source rows'.padStart(11)} ${'target rows'.padStart(11)}  checksum`);
  for (const table of report.tables)
    print(
      `${table.name.padEnd(36)} ${String(table.source.rows).padStart(11)} ${String(table.target.rows).padStart(11)}  ${
        table.ok
          ? `same ${table.source.checksum}`
          : `DIFFERENT ${table.source.checksum} ≠ ${table.target.checksum}`
      }`,
    );
  const badSequences = report.sequences.filter((sequence) => !sequence.ok);
  print(
    `sequences: ${report.sequences.length - badSequences.length} of ${report.sequences.length} past their column's largest value`,
  );
  for (const sequence of badSequences)
    print(`  BEHIND ${sequence.name}: next ${sequence.next}, largest ${sequence.max}`);
  const { media } = report;
  print(
    `media: ${media.objects} objects, ${media.bytes} bytes (${media.alreadyThere} already there), ${media.mismatches.length} different`,
  );
  for (const key of media.mismatches) print(`  DIFFERENT ${key}`);
  if (media.skipped.length > 0) print(`  not media, left behind: ${media.skipped.join(', ')}`);
  print(
    report.ok ? 'move-store: every table, sequence and object matches' : 'move-store: MISMATCH, see above',
  );
}
