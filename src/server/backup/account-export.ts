import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { BackupManifest } from '@shared/schemas/backup';
import type { Database, Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import type { FileStore } from '../storage/file-store';
import { dumpToDir, FILES_DIR, MANIFEST, TABLES_DIR } from './backup';

export const CSV_DIR = 'csv';
export const README = 'README.md';

/** A cell as people read it in a spreadsheet: JSON values (objects, lists) as their JSON text. */
const cell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : value;

/** One table's JSON lines as CSV with a heading row (UTF-8 with a BOM for spreadsheet programs). */
async function tableCsv(jsonl: string, csv: string, columns: string[]): Promise<void> {
  const lines = createInterface({ input: createReadStream(jsonl), crlfDelay: Infinity });
  async function* rows() {
    for await (const line of lines) {
      if (line === '') continue;
      const row = JSON.parse(line) as Record<string, unknown>;
      yield columns.map((c) => cell(row[c]));
    }
  }
  const out = createWriteStream(csv);
  out.write('\uFEFF');
  await pipeline(rows(), stringify({ header: true, columns }), out);
}

/** Each table's columns in their order, as `row_to_json` writes them. */
async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const r of rows) columns.set(r.table, [...(columns.get(r.table) ?? []), r.column]);
  return columns;
}

function readme(manifest: BackupManifest): string {
  const tables = manifest.tables.map((t) => `| ${t.name} | ${t.rows} |`).join('\n');
  return `# Fieldbook account export

Made ${manifest.createdAt} from the ${manifest.source === 'pglite' ? 'embedded' : 'PostgreSQL'} database.
Everything the account holds, to keep, to read in a spreadsheet, or to rebuild Fieldbook from.

- \`${CSV_DIR}/<table>.csv\`: each table as CSV (UTF-8 with a byte-order mark), one heading row with
  the column names. Times are UTC (ISO 8601); lists and objects are written as JSON text.
- \`${TABLES_DIR}/<table>.jsonl\`: each table as JSON, one row per line in primary-key order, exactly as
  stored. This is what a restore reads.
- \`${FILES_DIR}/\`: every uploaded file (safety data sheets under \`chemicals/\`, report photos and
  signatures under \`reports/\`, state filings under \`filings/\`), at the path the tables name.
- \`${MANIFEST}\`: the row count and SHA-256 of each table's JSON lines, the size and SHA-256 of each
  file, and the database's migration level. A restore checks every one of them.

To rebuild an empty Fieldbook from this file, with the server stopped:

    npm run restore -- fieldbook-export.zip

(\`DATABASE_URL\` set restores into that PostgreSQL database, otherwise into the embedded one in
\`DATA_DIR\`.) The \`users\` table holds each account's password hash (scrypt), so people log in
with their passwords after a restore, and \`totp_factors\` each authenticator app's secret, so
their codes keep working (decision 0046): keep this file as safe as the database itself.

| table | rows |
| --- | ---: |
${tables}
`;
}

/**
 * Writes the whole account to a ZIP file (issue 20, decision 0033): the backup's own content
 * (manifest, tables as JSON lines, files), which the restore command reads, plus every table as
 * CSV and a README. Everything is staged on disk, so memory stays flat at any size.
 */
export async function writeAccountZip(
  database: Pick<Database, 'db' | 'kind'>,
  store: FileStore,
  zipFile: string,
  now: Date,
): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-export-'));
  try {
    const manifest = await dumpToDir(database, store, staging, now);
    await mkdir(path.join(staging, CSV_DIR));
    const columns = await tableColumns(database.db);
    for (const table of manifest.tables) {
      await tableCsv(
        path.join(staging, TABLES_DIR, `${table.name}.jsonl`),
        path.join(staging, CSV_DIR, `${table.name}.csv`),
        columns.get(table.name) ?? [],
      );
    }
    await writeFile(path.join(staging, README), readme(manifest));
    const zip = new ZipArchive({ zlib: { level: 6 } });
    const written = pipeline(zip, createWriteStream(zipFile, { flags: 'wx' }));
    zip.file(path.join(staging, README), { name: README });
    zip.file(path.join(staging, MANIFEST), { name: MANIFEST });
    zip.directory(path.join(staging, CSV_DIR), CSV_DIR);
    zip.directory(path.join(staging, TABLES_DIR), TABLES_DIR);
    zip.directory(path.join(staging, FILES_DIR), FILES_DIR);
    await zip.finalize();
    await written;
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
