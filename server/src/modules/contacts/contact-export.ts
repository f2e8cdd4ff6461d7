import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from './contact.entity.ts';

/** Contacts read per query while exporting: memory stays flat whatever the size of the company. */
const EXPORT_SLICE = 2_000;

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

/**
 * Every contact of the company as CSV (`;` between cells, UTF-8 with BOM), in the order they were
 * created, read in slices by id (keyset) so the server never holds more than one slice.
 */
export async function* contactsCsv(em: EntityManager): AsyncGenerator<string> {
  yield `${BOM}${csvLine(['name', 'number', 'email'])}`;
  let after = 0;
  for (;;) {
    const slice = await em.find(
      Contact,
      { id: { $gt: after } },
      { fields: ['id', 'name', 'number', 'email'], orderBy: { id: QueryOrder.ASC }, limit: EXPORT_SLICE, disableIdentityMap: true },
    );
    if (slice.length === 0) {
      return;
    }
    yield slice.map((contact) => csvLine([contact.name, contact.number, contact.email])).join('');
    after = slice[slice.length - 1]?.id ?? after;
  }
}
