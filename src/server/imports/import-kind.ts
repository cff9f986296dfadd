import type { z } from 'zod';
import type { ErrorCode, ErrorParams } from '@shared/error-codes';
import type { ImportReason } from '@shared/schemas/imports';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { codeOfIssue } from '../http/error-codes-of';

/** A row's values by field, as the file's mapped columns hold them (text, trimmed). */
export type RowValues = Record<string, string>;

/** A refusal of a row before the column is known; the engine names the column from the mapping. */
export interface Refusal {
  field: string | null;
  code: ErrorCode;
  params?: ErrorParams;
}

/** A record the file matches by its key, as the import compares and updates it. */
export interface Existing<Body> {
  id: number;
  body: Body;
  /** The table's columns that an update sets, as they are now (what undo puts back). */
  columns: Record<string, unknown>;
}

/**
 * One kind of import: how a row becomes the body of the create/update route (through the same
 * shared schema), which existing record it matches, and how it is written and taken back.
 */
export interface ImportKindDef<Body> {
  /** The table written, as recorded in `imports.changes`. */
  entity: string;
  /** What parsing needs from the database, read once per file (the chemical categories by path). */
  load?(tx: Db): Promise<unknown>;
  /** Reads a row's values into the route's body, or says why not. */
  parse(values: RowValues, loaded: unknown): { body?: Body; refusals: Refusal[] };
  label(values: RowValues): string;
  /** The key that makes two rows (or a row and a record) the same record. */
  key(body: Body): string;
  /** The live records among the keys. */
  existing(tx: Db, bodies: Body[]): Promise<Map<string, Existing<Body>>>;
  /** The database's own refusals of the row (a username another user has, a role not the actor's to give). */
  check(tx: Db, rows: { body: Body; existing?: Existing<Body> }[], actor: SessionUser): Promise<Refusal[][]>;
  /** Field → shown value, to list what an update changes. */
  shown(body: Body): Record<string, string>;
  create(tx: Db, body: Body, context: { passwordHash: string }): Promise<number>;
  update(tx: Db, existing: Existing<Body>, body: Body): Promise<void>;
  /** The name of a created record that has been used since (jobs, reports), which blocks undo. */
  inUse(tx: Db, ids: number[]): Promise<string | null>;
  /** Soft-deletes created records, as a delete does: to the Trash. */
  remove(tx: Db, ids: number[], actor: SessionUser): Promise<void>;
  /** Puts an updated record's columns back. */
  restore(tx: Db, id: number, columns: Record<string, unknown>): Promise<void>;
}

/** A shared schema's refusals, each on the field its path names. */
export function schemaRefusals(error: z.ZodError, fieldOfPath: (path: PropertyKey[]) => string | null) {
  return error.issues.map((issue): Refusal => {
    const coded = codeOfIssue({
      keyword: issue.code,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    });
    return { field: fieldOfPath(issue.path), ...coded };
  });
}

/** Lists `reasons` as the answer names them: with the file's column. */
export function withColumns(refusals: Refusal[], mapping: Record<string, string>): ImportReason[] {
  return refusals.map((r) => ({
    code: r.code,
    ...(r.params && { params: r.params }),
    field: r.field,
    column: r.field ? (mapping[r.field] ?? null) : null,
  }));
}

export function chunks<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
