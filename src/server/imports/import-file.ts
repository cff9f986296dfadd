import { parse } from 'csv-parse/sync';
import type { CellValue } from '@cj-tech-master/excelts';
import { IMPORT_MAX_ROWS, type ImportEncoding } from '@shared/schemas/imports';
import { badRequest, HttpError } from '../http/errors';
import { csvText } from './csv-encoding';
import { checkXlsxArchive } from './xlsx-archive';
import { firstSheetRows } from './xlsx-sheet';

/** A spreadsheet as the import reads it: the heading row, then each row's cells as text. */
export interface ImportTable {
  encoding: ImportEncoding;
  headings: string[];
  /** Each row with its number in the spreadsheet (the heading is row 1). */
  rows: { line: number; cells: string[] }[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const isXlsx = (data: Buffer) => data.subarray(0, 4).equals(ZIP_MAGIC);

function tooMany(count: number) {
  if (count > IMPORT_MAX_ROWS) {
    throw badRequest({ code: 'import.tooManyRows', params: { maximum: IMPORT_MAX_ROWS } });
  }
}

function parseCsv(text: string): string[][] {
  try {
    const records: string[][] = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: IMPORT_MAX_ROWS + 2,
    });
    return records;
  } catch {
    throw badRequest('import.fileUnreadable');
  }
}

/** A cell as the text a person sees: dates as YYYY-MM-DD, formulas as their result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  // excelts gives a date cell (a time with no zone) as that time in UTC: its UTC date is the sheet's.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    // A link's text (which a rich-text link also carries, flattened) before plain rich text.
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value).trim();
}

/**
 * The first sheet's rows, read as a stream once the archive is known to unpack to a sane size
 * (xlsx-archive.ts): a whole-workbook reader holds every cell of a sheet in memory at once.
 */
async function parseXlsx(data: Buffer): Promise<{ line: number; cells: string[] }[]> {
  await checkXlsxArchive(data);
  const rows: { line: number; cells: string[] }[] = [];
  try {
    for await (const row of firstSheetRows(data)) {
      // A sparse array from column 1: an empty cell is a hole, which Array.from reads as nothing.
      const cells = Array.from(row.values.slice(1), cellText);
      if (!cells.some((cell) => cell !== '')) continue;
      rows.push({ line: row.number, cells });
      tooMany(rows.length - 1);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('import.fileUnreadable');
  }
  if (rows.length === 0) throw badRequest('import.fileEmpty');
  // Every row as wide as the widest, as a sheet's columns are.
  const width = Math.max(...rows.map((r) => r.cells.length));
  return rows.map((r) => ({ ...r, cells: [...r.cells, ...Array<string>(width - r.cells.length).fill('')] }));
}

/** Reads a CSV or XLSX file (told apart by content, not by name). */
export async function readImportFile(data: Buffer): Promise<ImportTable> {
  const csv = isXlsx(data) ? undefined : csvText(data);
  const all = csv
    ? parseCsv(csv.text).map((cells, index) => ({ line: index + 1, cells }))
    : await parseXlsx(data);
  const [head, ...rows] = all;
  if (!head || rows.length === 0) throw badRequest('import.fileEmpty');
  tooMany(rows.length);
  return { encoding: csv?.encoding ?? 'utf-8', headings: head.cells.map((h) => h.trim()), rows };
}
