import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file';

async function workbookWith(values: unknown[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet 1');
  sheet.addRow(['Name', 'When']);
  for (const [i, value] of values.entries()) sheet.addRow([`Row ${i + 1}`, value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readImportFile', () => {
  it('reads a date cell as the day the sheet shows, whatever the time zone of the machine', async () => {
    // A date cell is a wall-clock time with no zone; ExcelJS hands it over as that time in UTC.
    // Late in the evening and at midnight are where a local reading would change the day.
    const data = await workbookWith([
      new Date(Date.UTC(2026, 10, 28, 23, 30)),
      new Date(Date.UTC(2027, 0, 1)),
      new Date(Date.UTC(2027, 2, 14, 2, 30)),
    ]);
    // The machine's zone too: set for each read (Node follows TZ when it changes), then put back.
    const machineZone = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'Asia/Tehran', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = zone;
        expect(new Date(Date.UTC(2027, 0, 1)).getDate(), zone).toBe(zone === 'America/New_York' ? 31 : 1);
        const table = await readImportFile(data);
        expect(table.headings).toEqual(['Name', 'When']);
        expect(
          table.rows.map((r) => r.cells[1]),
          zone,
        ).toEqual(['2026-11-28', '2027-01-01', '2027-03-14']);
      }
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
});
