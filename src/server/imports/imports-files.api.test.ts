import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { locations } from '../db/schema/locations';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import {
  csv,
  LOCATION_HEADINGS,
  locationRow,
  runImport,
  singleByte,
  uploaded,
  uploadImport,
} from './imports.fixtures';
import { multipartFile } from '../reports/reports.fixtures';
import { packedBomb } from './zip-bomb.fixtures';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

/** The rows as Excel's "CSV (Comma delimited)" saves them: commas, CRLF, the Windows encoding. */
const excelCsv = (rows: (string | number)[][], encoding: 'windows-1252' | 'windows-1256') =>
  singleByte(csv(rows).toString('utf8'), encoding);

describe('a CSV file that is not UTF-8 (issue 31)', () => {
  it('imports a Western Excel file with its letters, and says how it was read', async () => {
    const row = locationRow(1, { Name: 'Café Müller – Straße', 'Customer name': 'Niño Pérez' });
    const file = await uploaded(t, admin, 'locations', excelCsv([LOCATION_HEADINGS, row], 'windows-1252'));
    expect(file.encoding).toBe('windows-1252');
    expect(file.samples[0]).toEqual(expect.arrayContaining(['Café Müller – Straße', 'Niño Pérez']));
    const applied = await runImport(t, admin, 'locations', 'apply', file);
    expect(applied.statusCode, applied.body).toBe(200);
    const [stored] = await t.db.select().from(locations).where(eq(locations.name, 'Café Müller – Straße'));
    expect(stored?.customerName).toBe('Niño Pérez');
  });

  it('imports an Arabic or Persian Excel file with its letters', async () => {
    const row = locationRow(2, { Name: 'شركة النخيل', 'Customer name': 'خدمات سبز' });
    const file = await uploaded(t, admin, 'locations', excelCsv([LOCATION_HEADINGS, row], 'windows-1256'));
    expect(file.encoding).toBe('windows-1256');
    expect(file.samples[0]).toEqual(expect.arrayContaining(['شركة النخيل', 'خدمات سبز']));
  });

  it('reads a UTF-8 file as UTF-8, and refuses one it cannot read rightly with how to save it', async () => {
    const utf8 = await uploaded(t, admin, 'locations', csv([LOCATION_HEADINGS, locationRow(3)]));
    expect(utf8.encoding).toBe('utf-8');
    // Japanese in Shift_JIS.
    const shiftJis = Buffer.from(
      '96bc914f2c8f5a8f8a0a93fa967b8cea82cc89ef8ed02c938c8b9e937390e791e393638be60a8a948eae89ef8ed08365835883672c91e58de38e730a',
      'hex',
    );
    const res = await uploadImport(t, admin, 'locations', shiftJis);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'import.encodingUnknown',
      message: expect.stringContaining('CSV UTF-8'),
    });
  });
});

describe('an XLSX file that unpacks to gigabytes (issue 31)', () => {
  it('is refused at once, and the server goes on answering', async () => {
    // A quarter of a gigabyte stands for the attack's 1.5 GB (npm run bench:import-bomb): the same refusal.
    const bomb = await packedBomb('xl/worksheets/sheet1.xml', 256 * 1024 * 1024);
    const started = performance.now();
    const res = await uploadImport(t, admin, 'locations', bomb, 'bomb.xlsx');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import.unpacksTooLarge', params: { megabytes: 64 } });
    expect((await t.request(admin, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('an upload that is not one file (the one multipart helper, storage/multipart-upload.ts)', () => {
  const post = (payload: Buffer | string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/imports/locations/file',
      payload,
      headers: { ...headers, cookie: admin.cookie, 'x-csrf-token': admin.csrf },
    });

  it('asks for a file when none is sent, or it comes under another name, and reads a cut body as unreadable', async () => {
    const json = await post('{}', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'import.fileMissing' });
    const table = csv([LOCATION_HEADINGS, locationRow(1)]);
    const named = multipartFile(table, { field: 'table', filename: 'a.csv', type: 'text/csv' });
    const other = await post(named.payload, named.headers);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'import.fileMissing' });
    const whole = multipartFile(table, { filename: 'a.csv', type: 'text/csv' });
    const cut = await post(whole.payload.subarray(0, whole.payload.length - 20), whole.headers);
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'import.fileUnreadable' });
  });
});
