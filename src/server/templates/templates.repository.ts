import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { PAGE_SIZE, Status } from '@shared/constants';
import type { ListSort } from '@shared/schemas/list-sort';
import { NAME_MAX, type TEMPLATE_SORTS, type TemplateRow } from '@shared/schemas/templates';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { statuses } from '../db/schema/lookups';
import { reports } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { containsPattern, countAll, offsetFor, onPage } from '../db/sql-helpers';
import { conflict, notFound } from '../http/errors';
import { loadTasks } from './load-tasks';
import { storedField } from './tasks.repository';
import { remapRule } from './template-logic';

export interface TemplatesFilter {
  filter?: string;
  page: number;
  active?: 'active' | 'inactive';
  sort?: ListSort<(typeof TEMPLATE_SORTS)[number]>;
}

/** The list's WHERE; its page, count and export (export/lists) all build it here. */
export function templatesWhere({ filter, active }: Omit<TemplatesFilter, 'page'>) {
  const pattern = filter ? containsPattern(filter) : undefined;
  return and(
    isNull(templates.deletedAt),
    // Each ILIKE has its own trigram index; together a bitmap OR, never a table scan.
    pattern
      ? or(sql`${templates.name} ilike ${pattern}`, sql`${templates.companyName} ilike ${pattern}`)
      : undefined,
    active ? eq(templates.statusId, active === 'active' ? Status.Active : Status.Inactive) : undefined,
  );
}

const rowColumns = {
  id: templates.id,
  name: templates.name,
  company_name: templates.companyName,
  status_id: templates.statusId,
  statusName: statuses.status,
  created_at: templates.createdAt,
  pass_mark: templates.passMark,
};

type RawRow = { statusName: string } & Omit<TemplateRow, 'status'>;
const toRow = ({ statusName, ...row }: RawRow): TemplateRow => ({ ...row, status: { status: statusName } });

/** Newest first, spelled as templates_list_idx is built (DESC NULLS LAST, decision 0010's rule). */
export const TEMPLATES_KEYSET: Keyset = {
  keys: [key(templates.createdAt, 'timestamptz'), key(templates.id, 'int')],
  direction: 'desc',
};

/** The columns the list sorts by (issue 18). */
const TEMPLATE_SORT_COLUMNS: Record<(typeof TEMPLATE_SORTS)[number], SortColumn> = {
  name: { expr: sql`lower(${templates.name})`, type: 'text' },
  company_name: { expr: sql`lower(${templates.companyName})`, type: 'text' },
  status: { expr: templates.statusId, type: 'int' },
  created_at: { expr: templates.createdAt, type: 'timestamptz' },
};

/** The list's columns of a template, with its status. */
export function selectTemplateRows(db: Db) {
  return db.select(rowColumns).from(templates).innerJoin(statuses, eq(statuses.id, templates.statusId));
}

/** 25 a page, newest first unless sorted by a column. */
export async function listTemplates(
  db: Db,
  query: TemplatesFilter,
): Promise<{ templates: TemplateRow[]; total: number }> {
  const where = templatesWhere(query);
  const window = { offset: offsetFor(query.page, PAGE_SIZE), limit: PAGE_SIZE };
  const order = orderOf(
    sortedKeyset(query.sort, TEMPLATE_SORT_COLUMNS, { expr: templates.id, type: 'int' }, TEMPLATES_KEYSET),
  );
  const [rows, [count]] = await Promise.all([
    selectTemplateRows(db)
      .where(onPage(db, templates, templates.id, where, order, window))
      .orderBy(...order),
    db.select({ total: countAll() }).from(templates).where(where),
  ]);
  return { templates: rows.map(toRow), total: count?.total ?? 0 };
}

export async function getTemplate(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select(rowColumns)
    .from(templates)
    .innerJoin(statuses, eq(statuses.id, templates.statusId))
    .where(and(eq(templates.id, id), isNull(templates.deletedAt)));
  if (!row) throw notFound('template');
  return toRow(row);
}

/**
 * Locks a live template for the rest of the transaction. FOR UPDATE also waits for (and blocks) a
 * report being inserted with this template, whose foreign key check holds FOR KEY SHARE, so an
 * in-use check made after this lock counts every report committed before it.
 */
export async function lockTemplate(tx: Db, id: number, strength: 'update' | 'share' = 'update') {
  const [row] = await tx
    .select({
      id: templates.id,
      name: templates.name,
      companyName: templates.companyName,
      statusId: templates.statusId,
      passMark: templates.passMark,
    })
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.deletedAt)))
    .for(strength);
  if (!row) throw notFound('template');
  return row;
}

