import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACTIONS, type AuditedEntity, HISTORY_ENTITIES } from '@shared/audit-fields';
import { PAGE_SIZE } from '@shared/constants';
import type {
  ACTIVITY_SORTS,
  ActivityEntry,
  ActivityFilter,
  ActivityResponse,
} from '@shared/schemas/activity';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { countRows, settleTotal } from '../db/list-count';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { rankOf } from '../db/sort-columns';
import { auditLog } from '../db/schema/audit';
import { offsetFor, onPage, queryRows } from '../db/sql-helpers';
import type { NamedTable } from './audit-diff';
import { AUDIT_COLUMNS, type AuditRow, readableEntries } from './audit-entries';

/**
 * Newest first, spelled as the index that serves the filter is built: audit_log_user_time_idx,
 * audit_log_entity_time_idx and audit_log_action_time_idx end in DESC NULLS LAST;
 * audit_log_created_idx (ascending) is read backwards, which gives DESC NULLS FIRST, then the ids
 * of a same instant are sorted. Both columns are never null, so the two spellings order the rows
 * the same. A mismatch sorted every row (280 ms at a million).
 */
export function newestFirst(q: Pick<ActivityFilter, 'user_id' | 'entity' | 'action'>): SQL[] {
  const nulls = q.user_id || q.entity || q.action ? sql` nulls last` : sql``;
  return [sql`${auditLog.createdAt} desc${nulls}`, sql`${auditLog.id} desc${nulls}`];
}

/**
 * The order of the audit rows named `table` under a sort by a column (issue 18): the page's ids
 * are chosen from `audit_log` itself, then its rows are read as `a` beside their actor. Without a
 * sort, undefined: the list's own order is newestFirst, spelled as the filter's index is built.
 */
function sortOrder(sort: ActivityFilter['sort'], table: string): SQL[] | undefined {
  if (!sort) return undefined;
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const columns: Record<(typeof ACTIVITY_SORTS)[number], SortColumn> = {
    when: { expr: column('created_at'), type: 'timestamptz' },
    who: { expr: sql`(select lower(n.name) from users n where n.id = ${column('user_id')})`, type: 'text' },
    action: { expr: rankOf(AUDIT_ACTIONS, column('action')), type: 'int' },
  };
  const id = { expr: column('id'), type: 'bigint' } as const;
  const newest: Keyset = { keys: [key(column('created_at'), 'timestamptz'), id], direction: 'desc' };
  return orderOf(sortedKeyset(sort, columns, id, newest));
}

/**
 * The Activity list's filters in one place, for its page and for an export of the same rows:
 * person, kind of record, action, and whole days in the office's time zone (APP_TIMEZONE).
 */
export function activityWhere(q: Omit<ActivityFilter, 'page'>, timezone: string): SQL | undefined {
  return and(
    q.user_id ? eq(auditLog.userId, q.user_id) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.start_date
      ? sql`${auditLog.createdAt} >= (${q.start_date}::date)::timestamp at time zone ${timezone}`
      : undefined,
    q.end_date
      ? sql`${auditLog.createdAt} < (${q.end_date}::date + 1)::timestamp at time zone ${timezone}`
      : undefined,
  );
}

/** The record an audit row belongs to: the row itself, or the parent it is edited through. */
function recordOf(row: AuditRow): { entity: AuditedEntity & NamedTable; id: number } | null {
  const own = HISTORY_ENTITIES.find((e) => e === row.entity);
  if (own) return row.entity_id ? { entity: own, id: Number(row.entity_id) } : null;
  const values = row.after ?? row.before ?? {};
  const parent = (entity: AuditedEntity & NamedTable, key: string) =>
    Number.isInteger(Number(values[key])) && values[key] !== null
      ? { entity, id: Number(values[key]) }
      : null;
  switch (row.entity) {
    case 'group_users':
      return parent('groups', 'group_id');
    case 'job_users':
      return parent('jobs', 'job_id');
    case 'location_contacts':
      return parent('locations', 'location_id');
    case 'tasks':
      return parent('templates', 'template_id');
    case 'user_certifications':
      return parent('users', 'user_id');
    case 'report_answers':
    case 'report_files':
      return parent('reports', 'report_id');
    default:
      return null;
  }
}

/**
 * Every audit row across the company, newest first or by a column (`sort`), 25 a page (Admins).
 * The count keeps the list's own order.
 */
export async function listActivity(db: Db, q: ActivityFilter, timezone: string): Promise<ActivityResponse> {
  const where = activityWhere(q, timezone);
  const offset = offsetFor(q.page, PAGE_SIZE);
  const order = newestFirst(q);
  const sorted = sortOrder(q.sort, 'audit_log') ?? order;
  const page = onPage(db, auditLog, auditLog.id, where, sorted, { offset, limit: PAGE_SIZE + 1 });
  const outer = sortOrder(q.sort, 'a') ?? [sql`a.created_at desc`, sql`a.id desc`];
  const [fetched, count] = await Promise.all([
    queryRows<AuditRow>(
      db,
      sql`select ${sql.raw(AUDIT_COLUMNS)} from audit_log a left join users u on u.id = a.user_id
          where a.id in (select id from audit_log where ${page})
          order by ${sql.join(outer, sql`, `)}`,
    ),
    // The trail only grows, and its filters are plain columns the statistics know: a million
    // entries are "about a million" from the planner, not 10,001 index entries read (9 ms) to
    // learn there are many.
    countRows(db, auditLog, where, undefined, { order, estimateFirst: true }),
  ]);
  const rows = fetched.slice(0, PAGE_SIZE);
  const { total, estimated } = await settleTotal(db, auditLog, where, count, {
    offset,
    rows: rows.length,
    more: fetched.length > PAGE_SIZE,
  });
  const records = rows.map(recordOf);
  const { entries, names } = await readableEntries(db, rows, timezone, (lookup) => {
    for (const r of records) if (r) lookup.want(r.entity, r.id);
  });
  return {
    total,
    ...(estimated ? { total_estimated: true as const } : {}),
    entries: entries.map((e, i): ActivityEntry => {
      const r = records[i];
      return { ...e, record: r ? { ...r, name: names.name(r.entity, r.id) ?? `#${r.id}` } : null };
    }),
  };
}
