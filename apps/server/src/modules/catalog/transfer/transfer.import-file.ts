import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { CsvError, CsvReader, unguardSpreadsheetText } from '@propwash/domain/platform/csv';
import { AppError } from '../../../platform/app-error.ts';
import { cellTooLong, checkXlsxLimits, xlsxLimits } from '../../../platform/xlsx-limits.ts';

// Reading an uploaded catalogue file (docs/decisions/bulk-import-export-columns.md): what kind it
// is, judged by its bytes rather than its name, and its rows one at a time, so a 50 MB file never
// sits in memory whole.

export type ImportFileKind = 'csv' | 'xlsx';
/** One row of the file, numbered as a spreadsheet numbers it (the header is row 1). */
export type FileRecord = { row: number; cells: string[] };

const NOT_A_TABLE =
  'The file must be a CSV file (UTF-8) or an Excel workbook (.xlsx); this one is neither';

/** The kind of a stored upload, from its first bytes; anything else is refused. */
export async function sniffImportFile(path: string): Promise<ImportFileKind> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty');
    if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
    if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
      throw new AppError(
        'VALIDATION_FAILED',
        'Excel 97-2003 workbooks (.xls) cannot be read: save the sheet as .xlsx or CSV UTF-8',
      );
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
      throw new AppError(
        'VALIDATION_FAILED',
        'The file is UTF-16 text: save the sheet as "CSV UTF-8 (Comma delimited)" or .xlsx',
      );
    if (bytes.includes(0)) throw new AppError('VALIDATION_FAILED', NOT_A_TABLE);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    } catch {
      throw new AppError('VALIDATION_FAILED', NOT_A_TABLE);
    }
    return 'csv';
  } finally {
    await handle.close();
  }
}

/** Every row of the file in order, as text cells; blank rows are left out. */
export async function* readImportFile(
  path: string,
  kind: ImportFileKind,
): AsyncGenerator<FileRecord> {
  const records = kind === 'csv' ? csvRecords(path) : xlsxRecords(path);
  for await (const record of records) {
    // Excel's own limit for a cell (docs/decisions/xlsx-upload-limits.md), for CSV files too.
    if (record.cells.some((c) => c.length > xlsxLimits.cellChars)) throw cellTooLong();
    // The export's formula guard comes off (docs/decisions/spreadsheet-formula-guard.md).
    yield { row: record.row, cells: record.cells.map(unguardSpreadsheetText) };
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

async function* csvRecords(path: string): AsyncGenerator<FileRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = new CsvReader();
  let row = 0;
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw new AppError(
          'VALIDATION_FAILED',
          `The file is not UTF-8 text after row ${row}: save the sheet as "CSV UTF-8 (Comma delimited)"`,
        );
      }
      for (const cells of parsed(() => reader.push(text), row)) {
        row += 1;
        if (!isBlank(cells)) yield { row, cells };
      }
    }
    for (const cells of parsed(() => reader.end(), row)) {
      row += 1;
      if (!isBlank(cells)) yield { row, cells };
    }
  } finally {
    stream.destroy();
  }
}

function parsed(read: () => string[][], row: number): string[][] {
  try {
    return read();
  } catch (err) {
    if (err instanceof CsvError)
      throw new AppError(
        'VALIDATION_FAILED',
        `The CSV cannot be read after row ${row}: ${err.message}`,
      );
    throw err;
  }
}

type ExcelValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };

/** A cell as the owner sees it in Excel, as text. */
function cellText(value: ExcelValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelValue);
  if (typeof value.text === 'string') return value.text;
  if (value.text && typeof value.text === 'object') return cellText(value.text as ExcelValue);
  return '';
}

/** The first worksheet's rows, with exceljs' streaming reader (loaded on the first import). */
async function* xlsxRecords(path: string): AsyncGenerator<FileRecord> {
  await checkXlsxLimits(path);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        // row.values is 1-based (index 0 unused) and sparse.
        const values = (row.values as ExcelValue[]).slice(1);
        const cells = Array.from(values, (v) => cellText(v));
        if (!isBlank(cells)) yield { row: row.number, cells };
      }
      return; // only the first worksheet is read
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(
      'VALIDATION_FAILED',
      `The Excel workbook cannot be read (${(err as Error).message}); save it again as .xlsx or CSV UTF-8`,
    );
  }
  throw new AppError('VALIDATION_FAILED', 'The Excel workbook has no worksheet');
}
