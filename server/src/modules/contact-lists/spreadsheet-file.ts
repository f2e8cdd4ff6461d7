import { linesOfSheet, rowsOfSheet, type SheetRow } from '@balcao/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';

/** Largest spreadsheet file POST /contact-lists/{id}/upload reads, and most rows it takes from it. */
export const SPREADSHEET_LIMITS = { maxFileBytes: 10 * 1024 * 1024, maxRows: 50_000 } as const;

function unreadable(message: string): AppError {
  return new AppError('ERR_VALIDATION', { message, fields: [{ path: 'body.file', message }] });
}

/**
 * The rows of an .xlsx sent as a file, read as the screens read one (headers in pt/en/es in any order,
 * else name, number, e-mail in the first three columns). Anything that is not an .xlsx (an .xls, a
 * CSV, a damaged file) answers 400 on `body.file`.
 */
export async function rowsOfSpreadsheetFile(file: UploadedFile): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.buffer as unknown as ArrayBuffer);
  } catch {
    throw unreadable('Send an .xlsx spreadsheet');
  }
  const sheet = workbook.worksheets[0];
  const rows = sheet ? rowsOfSheet(linesOfSheet(sheet)) : [];
  if (rows.length === 0) {
    throw unreadable('The spreadsheet has no rows');
  }
  if (rows.length > SPREADSHEET_LIMITS.maxRows) {
    throw unreadable(`At most ${SPREADSHEET_LIMITS.maxRows} rows`);
  }
  return rows;
}
