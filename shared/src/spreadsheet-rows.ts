import type { ContactUploadRow } from './schemas/contacts.ts';

/**
 * Reading a spreadsheet's rows as contacts (name, number, e-mail), the same in the screens (which
 * read the .xlsx in the browser) and on the server (an .xlsx sent as a file). Pure: the workbook
 * library stays with each reader.
 */

/** The text a spreadsheet cell shows (numbers without exponent, formulas by their result, links by their text). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    const rich = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (rich.richText) {
      return rich.richText.map((part) => part.text).join('');
    }
    return cellText(rich.text ?? rich.result);
  }
  return typeof value === 'string' || typeof value === 'boolean' ? String(value) : '';
}

/** What is read of a worksheet (exceljs's `Worksheet` has this shape). */
export type SheetLike = {
  eachRow: (options: { includeEmpty: boolean }, callback: (row: { values: unknown }, line: number) => void) => void;
};

/** The non-empty lines of a worksheet, each cell as the text it shows (lines numbered from 1). */
export function linesOfSheet(sheet: SheetLike): { line: number; cells: string[] }[] {
  const lines: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    // exceljs numbers cells from 1: the array's first slot is empty.
    const values: unknown[] = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
    lines.push({ line, cells: Array.from(values, cellText) });
  });
  return lines;
}

/** A row to send, with the spreadsheet line it came from (to name it in the errors). */
export type SheetRow = ContactUploadRow & { line: number };

type Column = 'name' | 'number' | 'email';

/** Header names (lower case, without accents) each column is recognised by, in the three languages. */
const HEADERS: Record<Column, readonly string[]> = {
  name: ['name', 'nome', 'nombre'],
  number: ['number', 'numero', 'whatsapp', 'phone', 'telefone', 'telefono', 'celular'],
  email: ['email', 'e-mail', 'correo'],
};

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * Which cell holds which field: from the first row's headers when it has them (any order), else
 * name, number and e-mail in the first three columns, with no header row.
 */
export function columnsOf(firstRow: readonly string[]): { columns: Record<Column, number>; hasHeader: boolean } {
  const found = Object.fromEntries(
    (Object.keys(HEADERS) as Column[]).map((column) => [column, firstRow.findIndex((cell) => HEADERS[column].includes(plain(cell)))]),
  ) as Record<Column, number>;
  if (found.name >= 0 || found.number >= 0) {
    return { columns: found, hasHeader: true };
  }
  return { columns: { name: 0, number: 1, email: 2 }, hasHeader: false };
}

/** The rows of a sheet (cells as text, line numbers from 1) as rows to upload; empty lines are skipped. */
export function rowsOfSheet(lines: readonly { line: number; cells: string[] }[]): SheetRow[] {
  const [first] = lines;
  if (!first) {
    return [];
  }
  const { columns, hasHeader } = columnsOf(first.cells);
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
  return (hasHeader ? lines.slice(1) : lines)
    .map(({ line, cells }) => ({
      line,
      name: cell(cells, columns.name),
      number: cell(cells, columns.number),
      email: cell(cells, columns.email),
    }))
    .filter((row) => row.name !== '' || row.number !== '' || row.email !== '');
}
