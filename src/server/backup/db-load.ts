import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { BackupManifest } from '@shared/schemas/backup';
import { type Db, migrationsFolder } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { BackupError } from './backup-error';
import { fixOutputSettings, listTables, readTable } from './db-dump';

/** Rows per INSERT, and a ceiling on the JSON text sent at once (report answers can be large). */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Tables the migrations fill with fixed rows (the lookups: user types, statuses, …), found in the
 * migrations' own top-level INSERT statements (an INSERT inside a function body, like the audit
 * trigger's, is indented): a database holding rows only there has never been used.
 */
async function tablesFilledByMigrations(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await readdir(migrationsFolder)) {
    if (!file.endsWith('.sql')) continue;
    const text = await readFile(path.join(migrationsFolder, file), 'utf8');
    for (const m of text.matchAll(/^insert\s+into\s+"?([a-z_][a-z0-9_]*)"?/gim)) names.add(m[1]!);
  }
  return names;
}

const ident = (name: string) => sql.identifier(name);

/** The tables that hold rows beyond the migrations' own, with their counts. */
async function tablesWithData(tx: Db, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  const lookups = await tablesFilledByMigrations();
  for (const name of tables) {
    if (lookups.has(name)) continue;
    const [row] = await queryRows<{ any: boolean }>(
      tx,
      sql`select exists (select 1 from ${ident(name)}) as any`,
    );
    if (row?.any) found.push(name);
  }
  return found;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

async function foreignKeys(tx: Db): Promise<ForeignKey[]> {
  return queryRows<ForeignKey>(
    tx,
    sql`select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' order by c.relname, k.conname`,
  );
}

async function insertableColumns(tx: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select a.attname::text as name from pg_attribute a
        where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

/** Streams a `.jsonl` file into its table, BATCH_ROWS rows per statement. */
async function loadTable(tx: Db, dir: string, table: string): Promise<void> {
  const columns = sql.join((await insertableColumns(tx, table)).map(ident), sql`, `);
  const insert = (rows: string[]) =>
    tx.execute(
      sql`insert into ${ident(table)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${ident(table)}, ${`[${rows.join(',')}]`}::json)`,
    );
  const lines = createInterface({
    input: createReadStream(path.join(dir, `${table}.jsonl`)),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
}

/**
 * Loads a dump (db-dump.ts) into a migrated database in ONE transaction: a failure anywhere, the
 * final check included, leaves the database as it was. Refuses a database that holds data unless
 * `force`. Foreign keys are dropped while rows go in (any order, self-references included) and
 * added back, which checks every row; the audit triggers are off so the load writes no audit rows
 * of its own (the archive's audit log comes back as it was).
 */
export async function loadDatabase(
  db: Db,
  dir: string,
  manifest: Pick<BackupManifest, 'tables' | 'sequences'>,
  opts: { force: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await fixOutputSettings(tx);
    const tables = await listTables(tx);
    const names = tables.map((t) => t.name);
    const missing = manifest.tables.filter((t) => !names.includes(t.name)).map((t) => t.name);
    if (missing.length > 0) {
      throw new BackupError(
        `The target database has no table ${missing.join(', ')}: the backup does not fit this version.`,
      );
    }
    const withData = await tablesWithData(tx, names);
    if (withData.length > 0 && !opts.force) {
      throw new BackupError(
        `The target database already holds data (in ${withData.join(', ')}). Restore into an empty database ` +
          '(a new DATA_DIR, or a new PostgreSQL database), or add --force to replace everything in it.',
      );
    }
    await tx.execute(sql`truncate table ${sql.join(names.map(ident), sql`, `)} restart identity`);
    const keys = await foreignKeys(tx);
    for (const k of keys)
      await tx.execute(sql`alter table ${ident(k.table)} drop constraint ${ident(k.name)}`);
    for (const name of names) await tx.execute(sql`alter table ${ident(name)} disable trigger user`);

    for (const table of manifest.tables) await loadTable(tx, dir, table.name);

    for (const k of keys) {
      await tx
        .execute(sql`alter table ${ident(k.table)} add constraint ${ident(k.name)} ${sql.raw(k.definition)}`)
        .catch((error: unknown) => {
          // PostgreSQL's own sentence (drizzle's wrapper adds the SQL text), e.g. which key is missing.
          const cause = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
          throw new BackupError(`The backup's rows break the rule ${k.name} on ${k.table}: ${cause}`);
        });
    }
    for (const name of names) await tx.execute(sql`alter table ${ident(name)} enable trigger user`);
    // The Job Count tables are derived (decision 0023): a backup made before they existed has none.
    await tx.execute(sql`select fb_refresh_job_counts()`);
    // So are the dashboard's counts (decision 0076); a backup that holds them holds them as they
    // were with its rows, and where their backfill stood.
    if (!manifest.tables.some((t) => t.name === 'kept_count_progress')) {
      await tx.execute(sql`select fb_refresh_dashboard_counts()`);
    }
    for (const s of manifest.sequences) {
      if (s.lastValue === null) continue; // truncate … restart identity already put it at its start
      await tx.execute(sql`select setval(${`public.${s.name}`}::regclass, ${s.lastValue}::bigint, true)`);
    }
    await checkTables(tx, tables, manifest.tables);
  });
}

/** Reads every loaded table back the way the backup read it: counts and hashes must match. */
async function checkTables(
  tx: Db,
  tables: { name: string; key: string[] }[],
  expected: BackupManifest['tables'],
) {
  const problems: string[] = [];
  for (const want of expected) {
    const table = tables.find((t) => t.name === want.name)!;
    const got = await readTable(tx, table, async () => undefined);
    if (got.rows !== want.rows) problems.push(`${want.name}: ${got.rows} rows, the backup has ${want.rows}`);
    else if (got.sha256 !== want.sha256) problems.push(`${want.name}: the rows differ from the backup's`);
  }
  if (problems.length > 0) {
    throw new BackupError(
      `The restored data does not match the backup, nothing was kept:\n  ${problems.join('\n  ')}`,
    );
  }
}
