import type { EntityManager } from '@mikro-orm/postgresql';
import { slicesById } from '../../platform/records/slices-by-id.ts';

/** Contacts read per query while exporting: memory stays flat whatever the size of the company. */
const EXPORT_SLICE = 5_000;

/** UTF-8's byte order mark: spreadsheets then read the accents right. */
const BOM = '\uFEFF';

/**
 * A cell as spreadsheets should read it: text starting with = + - @ (or a tab or carriage return)
 * would be run as a formula, so it gets a leading apostrophe; a cell holding the separator, a quote
 * or a line break is quoted.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

type Row = { id: number; name: string; number: string; email: string };

/**
 * Every contact of `companyId` as CSV (`;` between cells, UTF-8 with BOM), in the order they were
 * created, read in slices by id (keyset, on the primary key) so the server never holds more than one
 * slice; plain rows rather than entities, as nothing here is changed.
 */
export async function* contactsCsv(em: EntityManager, companyId: number): AsyncGenerator<string> {
  yield `${BOM}${csvLine(['name', 'number', 'email'])}`;
  const slices = slicesById<number, Row>(EXPORT_SLICE, (after, limit) =>
    em.execute<Row[]>('select id, name, number, email from contacts where company_id = ? and id > ? order by id limit ?', [
      companyId,
      after ?? 0,
      limit,
    ]),
  );
  for await (const slice of slices) {
    yield slice.map((contact) => csvLine([contact.name, contact.number, contact.email])).join('');
  }
}
