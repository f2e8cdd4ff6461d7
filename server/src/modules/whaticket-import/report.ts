/** What happened to the rows of one reference table. */
export type TableReport = {
  table: string;
  read: number;
  written: number;
  /** Matched to a row Balcão already had (same plan name, contact number, tag name). */
  linked: number;
  /** Imported by an earlier run. */
  already: number;
  skipped: Map<string, number>;
  /** Read, with nothing in them to import (a queue that runs no bot): nothing was lost, so not skipped. */
  nothingToWrite: Map<string, number>;
  /** Imported, with something left behind or changed (a missing media file, a second active ticket closed). */
  notes: Map<string, number>;
};

export type ImportReport = { source: string; dryRun: boolean; tables: TableReport[]; unmapped: string[] };

export function emptyTableReport(table: string): TableReport {
  return { table, read: 0, written: 0, linked: 0, already: 0, skipped: new Map(), nothingToWrite: new Map(), notes: new Map() };
}

export function bump(counts: Map<string, number>, reason: string, by = 1): void {
  counts.set(reason, (counts.get(reason) ?? 0) + by);
}

function sum(counts: Map<string, number>): number {
  return [...counts.values()].reduce((total, n) => total + n, 0);
}

/** The report as printed at the end of a run: one line per table, then the reasons. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written)' : 'Import'} from ${report.source}`,
    `${'table'.padEnd(22)}${'read'.padStart(10)}${'written'.padStart(10)}${'linked'.padStart(10)}${'already'.padStart(10)}${'skipped'.padStart(10)}`,
  ];
  for (const table of report.tables) {
    lines.push(
      `${table.table.padEnd(22)}${String(table.read).padStart(10)}${String(table.written).padStart(10)}${String(table.linked).padStart(10)}` +
        `${String(table.already).padStart(10)}${String(sum(table.skipped)).padStart(10)}`,
    );
    for (const [reason, n] of table.skipped) {
      lines.push(`    skipped ${n}: ${reason}`);
    }
    for (const [reason, n] of table.nothingToWrite) {
      lines.push(`    nothing to write ${n}: ${reason}`);
    }
    for (const [note, n] of table.notes) {
      lines.push(`    note ${n}: ${note}`);
    }
  }
  lines.push(`Tables not imported: ${report.unmapped.length > 0 ? report.unmapped.join(', ') : 'none'}`);
  return lines.join('\n');
}
