import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { type CellValue as XlsxCellValue, WorkbookWriter } from '@cj-tech-master/excelts';
import { stringify } from 'csv-stringify';
import { spreadsheetText } from '@shared/spreadsheet-text';
import { formatDateTime, formatDay, wallClockIn } from '@shared/dates';

/** A cell's kind: how CSV prints it and which XLSX cell type it becomes. */
export type ColumnType = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** The list's English heading. */
  heading: string;
  type: ColumnType;
  value: (row: Row) => CellValue;
}

export type ExportFormat = 'csv' | 'xlsx';

/** Each row is written as it comes; the caller awaits `write` (backpressure) and then `end`. */
export interface ExportWriter<Row> {
  stream: NodeJS.ReadableStream;
  write(rows: Row[]): Promise<void>;
  end(): Promise<void>;
  destroy(error?: Error): void;
}

/** Waits while the reader is behind; a stream closed meanwhile (a cancelled download) ends the wait. */
async function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  const ac = new AbortController();
  await Promise.race([
    once(stream, 'drain', { signal: ac.signal }),
    once(stream, 'close', { signal: ac.signal }),
  ]).finally(() => ac.abort());
}

/**
 * The wall-clock time of `instant` in `timezone`, as a Date whose UTC fields hold it: a
 * spreadsheet cell has no zone, so it shows the office's time (APP_TIMEZONE), as the list does.
 */
export function officeClock(instant: Date, timezone: string): Date {
  const { day, hour, minute, second } = wallClockIn(instant, timezone);
  const [year, month, date] = day.split('-').map(Number);
  return new Date(
    Date.UTC(year!, month! - 1, date, hour, Number(minute), second, instant.getUTCMilliseconds()),
  );
}

const asDate = (value: CellValue) =>
  value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;

function csvCell(type: ColumnType, value: CellValue, timezone: string): string {
  if (value === null || value === undefined) return '';
  if (type === 'datetime') return formatDateTime(asDate(value), timezone);
  if (type === 'date') return formatDay(String(value).slice(0, 10));
  if (type === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return type === 'text' ? spreadsheetText(text) : text;
}

function xlsxCell(type: ColumnType, value: CellValue, timezone: string): XlsxCellValue {
  if (value === null || value === undefined) return null;
  if (type === 'datetime') {
    const instant = asDate(value);
    return instant && !Number.isNaN(instant.getTime()) ? officeClock(instant, timezone) : null;
  }
  // A calendar day ('YYYY-MM-DD') is midnight of that day, whatever the zone.
  if (type === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  if (type === 'number') return typeof value === 'number' ? value : Number(value);
  if (type === 'boolean') return Boolean(value);
  return String(value);
}

const NUM_FMT: Partial<Record<ColumnType, string>> = {
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
};

/** CSV in UTF-8 with a BOM (so spreadsheet programs read it as UTF-8), headings first. */
function csvWriter<Row>(columns: ExportColumn<Row>[], timezone: string): ExportWriter<Row> {
  const out = stringify({ bom: true, header: true, columns: columns.map((c) => c.heading) });
  return {
    stream: out,
    async write(rows) {
      for (const row of rows) out.write(columns.map((c) => csvCell(c.type, c.value(row), timezone)));
      await drained(out);
    },
    async end() {
      out.end();
      await Promise.resolve();
    },
    destroy: (error) => out.destroy(error),
  };
}

/**
 * XLSX through excelts's streaming writer: each row is committed (and leaves memory) as written.
 * Text goes in as a plain string cell (`t="str"`, no `<f>`), so a name that looks like a formula
 * is shown, never run.
 */
function xlsxWriter<Row>(
  columns: ExportColumn<Row>[],
  timezone: string,
  sheetName: string,
): ExportWriter<Row> {
  const out = new PassThrough();
  const workbook = new WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({
    header: c.heading,
    key: `c${i}`,
    width: c.type === 'datetime' ? 20 : Math.max(12, c.heading.length + 2),
    ...(NUM_FMT[c.type] ? { style: { numFmt: NUM_FMT[c.type] } } : {}),
  }));
  return {
    stream: out,
    async write(rows) {
      for (const row of rows) {
        sheet.addRow(columns.map((c) => xlsxCell(c.type, c.value(row), timezone))).commit();
      }
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
    destroy: (error) => out.destroy(error),
  };
}

export function exportWriter<Row>(
  format: ExportFormat,
  columns: ExportColumn<Row>[],
  timezone: string,
  sheetName: string,
): ExportWriter<Row> {
  return format === 'csv' ? csvWriter(columns, timezone) : xlsxWriter(columns, timezone, sheetName);
}
