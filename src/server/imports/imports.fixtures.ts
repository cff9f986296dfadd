import { Workbook } from '@cj-tech-master/excelts';
import iconv from 'iconv-lite';
import type { ImportDryRun, ImportFileAnswer, ImportKind, ImportMapping } from '@shared/schemas/imports';
import { multipartFile } from '../reports/reports.fixtures';
import type { Session, TestApp } from '../test/test-app';

/** A CSV text of the rows (cells quoted when they need it), with a BOM when asked. */
export function csv(rows: (string | number)[][], opts: { bom?: boolean } = {}): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
  return Buffer.from((opts.bom ? '\uFEFF' : '') + text, 'utf8');
}

/** The text in a single-byte Windows encoding, as Excel's "CSV (Comma delimited)" saves it. */
export const singleByte = (text: string, encoding: 'windows-1252' | 'windows-1256') =>
  iconv.encode(text, encoding);

export async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function uploadImport(
  t: TestApp,
  session: Session,
  kind: ImportKind,
  data: Buffer,
  filename = 'file.csv',
) {
  const body = multipartFile(data, { filename, type: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/${kind}/file`,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
}

/** Uploads the file and answers what the upload said. */
export async function uploaded(t: TestApp, session: Session, kind: ImportKind, data: Buffer) {
  const res = await uploadImport(t, session, kind, data);
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<ImportFileAnswer>();
}

export function runImport(
  t: TestApp,
  session: Session,
  kind: ImportKind,
  step: 'dry-run' | 'apply',
  file: ImportFileAnswer,
  mapping: ImportMapping = file.mapping,
) {
  return t.request(session, {
    method: 'POST',
    url: `/api/imports/${kind}/${step}`,
    payload: { file_token: file.file_token, file_name: file.file_name, mapping },
  });
}

export async function dryRun(t: TestApp, session: Session, kind: ImportKind, file: ImportFileAnswer) {
  const res = await runImport(t, session, kind, 'dry-run', file);
  if (res.statusCode !== 200) throw new Error(`dry run: ${res.statusCode} ${res.body}`);
  return res.json<ImportDryRun>();
}

export const LOCATION_HEADINGS = [
  'Name',
  'Street',
  'Municipality',
  'County',
  'State',
  'ZIP',
  'Latitude',
  'Longitude',
  'Status',
  'Customer name',
  'Billing address',
  'Customer phone',
  'Customer email',
];

/** A good location row; `over` replaces cells by heading. */
export function locationRow(n: number, over: Partial<Record<string, string | number>> = {}) {
  const base: Record<string, string | number> = {
    Name: `Imported Store ${n}`,
    Street: `${n} Main St`,
    Municipality: 'Albany',
    County: 'Albany',
    State: 'NY',
    ZIP: '12207',
    Latitude: 42.65,
    Longitude: -73.75,
    Status: 'Active',
    'Customer name': `Customer ${n}`,
    'Billing address': `PO Box ${n}, Albany NY`,
    'Customer phone': '518-555-0100',
    'Customer email': `store${n}@example.com`,
    ...over,
  };
  return LOCATION_HEADINGS.map((h) => base[h] ?? '');
}

/** A real call of each mutating import route, for the CSRF test (http/csrf.api.test.ts). */
export function importCalls(
  t: TestApp,
  session: () => Promise<Session>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  const data = () =>
    csv([
      ['Name', 'Latitude', 'Longitude'],
      ['Csrf Import', 40, -74],
    ]);
  const kept = async () => {
    const file = await uploaded(t, await session(), 'locations', data());
    return { file_token: file.file_token, file_name: file.file_name, mapping: file.mapping };
  };
  return {
    'POST /api/imports/:kind/file': async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data())], { type: 'text/csv' }), 'csrf.csv');
      return { url: '/api/imports/locations/file', payload: form };
    },
    'POST /api/imports/:kind/dry-run': async () => ({
      url: '/api/imports/locations/dry-run',
      payload: await kept(),
    }),
    'POST /api/imports/:kind/apply': async () => ({
      url: '/api/imports/locations/apply',
      payload: await kept(),
    }),
    'POST /api/imports/undo/:id': async () => {
      const res = await runImport(t, await session(), 'locations', 'apply', {
        ...(await uploaded(t, await session(), 'locations', data())),
      });
      return { url: `/api/imports/undo/${res.json<{ id: number }>().id}` };
    },
  };
}
