import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { readImportFile } from './import-file';
import { xlsx } from './imports.fixtures';
import { packedBomb, understated } from './zip-bomb.fixtures';
import { checkXlsxArchive } from './xlsx-archive';

async function refusal(run: () => Promise<unknown>): Promise<{ code: string; ms: number }> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { code: error.code, ms: performance.now() - started };
  }
  throw new Error('not refused');
}

describe('an XLSX that unpacks to too much (issue 31)', () => {
  it('is refused by the sizes its directory states, in well under a second', async () => {
    const bomb = await packedBomb('xl/worksheets/sheet1.xml', 100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { code, ms } = await refusal(() => readImportFile(bomb));
    expect(code).toBe('import.unpacksTooLarge');
    expect(ms).toBeLessThan(1000);
  });

  it('is refused as it unpacks when its directory understates it, at the first byte past the statement', async () => {
    const bomb = understated(await packedBomb('xl/worksheets/sheet1.xml', 100 * 1024 * 1024), 4096);
    const { code, ms } = await refusal(() => checkXlsxArchive(bomb));
    expect(code).toBe('import.fileUnreadable');
    expect(ms).toBeLessThan(1000);
  });

  it('reads a real workbook as before: the first sheet, its dates as days, rows padded to the widest', async () => {
    const file = await xlsx([
      ['Name', 'Opened', 'Note'],
      ['Café Müller', new Date(Date.UTC(2026, 2, 10)), ''],
      ['Second', 3, 'wide'],
    ]);
    const table = await readImportFile(file);
    expect(table.headings).toEqual(['Name', 'Opened', 'Note']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['Café Müller', '2026-03-10', ''] },
      { line: 3, cells: ['Second', '3', 'wide'] },
    ]);
  });
});
