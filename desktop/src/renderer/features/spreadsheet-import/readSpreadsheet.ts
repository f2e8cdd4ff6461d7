import { rowsOfSheet, type SheetRow } from './spreadsheetRows.ts';

/** The text a spreadsheet cell shows (numbers without exponent, formulas by their result, links by their text). */
function textOf(value: unknown): string {
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
    return textOf(rich.text ?? rich.result);
  }
  return typeof value === 'string' || typeof value === 'boolean' ? String(value) : '';
}

/** Reads the first sheet of an .xlsx file; exceljs is loaded only now (it is large), not with the screen. */
export async function readSpreadsheet(file: Blob): Promise<SheetRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    return [];
  }
  const lines: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    lines.push({ line, cells: Array.from(values, textOf) });
  });
  return rowsOfSheet(lines);
}
