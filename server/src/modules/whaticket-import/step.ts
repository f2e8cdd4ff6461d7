import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';
import type { FieldCipher } from '../../platform/crypto/field-cipher.ts';
import type { PgAuthStore } from '../baileys/auth-store.ts';
import type { MediaService } from '../media/media.service.ts';
import type { IdMap, ImportKind } from './id-map.ts';
import type { SourceRow } from './source.ts';

/** What became of one source row. */
export type Outcome =
  | { id: string; written: string | number; note?: string }
  | { id: string; linked: string | number; note?: string }
  | { id: string; skipped: string }
  /** Read, with nothing in it to import (a queue that runs no bot): not skipped, and looked at again by the next run. */
  | { id: string; nothingToWrite: string };

export type StepContext = {
  /** Unscoped, in the page's transaction: every row written names its company. */
  em: EntityManager;
  ids: IdMap;
  media: MediaService;
  /** The reference's public folder (`--media`), where its uploaded files are. */
  mediaFolder: string | undefined;
  /** Where WhatsApp credentials go (encrypted with the server's secret). */
  auth: PgAuthStore;
  /** Seals secrets kept in columns (AI API keys, Dialogflow credentials) as Balcão's services do. */
  cipher: FieldCipher;
  dryRun: boolean;
};

/** One reference table and how its rows become Balcão rows. `write` flushes before it returns. */
export type Step = {
  table: string;
  /** The report's name for the step when it is not the table's (a second step over one table). */
  label?: string;
  kind: ImportKind;
  /** The key the table is paged by (a unique column list). */
  keys: string[];
  idOf: (row: SourceRow) => string;
  write(rows: SourceRow[], context: StepContext): Promise<Outcome[]>;
};

/** The Balcão id of a parent (`undefined` when the parent was not imported). */
export async function parents(context: StepContext, kind: ImportKind, rows: SourceRow[], column: string): Promise<Map<string, string>> {
  const ids = rows
    .map((row) => row[column])
    .filter((value) => value !== null && value !== undefined)
    .map(asString);
  return context.ids.resolve(context.em, kind, ids);
}

/** A Balcão row that source rows hang from, with its company (the one those rows are written to). */
export type OwnedParent = { id: number; companyId: number };

/**
 * The imported parents of a page's rows (named by `column`, imported as `kind`, kept as `entity`) with
 * their companies: `of(row)` is undefined when the row's parent was not imported; `ids` are the parents'
 * Balcão ids, for looking up what they already hold.
 */
export async function ownedParents(
  context: StepContext,
  kind: ImportKind,
  entity: EntityClass<OwnedParent>,
  rows: SourceRow[],
  column: string,
): Promise<{ ids: number[]; of: (row: SourceRow) => OwnedParent | undefined }> {
  const imported = await parents(context, kind, rows, column);
  const ids = [...new Set([...imported.values()].map(Number))];
  const found = await context.em.find(entity, { id: { $in: ids } }, { fields: ['companyId'] });
  const companies = new Map(found.map((parent) => [parent.id, parent.companyId]));
  return {
    ids,
    of(row) {
      const id = idIn(imported, row[column]);
      const companyId = id === undefined ? undefined : companies.get(id);
      return id === undefined || companyId === undefined ? undefined : { id, companyId };
    },
  };
}

/** A source value as text: a column of the reference is a string, number, boolean, date or JSON. */
function asString(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return JSON.stringify(value) ?? '';
  }
}

export function text(value: unknown, max?: number): string {
  const plain = asString(value).replaceAll('\u0000', '');
  return max === undefined ? plain : [...plain].slice(0, max).join('');
}

export function date(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The id of a mapped parent as a number (Balcão's ids are integers). */
export function idIn(map: Map<string, string>, value: unknown): number | undefined {
  if (value === null || value === undefined) {
    return undefined;
  }
  const found = map.get(asString(value));
  return found === undefined ? undefined : Number(found);
}
