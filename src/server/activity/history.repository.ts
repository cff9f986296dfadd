import { type SQL, sql } from 'drizzle-orm';
import { HISTORY_ENTITIES, type HistoryEntity } from '@shared/audit-fields';
import { PAGE_SIZE, type RoleId } from '@shared/constants';
import type { HistoryEntry, HistoryResponse } from '@shared/schemas/activity';
import { ADMINS, STAFF } from '../http/access';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import type { ReportSnapshot } from '../db/schema/reports';
import { EXACT_COUNT_LIMIT } from '../db/list-count';
import { offsetFor, queryRows } from '../db/sql-helpers';
import { forbidden, notFound } from '../http/errors';
import { AUDIT_COLUMNS, type AuditRow, readableEntries } from './audit-entries';

/**
 * Who reads a record's history: whoever reads the record's own page. Users, groups and jobs open
 * for Admins only (their detail routes are ADMINS); locations, templates, chemicals, reports and
 * application records for the office staff. Technicians read no history: every page that shows
 * one is a staff page, and an audit row names staff and values beyond their own work.
 */
const READERS: Record<HistoryEntity, readonly RoleId[]> = {
  users: ADMINS,
  groups: ADMINS,
  jobs: ADMINS,
  locations: STAFF,
  templates: STAFF,
  chemicals: STAFF,
  reports: STAFF,
  applications: STAFF,
};

const byParent = (entity: string, key: string, id: string) =>
  sql`entity = ${entity} and coalesce(after, before) ->> ${key} = ${id}`;

/**
 * The audit rows of a record and of the rows it is edited through: a user's certifications and
 * group memberships, a group's members, a job's assignees (their entity_id is the group's or the
 * job's id, so the entity index finds them), a location's contacts, a template's tasks and their
 * fields (through every task the template ever had, deleted ones too), a report's answers and
 * images. Parent keys stored in the row's JSON are matched within the child's entity. Each part
 * is its own query (read by its own index), joined by UNION ALL: one OR over them all made
 * PostgreSQL read the whole log (300 ms at a million rows).
 */
function historyParts(entity: HistoryEntity, id: number): SQL[] {
  const key = String(id);
  const own = sql`entity = ${entity} and entity_id = ${key}`;
  const children: SQL[] = [];
  switch (entity) {
    case 'users':
      children.push(byParent('user_certifications', 'user_id', key), byParent('group_users', 'user_id', key));
      break;
    case 'groups':
      children.push(sql`entity = 'group_users' and entity_id = ${key}`);
      break;
    case 'jobs':
      children.push(sql`entity = 'job_users' and entity_id = ${key}`);
      break;
    case 'locations':
      children.push(
        byParent('location_contacts', 'location_id', key),
        // Its devices and site plans (issue 17): edited on the location's Devices tab.
        byParent('devices', 'location_id', key),
        byParent('site_plans', 'location_id', key),
      );
      break;
    case 'templates':
      children.push(
        byParent('tasks', 'template_id', key),
        sql`entity = 'task_fields' and coalesce(after, before) ->> 'task_id' in (
          select t.entity_id from audit_log t
          where t.entity = 'tasks' and coalesce(t.after, t.before) ->> 'template_id' = ${key})`,
      );
      break;
    case 'reports':
      children.push(byParent('report_answers', 'report_id', key), byParent('report_files', 'report_id', key));
      break;
    default:
      break;
  }
  return [own, ...children];
}

/** The ids and times of every part's rows, as one set. */
const historyRows = (parts: SQL[]) =>
  sql.join(
    parts.map((where) => sql`(select id, created_at from audit_log where ${where})`),
    sql` union all `,
  );

export function historyEntity(name: string): HistoryEntity {
  const entity = HISTORY_ENTITIES.find((e) => e === name);
  if (!entity) throw notFound();
  return entity;
}

/** A record's changes, newest first, 25 a page, for those who may read the record. */
export async function recordHistory(
  db: Db,
  entity: HistoryEntity,
  id: number,
  page: number,
  actor: SessionUser,
  timezone: string,
): Promise<HistoryResponse> {
  const exists = await queryRows(db, sql`select 1 from ${sql.identifier(entity)} where id = ${id}`);
  if (exists.length === 0) throw notFound();
  if (!READERS[entity].includes(actor.typeId as RoleId)) throw forbidden();
  const rowsOf = historyRows(historyParts(entity, id));
  const offset = offsetFor(page, PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    queryRows<AuditRow>(
      db,
      sql`select ${sql.raw(AUDIT_COLUMNS)} from audit_log a left join users u on u.id = a.user_id
          where a.id in (select id from (${rowsOf}) h order by created_at desc, id desc
                         limit ${PAGE_SIZE} offset ${offset})
          order by a.created_at desc, a.id desc`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from (${rowsOf}) h limit ${EXACT_COUNT_LIMIT + 1}) capped`,
    ),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  const { entries } = await readableEntries(db, rows, timezone);
  if (entity === 'reports') await nameAnswers(db, id, rows, entries);
  return {
    entries,
    total: n,
    ...(n > EXACT_COUNT_LIMIT ? { total_estimated: true as const } : {}),
  };
}

/**
 * A report's answers and images are named by their field, as the report's snapshot of its
 * template has it (the template may have changed since): "Stations checked: 3 → 4".
 */
async function nameAnswers(db: Db, reportId: number, rows: AuditRow[], entries: HistoryEntry[]) {
  const [report] = await queryRows<{ snapshot: ReportSnapshot | string }>(
    db,
    sql`select snapshot from reports where id = ${reportId}`,
  );
  const raw = report?.snapshot;
  const snapshot = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ReportSnapshot | undefined;
  const names = new Map<number, string>();
  for (const task of snapshot?.tasks ?? []) for (const f of task.fields) names.set(f.id, f.field_name);
  rows.forEach((row, i) => {
    if (row.entity !== 'report_answers' && row.entity !== 'report_files') return;
    const fieldId = Number((row.after ?? row.before ?? {}).field_id);
    const entry = entries[i];
    if (entry && names.has(fieldId)) entry.label = names.get(fieldId)!;
  });
}
