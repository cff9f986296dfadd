import { sql } from 'drizzle-orm';
import {
  DAY_COLUMNS,
  type FieldChange,
  INSTANT_COLUMNS,
  NOISE_COLUMNS,
  referenceOf,
  shownFieldOf,
  type ReferenceTable,
  valueKindOf,
} from '@shared/audit-fields';
import { formatDateTime, formatDay } from '@shared/dates';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { recordIds, recordValueOf } from './audit-records';

type Row = Record<string, unknown> | null;

/** A record kind whose rows the History and Activity name. */
export type NamedTable = ReferenceTable | 'reports' | 'applications' | 'devices';

interface RawChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The fields an audit row changed, in the row's column order: for an insert every value it was
 * given, for a purge every value it had, for an update what differs. Noise columns are left out;
 * a changed password is one field without values (the trigger keeps no hash).
 */
export function rawChanges(before: Row, after: Row): RawChange[] {
  const changes: RawChange[] = [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const field of keys) {
    if (NOISE_COLUMNS.has(field)) continue;
    if (field === 'password_changed') {
      if (after?.[field] === true) changes.push({ field: 'password', before: null, after: null });
      continue;
    }
    const b = before ? before[field] : undefined;
    const a = after ? after[field] : undefined;
    if (isEmpty(b) && isEmpty(a)) continue;
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes.push({ field, before: b ?? null, after: a ?? null });
  }
  return changes;
}

/** Which ids of which tables a set of changes refers to. */
export class NameLookup {
  private readonly wanted = new Map<NamedTable, Set<number>>();
  private readonly names = new Map<string, string>();

  want(table: NamedTable, id: unknown) {
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) return;
    let ids = this.wanted.get(table);
    if (!ids) this.wanted.set(table, (ids = new Set()));
    ids.add(n);
  }

  wantReferences(entity: string, changes: RawChange[]) {
    for (const c of changes) {
      const table = referenceOf(entity, c.field);
      if (table) {
        this.want(table, c.before);
        this.want(table, c.after);
      }
      // The products and devices a structured value (an answer, a record) names.
      for (const value of [c.before, c.after]) {
        const ids = recordIds(value);
        for (const id of ids.chemicals) this.want('chemicals', id);
        for (const id of ids.devices) this.want('devices', id);
      }
    }
  }

  /** One query per table for every id wanted; deleted rows keep their names. */
  async load(db: Db) {
    await Promise.all(
      [...this.wanted].map(async ([table, ids]) => {
        const list = `{${[...ids].join(',')}}`;
        const rows = await queryRows<{ id: number; name: string | null }>(db, nameQuery(table, list));
        for (const r of rows) this.names.set(`${table}:${r.id}`, r.name ?? '');
      }),
    );
  }

  name(table: NamedTable, id: unknown): string | undefined {
    return this.names.get(`${table}:${Number(id)}`);
  }
}

function nameQuery(table: NamedTable, ids: string) {
  if (table === 'reports') {
    return sql`select r.id, j.name || ' #' || r.id as name from reports r join jobs j on j.id = r.job_id
               where r.id = any(${ids}::int[])`;
  }
  if (table === 'devices') {
    return sql`select id, '#' || number as name from devices where id = any(${ids}::int[])`;
  }
  if (table === 'applications') {
    return sql`select id, product_name as name from applications where id = any(${ids}::int[])`;
  }
  return sql`select id, name from ${sql.identifier(table)} where id = any(${ids}::int[])`;
}

function valueText(
  entity: string,
  field: string,
  value: unknown,
  names: NameLookup,
  timezone: string,
): string | null {
  if (isEmpty(value)) return null;
  const table = referenceOf(entity, field);
  if (table) return names.name(table, value) ?? `#${JSON.stringify(value)}`;
  if (DAY_COLUMNS.has(field) && typeof value === 'string') return formatDay(value.slice(0, 10));
  if (INSTANT_COLUMNS.has(field) && typeof value === 'string')
    return formatDateTime(value, timezone) || value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** A structured value's RecordValue as the API sends it, or undefined when the change has none. */
function recordJson(field: string, value: unknown, names: NameLookup): string | null | undefined {
  const record = recordValueOf(field, value, {
    chemical: (id) => names.name('chemicals', id),
    device: (id) => names.name('devices', id),
  });
  return record ? JSON.stringify(record) : undefined;
}

/** The changes as the API answers them: names for ids, the office's dates, kinds to translate. */
export function readableChanges(
  entity: string,
  changes: RawChange[],
  names: NameLookup,
  timezone: string,
): FieldChange[] {
  return changes.map((c) => {
    const kind = valueKindOf(entity, c.field);
    if (kind === 'secret') return { field: c.field, kind, before: null, after: null };
    const boolean = typeof c.before === 'boolean' || typeof c.after === 'boolean';
    const before = recordJson(c.field, c.before, names);
    const after = recordJson(c.field, c.after, names);
    if (before !== undefined || after !== undefined) {
      // The other side a plain value (an answer typed before it became a structure): its text.
      const or = (json: string | null | undefined, value: unknown) => {
        if (json !== undefined) return json;
        const text = valueText(entity, c.field, value, names, timezone);
        return text === null ? null : JSON.stringify({ type: 'text', text });
      };
      return {
        field: shownFieldOf(entity, c.field),
        kind: 'record',
        before: or(before, c.before),
        after: or(after, c.after),
      };
    }
    return {
      field: shownFieldOf(entity, c.field),
      kind: boolean ? 'boolean' : kind,
      before: valueText(entity, c.field, c.before, names, timezone),
      after: valueText(entity, c.field, c.after, names, timezone),
    };
  });
}

/** A child row's own name, shown beside its changes (a contact, a task, a field, a licence). */
export function rowLabel(entity: string, before: Row, after: Row): string | null {
  const row = after ?? before ?? {};
  const text = (key: string) => {
    const value = row[key];
    return typeof value === 'string' ? value : '';
  };
  switch (entity) {
    case 'location_contacts':
      return text('name') || null;
    case 'tasks':
      return text('task') || null;
    case 'task_fields':
      return text('field_name') || null;
    case 'user_certifications':
      return [text('state'), text('certification_id')].filter(Boolean).join(' ') || null;
    case 'device_types':
    case 'site_plans':
      return text('name') || null;
    case 'devices':
      return typeof row.number === 'number' ? `#${row.number}` : null;
    default:
      return null;
  }
}
