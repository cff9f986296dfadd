import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import type {
  IMPORT_SORTS,
  ImportDryRun,
  ImportFileAnswer,
  ImportKind,
  ImportMapping,
  ImportRunBody,
  ImportSummary,
  ImportsListFilter,
} from '@shared/schemas/imports';
import { IMPORT_SAMPLE_ROWS } from '@shared/schemas/imports';
import { hashPassword } from '../auth/auth.public';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { type ImportChange, importMappings, imports } from '../db/schema/imports';
import { users } from '../db/schema/users';
import { countAll, offsetFor } from '../db/sql-helpers';
import { badRequest, conflict, HttpError } from '../http/errors';
import type { FileStore } from '../storage/file-store';
import { type CheckedRow, checkRows, checkedMapping, guessMapping, KINDS } from './import-check';
import { type ImportTable, isXlsx, readImportFile } from './import-file';

/** Uploaded files wait here between the upload, the dry run and the apply (any app process reads them). */
const FOLDER = 'imports/';
const fileKey = (token: string) => `${FOLDER}${token}`;
/** An uploaded file is kept a day; one not applied by then is removed at the next upload. */
export const KEEP_FILE_MS = 24 * 60 * 60 * 1000;

/** A token starts with its upload time (seconds, 8 hex digits), then 24 random hex digits. */
export const newFileToken = (now: Date, ext: 'csv' | 'xlsx') =>
  `${Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')}${randomBytes(12).toString('hex')}.${ext}`;
export const isStaleToken = (token: string, now: Date) =>
  Number.parseInt(token.slice(0, 8), 16) * 1000 < now.getTime() - KEEP_FILE_MS;

async function removeStaleFiles(store: FileStore, now: Date) {
  for await (const object of store.list(FOLDER)) {
    if (isStaleToken(object.key.slice(FOLDER.length), now)) await store.delete(object.key);
  }
}

export async function keepImportFile(
  db: Db,
  store: FileStore,
  kind: ImportKind,
  data: Buffer,
  fileName: string,
): Promise<ImportFileAnswer> {
  const table = await readImportFile(data);
  const now = new Date();
  await removeStaleFiles(store, now);
  const token = newFileToken(now, isXlsx(data) ? 'xlsx' : 'csv');
  await store.put(fileKey(token), Readable.from([data]), {
    size: data.length,
    contentType: 'application/octet-stream',
  });
  const [saved] = await db.select().from(importMappings).where(eq(importMappings.kind, kind));
  const remembered = saved ? rememberedMapping(saved.mapping, table.headings) : {};
  const useSaved = Object.keys(remembered).length > 0;
  // The fields the remembered mapping leaves out of this file are guessed from its headings, on
  // columns it does not use: a list's own export imports back with no mapping step though the
  // office's first file was shaped differently (issue 33 item 8).
  const used = new Set(Object.values(remembered));
  const guessed = Object.entries(guessMapping(kind, table.headings)).filter(
    ([field, heading]) => !(field in remembered) && !used.has(heading),
  );
  return {
    file_token: token,
    file_name: fileName,
    encoding: table.encoding,
    headings: table.headings,
    samples: table.rows.slice(0, IMPORT_SAMPLE_ROWS).map((r) => r.cells),
    row_count: table.rows.length,
    mapping: { ...Object.fromEntries(guessed), ...remembered },
    remembered: useSaved,
  };
}

/** The remembered mapping, without the columns this file does not have. */
const rememberedMapping = (mapping: ImportMapping, headings: string[]) =>
  Object.fromEntries(Object.entries(mapping).filter(([, column]) => headings.includes(column)));

async function keptTable(store: FileStore, token: string): Promise<ImportTable> {
  const data = isStaleToken(token, new Date()) ? null : await store.read(fileKey(token));
  if (!data) throw badRequest('import.fileExpired');
  return readImportFile(data);
}

function counted(rows: CheckedRow[]): ImportDryRun {
  const count = (action: string) => rows.filter((r) => r.result.action === action).length;
  return {
    rows: rows.map((r) => r.result),
    created: count('create'),
    updated: count('update'),
    refused: count('refuse'),
  };
}

export async function dryRunImport(
  db: Db,
  store: FileStore,
  kind: ImportKind,
  body: ImportRunBody,
  actor: SessionUser,
): Promise<ImportDryRun> {
  const table = await keptTable(store, body.file_token);
  const mapping = checkedMapping(kind, body.mapping, table.headings);
  return counted(await checkRows(db, kind, table, mapping, actor));
}

/**
 * Checks again and writes every row, or none: one refused row refuses the whole file (409 naming
 * the rows). Runs in the request's transaction, so each row's audit row names the Admin.
 */
