import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { spreadsheetText } from '@propwash/domain/platform/csv';

/** A sheet of the streaming writer: rows are added and committed one at a time. */
export type XlsxSheet = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

/**
 * A one-sheet Excel workbook as a stream, with exceljs' streaming writer: `fill` adds and commits
 * rows as it reads them, so a long export never sits in memory as a workbook. The header row is
 * bold. Every text cell a row adds is guarded against running as a formula (`spreadsheetText`,
 * docs/decisions/spreadsheet-formula-guard.md). A failure ends the stream with the error.
 */
export function streamXlsx(
  title: string,
  columns: Partial<ExcelJS.Column>[],
  fill: (sheet: XlsxSheet) => Promise<void>,
): Readable {
  const out = new PassThrough();
  void (async () => {
    // Loaded on the first export, not kept resident by every server (docs/architecture.md).
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(title);
    sheet.columns = columns;
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const addRow = sheet.addRow.bind(sheet);
    sheet.addRow = (values: unknown) => addRow(guardRow(values));
    await fill(sheet);
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

const guardCell = (value: unknown) => (typeof value === 'string' ? spreadsheetText(value) : value);

/** A row's values (an array or an object by column key) with every text cell guarded. */
function guardRow(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(guardCell);
  if (values && typeof values === 'object')
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, guardCell(v)]));
  return values;
}
