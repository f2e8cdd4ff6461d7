import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldCipher } from '../../platform/crypto/field-cipher.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import type { PgAuthStore } from '../baileys/auth-store.ts';
import type { MediaService } from '../media/media.service.ts';
import { analyzeGrownTables } from './fresh-statistics.ts';
import { IdMap } from './id-map.ts';
import { bump, emptyTableReport, type ImportReport, type TableReport } from './report.ts';
import type { SourceDatabase } from './source.ts';
import type { Step, StepContext } from './step.ts';
import { IMPORT_STEPS, NOT_IMPORTED_ON_PURPOSE } from './steps/index.ts';

export type ImportOptions = {
  source: SourceDatabase;
  em: EntityManager;
  media: MediaService;
  auth: PgAuthStore;
  cipher: FieldCipher;
  mediaFolder?: string | undefined;
  dryRun?: boolean;
  batchSize?: number;
  /** Called after each page, and once at the end of each table. */
  onProgress?: (table: string, done: number, total: number) => void;
};

/** How often, in pages, the tables the import grew are analyzed again (and after each table). */
const PAGES_BETWEEN_ANALYZES = 20;

/** Ends the dry run's transaction without writing; caught below. */
class DryRunRollback extends Error {}

/**
 * Reads the reference database table by table, parents first, and writes each page in its own
 * transaction together with the page's id map rows: a run cut short resumes after the last committed
 * page, and a second run finds every row mapped and writes nothing. A dry run does the same inside one
 * transaction that it rolls back, so its report is what a real run would print.
 */
export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const source = await options.source.identity();
  const ids = new IdMap(source);
  const present = new Set(await options.source.tables());
  const steps = IMPORT_STEPS.filter((step) => present.has(step.table));
  const handled = new Set([...steps.map((step) => step.table), ...NOT_IMPORTED_ON_PURPOSE, 'SequelizeMeta']);
  const report: ImportReport = {
    source,
    dryRun: options.dryRun === true,
    tables: [],
    unmapped: [...present].filter((table) => !handled.has(table)),
  };
  const runAll = async (pageEm: () => EntityManager, dryRun: boolean) => {
    for (const step of steps) {
      report.tables.push(await runStep(step, { ...options, pageEm, ids, dryRun }));
    }
  };
  if (options.dryRun) {
    await forkUnscoped(options.em)
      .transactional(async (em) => {
        // Each page is a savepoint of this one transaction; the pages' rows are dropped from memory.
        await runAll(() => {
          em.clear();
          return em;
        }, true);
        throw new DryRunRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) {
          throw error;
        }
      });
  } else {
    await runAll(() => forkUnscoped(options.em), false);
  }
  return report;
}

async function runStep(
  step: Step,
  options: ImportOptions & { pageEm: () => EntityManager; ids: IdMap; dryRun: boolean },
): Promise<TableReport> {
  const report = emptyTableReport(step.label ?? step.table);
  const total = await options.source.count(step.table);
  const batchSize = options.batchSize ?? 500;
  let after: unknown[] | undefined;
  let pages = 0;
  for (;;) {
    const rows = await options.source.page({ table: step.table, keys: step.keys }, after, batchSize);
    if (rows.length === 0) {
      break;
    }
    const last = rows[rows.length - 1] ?? {};
    after = step.keys.map((key) => last[key]);
    report.read += rows.length;
    const written = await options.pageEm().transactional(async (em) => {
      const context: StepContext = {
        em,
        ids: options.ids,
        media: options.media,
        auth: options.auth,
        cipher: options.cipher,
        mediaFolder: options.mediaFolder,
        dryRun: options.dryRun,
      };
      const done = await options.ids.resolve(em, step.kind, rows.map(step.idOf));
      const fresh = rows.filter((row) => !done.has(step.idOf(row)));
      report.already += rows.length - fresh.length;
      const outcomes = fresh.length > 0 ? await step.write(fresh, context) : [];
      const pairs: [string, string][] = [];
      for (const outcome of outcomes) {
        if ('skipped' in outcome) {
          bump(report.skipped, outcome.skipped);
          continue;
        }
        if ('nothingToWrite' in outcome) {
          bump(report.nothingToWrite, outcome.nothingToWrite);
          continue;
        }
        if ('written' in outcome) {
          report.written += 1;
          pairs.push([outcome.id, String(outcome.written)]);
        } else {
          report.linked += 1;
          pairs.push([outcome.id, String(outcome.linked)]);
        }
        if (outcome.note) {
          bump(report.notes, outcome.note);
        }
      }
      await options.ids.record(em, step.kind, pairs);
      return pairs;
    });
    options.ids.remember(step.kind, written);
    options.onProgress?.(report.table, report.read, total);
    pages += 1;
    if (!options.dryRun && pages % PAGES_BETWEEN_ANALYZES === 0) {
      await analyzeGrownTables(options.pageEm());
    }
  }
  if (!options.dryRun) {
    await analyzeGrownTables(options.pageEm());
  }
  options.onProgress?.(report.table, report.read, total);
  return report;
}
