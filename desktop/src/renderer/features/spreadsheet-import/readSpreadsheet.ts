import { linesOfSheet, rowsOfSheet, type SheetRow } from '@balcao/shared';

/** Reads the first sheet of an .xlsx file; exceljs is loaded only now (it is large), not with the screen. */
export async function readSpreadsheet(file: Blob): Promise<SheetRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  return sheet ? rowsOfSheet(linesOfSheet(sheet)) : [];
}