export async function applyImport(
  tx: Db,
  store: FileStore,
  kind: ImportKind,
  body: ImportRunBody,
  actor: SessionUser,
): Promise<{ id: number; created: number; updated: number }> {
  const table = await keptTable(store, body.file_token);
  const mapping = checkedMapping(kind, body.mapping, table.headings);
  const rows = await checkRows(tx, kind, table, mapping, actor);
  const refused = rows.filter((r) => r.result.action === 'refuse').map((r) => r.result.line);
  if (refused.length > 0) {
    const shown = refused.slice(0, 20).join(', ') + (refused.length > 20 ? ', …' : '');
    throw conflict({ code: 'import.rowsRefused', params: { lines: shown } }, { lines: refused });
  }
  const def = KINDS[kind];
  // Imported users get a password nobody knows; they choose their own through a reset link.
  const passwordHash = kind === 'users' ? await hashPassword(randomBytes(32).toString('base64url')) : '';
  const changes: ImportChange[] = [];
  for (const row of rows) {
    if (row.existing) {
      await def.update(tx, row.existing, row.body);
      changes.push({
        entity: def.entity,
        id: row.existing.id,
        action: 'update',
        before: row.existing.columns,
      });
    } else {
      const id = await def.create(tx, row.body, { passwordHash });
      changes.push({ entity: def.entity, id, action: 'create' });
    }
  }
  const created = changes.filter((c) => c.action === 'create').length;
  const [saved] = await tx
    .insert(imports)
    .values({
      kind,
      fileName: body.file_name,
      rows: rows.length,
      created,
      updated: changes.length - created,
      changes,
      createdBy: actor.id,
    })
    .returning({ id: imports.id });
  await tx
    .insert(importMappings)
    .values({ kind, mapping, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: importMappings.kind,
      set: { mapping, updatedBy: actor.id, updatedAt: sql`now()` },
    });
  return { id: saved!.id, created, updated: changes.length - created };
}

/** The file is not needed once applied. */
export const forgetImportFile = (store: FileStore, token: string) => store.delete(fileKey(token));

const WITHIN_30_DAYS = sql<boolean>`${imports.createdAt} > now() - interval '30 days'`;

/**
 * Takes a whole import back, once and within 30 days: created records go to the Trash (refused
 * while one has been used since), updated ones get their earlier values back.
 */
export async function undoImport(tx: Db, id: number, actor: SessionUser): Promise<void> {
  const [row] = await tx
    .select({
      kind: imports.kind,
      changes: imports.changes,
      undoneAt: imports.undoneAt,
      recent: WITHIN_30_DAYS,
    })
    .from(imports)
    .where(eq(imports.id, id))
    .for('update');
  if (!row) throw new HttpError(404, 'import.notFound');
  if (row.undoneAt) throw conflict('import.alreadyUndone');
  if (!row.recent) throw conflict('import.undoTooLate');
  const def = KINDS[row.kind as ImportKind];
  if (!def) throw new HttpError(404, 'import.notFound');
  const created = row.changes.filter((c) => c.action === 'create').map((c) => c.id);
  const used = await def.inUse(tx, created);
  if (used !== null) throw conflict({ code: 'import.undoInUse', params: { name: used } });
  await def.remove(tx, created, actor);
  for (const change of [...row.changes].reverse()) {
    if (change.action === 'update' && change.before) await def.restore(tx, change.id, change.before);
  }
  await tx.update(imports).set({ undoneAt: new Date(), undoneBy: actor.id }).where(eq(imports.id, id));
}

/** Newest first, as imports_list_idx is built. */
const NEWEST_FIRST: Keyset = {
  keys: [key(imports.createdAt, 'timestamptz'), key(imports.id, 'int')],
  direction: 'desc',
};
/** The columns the history sorts by (issue 18): text without case, the kind by its code. */
const SORTS: Record<(typeof IMPORT_SORTS)[number], SortColumn> = {
  created_at: { expr: imports.createdAt, type: 'timestamptz' },
  kind: { expr: imports.kind, type: 'text' },
  file: { expr: sql`lower(${imports.fileName})`, type: 'text' },
  by: { expr: sql`lower(${users.name})`, type: 'text' },
  created: { expr: imports.created, type: 'int' },
  updated: { expr: imports.updated, type: 'int' },
};

/** Past imports, newest first or by a column; a company makes few, so a page is read with OFFSET. */
export async function listImports(
  db: Db,
  q: ImportsListFilter,
): Promise<{ rows: ImportSummary[]; total: number }> {
  const order = orderOf(sortedKeyset(q.sort, SORTS, { expr: imports.id, type: 'int' }, NEWEST_FIRST));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: imports.id,
        kind: imports.kind,
        file_name: imports.fileName,
        rows: imports.rows,
        created: imports.created,
        updated: imports.updated,
        byId: users.id,
        byName: users.name,
        created_at: imports.createdAt,
        undone_at: imports.undoneAt,
        recent: WITHIN_30_DAYS,
      })
      .from(imports)
      .innerJoin(users, eq(users.id, imports.createdBy))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(offsetFor(q.page, PAGE_SIZE)),
    db.select({ total: countAll() }).from(imports),
  ]);
  return {
    rows: rows.map(({ byId, byName, recent, ...r }) => ({
      ...r,
      kind: r.kind as ImportKind,
      created_by: { id: byId, name: byName },
      undoable: r.undone_at === null && recent,
    })),
    total: count?.total ?? 0,
  };
}
