import { Readable } from 'node:stream';
import { type Row, WorkbookReader } from '@cj-tech-master/excelts';
import yauzl from 'yauzl';
import { allEntries } from './xlsx-archive';

/**
 * The part readers of excelts 10's streaming WorkbookReader (private, as they were in ExcelJS 4.4,
 * which it continues), each given one part of the archive. Its own walk through the archive (a port
 * of unzipper's streaming Parse) reads the parts in the order they are stored, and that walk ended
 * early now and then in ExcelJS, refusing a valid workbook about once in 600 reads; it also learns
 * which part is the first tab only from workbook.xml, which Excel stores after the sheets. yauzl
 * reads the archive from its directory, so each part is handed over when it is needed.
 */
interface PartReader {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<Row> }>;
}

const OPTIONS = {
  sharedStrings: 'cache',
  // Date cells are told apart by their number format.
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/** A relationship's target as a part name: relative to xl/, or from the archive's root. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The rows of the workbook's first sheet (the first tab, whatever its place in the archive), read
 * as a stream. Run it on an archive checked by checkXlsxArchive: parts are unpacked as they are read.
 */
export async function* firstSheetRows(data: Buffer): AsyncGenerator<Row> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  try {
    const entries = new Map((await allEntries(zip)).map((entry) => [entry.fileName, entry]));
    const open = async (name: string) => {
      const entry = entries.get(name);
      return entry && (await zip.openReadStreamPromise(entry));
    };
    const required = async (name: string) => {
      const part = await open(name);
      if (!part) throw new Error(`The workbook has no ${name}.`);
      return part;
    };
    const reader = new WorkbookReader(Readable.from([]), OPTIONS) as unknown as PartReader;
    await reader._parseRels(await required('xl/_rels/workbook.xml.rels'));
    await reader._parseWorkbook(await required('xl/workbook.xml'));
    const strings = await open('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    const styles = await open('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const first = reader.model?.sheets?.[0];
    const target = reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
    if (!target) throw new Error('The workbook names no sheet.');
    const name = partName(target);
    const sheetNo = /sheet(\d+)\.xml$/.exec(name)?.[1] ?? '1';
    for (const { value: sheet } of reader._parseWorksheet(await required(name), sheetNo)) yield* sheet;
  } finally {
    zip.close();
  }
}
