import {
  IMPORT_FIELDS,
  type ImportKind,
  type ImportMapping,
  type ImportRowResult,
} from '@shared/schemas/imports';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import type { ImportTable } from './import-file';
import type { Existing, ImportKindDef, Refusal, RowValues } from './import-kind';
import { withColumns } from './import-kind';
import { chemicalsImport } from './import-chemicals';
import { locationsImport } from './import-locations';
import { usersImport } from './import-users';

export const KINDS: Record<ImportKind, ImportKindDef<unknown>> = {
  locations: locationsImport,
  chemicals: chemicalsImport,
  users: usersImport,
};

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A first mapping for a file never mapped before: each field to the heading that spells it, or one
 * of its other names (the export's "City" and "Customer", issue 33 item 8: a list exported imports
 * back without a mapping step).
 */
export function guessMapping(kind: ImportKind, headings: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const def of IMPORT_FIELDS[kind]) {
    const names = [def.field, ...('aliases' in def ? def.aliases : [])].map(squash);
    const heading = names.flatMap((name) => headings.filter((h) => squash(h) === name))[0];
    if (heading) mapping[def.field] = heading;
  }
  return mapping;
}

/** Keeps the kind's fields only; refuses a required field left out or a column the file lacks. */
export function checkedMapping(kind: ImportKind, mapping: ImportMapping, headings: string[]): ImportMapping {
  const checked: ImportMapping = {};
  for (const { field, required } of IMPORT_FIELDS[kind]) {
    const column = mapping[field];
    if (!column) {
      if (required) throw badRequest({ code: 'import.fieldNotMapped', params: { field } });
      continue;
    }
    if (!headings.includes(column)) throw badRequest({ code: 'import.columnUnknown', params: { column } });
    checked[field] = column;
  }
  return checked;
}

/** A row the dry run judged: its result, and for the apply what to write. */
export interface CheckedRow {
  result: ImportRowResult;
  body?: unknown;
  existing?: Existing<unknown>;
}

/**
 * The dry run: every row through the shared schema of the create/update routes, then the checks
 * across rows (the same record twice) and against the database (an existing record is updated;
 * a username taken; a role not the actor's to give). Writes nothing.
 */
export async function checkRows(
  tx: Db,
  kind: ImportKind,
  table: ImportTable,
  mapping: ImportMapping,
  actor: SessionUser,
): Promise<CheckedRow[]> {
  const def = KINDS[kind];
  const index = Object.fromEntries(
    Object.entries(mapping).map(([f, col]) => [f, table.headings.indexOf(col)]),
  );
  const loaded = await def.load?.(tx);
  const firstLine = new Map<string, number>();
  const rows = table.rows.map(({ line, cells }) => {
    const values: RowValues = {};
    for (const [field, i] of Object.entries(index)) values[field] = (cells[i] ?? '').trim();
    // A required field left blank is named as missing, whatever else its schema says of it.
    const missing: Refusal[] = IMPORT_FIELDS[kind]
      .filter((f) => f.required && !values[f.field])
      .map((f) => ({ field: f.field, code: 'validation.required' }));
    const parsed = def.parse(values, loaded);
    const body = missing.length > 0 ? undefined : parsed.body;
    const refusals = [
      ...missing,
      ...parsed.refusals.filter((r) => !missing.some((m) => m.field === r.field)),
    ];
    if (body !== undefined) {
      const key = def.key(body);
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, line);
      else refusals.push({ field: null, code: 'import.duplicateInFile', params: { line: first } });
    }
    return { line, label: def.label(values), body, refusals };
  });
  const parsed = rows.filter((r) => r.body !== undefined && r.refusals.length === 0);
  const existing = await def.existing(
    tx,
    parsed.map((r) => r.body),
  );
  const matched = parsed.map((r) => ({ body: r.body, existing: existing.get(def.key(r.body)) }));
  const more = await def.check(tx, matched, actor);
  const extra = new Map<(typeof rows)[number], { refusals: Refusal[]; existing?: Existing<unknown> }>();
  parsed.forEach((r, i) => extra.set(r, { refusals: more[i] ?? [], existing: matched[i]?.existing }));

  return rows.map((row) => {
    const found = extra.get(row);
    const refusals = [...row.refusals, ...(found?.refusals ?? [])];
    const result: ImportRowResult = {
      line: row.line,
      label: row.label,
      action: refusals.length > 0 ? 'refuse' : found?.existing ? 'update' : 'create',
      reasons: withColumns(refusals, mapping),
      changes: [],
    };
    if (result.action === 'update' && found?.existing) {
      const before = def.shown(found.existing.body);
      const after = def.shown(row.body);
      result.changes = Object.keys(after)
        .filter((field) => before[field] !== after[field])
        .map((field) => ({ field, before: before[field] ?? '', after: after[field] ?? '' }));
    }
    return { result, body: row.body, existing: found?.existing };
  });
}
