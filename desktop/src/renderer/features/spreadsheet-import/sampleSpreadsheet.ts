/**
 * Downloads an .xlsx with the columns an import reads (name, number, e-mail) and one example row;
 * exceljs is loaded only now, as for reading.
 */
export async function downloadSampleSpreadsheet(headers: [name: string, number: string, email: string], fileName: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('1');
  sheet.addRow(headers);
  sheet.addRow(['Maria Souza', '5511988887777', 'maria@example.com']);
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  const bytes = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