/** A missing pass mark is none on create and unchanged on update; null removes it. */
type TemplateValues = { name: string; company_name: string; status_id: number; pass_mark?: number | null };

const templateValues = (body: TemplateValues) => ({
  name: body.name,
  companyName: body.company_name,
  statusId: body.status_id,
  passMark: body.pass_mark,
});

export async function createTemplate(tx: Db, body: TemplateValues): Promise<TemplateRow> {
  const [row] = await tx.insert(templates).values(templateValues(body)).returning({ id: templates.id });
  return getTemplate(tx, row!.id);
}

export async function updateTemplate(tx: Db, id: number, body: TemplateValues): Promise<TemplateRow> {
  await lockTemplate(tx, id);
  await tx.update(templates).set(templateValues(body)).where(eq(templates.id, id));
  return getTemplate(tx, id);
}

const COPY_SUFFIX = ' (copy)';
/** "{name} (copy)", shortened so that the copy still passes the name rule when it is edited. */
const copyName = (name: string) => `${name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

/**
 * A new template with copies of every task and field (new ids), their rules, points and pass mark,
 * in the caller's transaction. The original is only read: its tasks are loaded by one statement, so
 * the copy is consistent. Each rule of the copy looks at the copy of its source; copies keep the
 * original's order (same weights, ids in the same order), so a valid rule stays valid. A rule whose
 * source was already gone is left off the copy rather than pointing into the original.
 */
export async function copyTemplate(
  tx: Db,
  id: number,
  body: { name?: string; company_name?: string } | null | undefined,
): Promise<TemplateRow> {
  const original = await lockTemplate(tx, id, 'share');
  const [copy] = await tx
    .insert(templates)
    .values({
      name: body?.name ?? copyName(original.name),
      companyName: body?.company_name ?? original.companyName,
      statusId: original.statusId,
      passMark: original.passMark,
    })
    .returning({ id: templates.id });
  const newId = copy!.id;
  const originals = await loadTasks(tx, id);
  const taskIds = new Map<number, number>();
  for (const t of originals) {
    const [newTask] = await tx
      .insert(tasks)
      .values({ templateId: newId, task: t.task, weight: t.weight })
      .returning({ id: tasks.id });
    taskIds.set(t.id, newTask!.id);
  }
  const fields = originals.flatMap((t) => t.fields.map((f) => ({ f, taskId: taskIds.get(t.id)! })));
  const fieldIds = new Map<number, number>();
  if (fields.length > 0) {
    const rows = await tx
      .insert(taskFields)
      .values(fields.map(({ f, taskId }) => ({ taskId, ...storedField(f) })))
      .returning({ id: taskFields.id });
    // PostgreSQL returns the rows of one multi-row INSERT in the order of its VALUES.
    fields.forEach(({ f }, i) => fieldIds.set(f.id, rows[i]!.id));
  }
  // Rules last: a rule's source is a field, whose copy exists only now.
  for (const t of originals.filter((x) => x.condition)) {
    const condition = remapRule(t.condition, fieldIds);
    await tx
      .update(tasks)
      .set({ condition })
      .where(eq(tasks.id, taskIds.get(t.id)!));
  }
  for (const { f } of fields.filter((x) => x.f.condition)) {
    const condition = remapRule(f.condition, fieldIds);
    await tx
      .update(taskFields)
      .set({ condition })
      .where(eq(taskFields.id, fieldIds.get(f.id)!));
  }
  return getTemplate(tx, newId);
}

/** Reports of any status, not deleted, made from the template (the spec's `used_count`). */
export async function templateUsedCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ count: countAll() })
    .from(reports)
    .where(and(eq(reports.templateId, id), isNull(reports.deletedAt)));
  return row?.count ?? 0;
}

/** Soft delete, refused (409, with `used_count`) while reports use the template. */
export async function softDeleteTemplate(tx: Db, id: number, actor: SessionUser): Promise<void> {
  await lockTemplate(tx, id);
  const used = await templateUsedCount(tx, id);
  if (used > 0) {
    throw conflict(
      { code: 'template.inUse', params: { used } },
      {
        status: 'in_use',
        used_count: used,
      },
    );
  }
  await tx.update(templates).set({ deletedAt: new Date(), deletedBy: actor.id }).where(eq(templates.id, id));
}
