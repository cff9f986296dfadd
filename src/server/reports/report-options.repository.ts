import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Status } from '@shared/constants';
import type { StartForm } from '@shared/schemas/report-start';
import type { ChemicalOption, StartTemplate } from '@shared/schemas/reports';
import { notFound } from '../http/errors';
import { buildSnapshot } from './report-snapshot';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { taskFields, tasks, templates } from '../db/schema/templates';

/** Active templates with at least one field: what a report can be started from. */
export async function startTemplates(db: Db): Promise<StartTemplate[]> {
  // Qualified by hand: in a one-table select Drizzle writes columns bare, and "id" is ambiguous here.
  const fieldCount = sql<number>`(
    select count(*) from ${taskFields} f join ${tasks} t on t.id = f.task_id where t.template_id = ${templates}.id
  )`.mapWith(Number);
  const rows = await db
    .select({
      id: templates.id,
      name: templates.name,
      company_name: templates.companyName,
      field_count: fieldCount,
    })
    .from(templates)
    .where(and(isNull(templates.deletedAt), eq(templates.statusId, Status.Active)))
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.id));
  return rows.filter((r) => r.field_count > 0);
}

/**
 * What a report started from the template now would copy, answers empty: an active template with
 * at least one field, else 404 (a phone keeps it to start the report offline).
 */
export async function startForm(db: Db, templateId: number): Promise<StartForm> {
  // This template alone: a phone asks for each form in turn, and the list's field counts of every
  // template for each would grow with the square of their number.
  const [startable] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(
      and(
        eq(templates.id, templateId),
        isNull(templates.deletedAt),
        eq(templates.statusId, Status.Active),
        sql`exists (select 1 from ${taskFields} f join ${tasks} t on t.id = f.task_id where t.template_id = ${templates}.id)`,
      ),
    );
  if (!startable) throw notFound('template');
  const snapshot = await buildSnapshot(db, templateId);
  const { pass_mark: passMark, ...template } = snapshot.template;
  return {
    template,
    pass_mark: passMark ?? null,
    tasks: snapshot.tasks.map((t) => ({
      ...t,
      fields: t.fields.map((f) => ({ ...f, answer: null, followup: null })),
    })),
  };
}

/**
 * Every live chemical (not category) with the path of categories above it, for the chemical
 * application picker. The tree is small (a company's product list), so it is read whole.
 */
export async function chemicalOptions(db: Db): Promise<ChemicalOption[]> {
  const rows = await db
    .select({
      id: chemicals.id,
      parentId: chemicals.parentId,
      isCategory: chemicals.isCategory,
      name: chemicals.name,
      epa_reg_no: chemicals.epaRegNo,
      active_ingredient: chemicals.activeIngredient,
      lots: chemicals.lots,
    })
    .from(chemicals)
    .where(isNull(chemicals.deletedAt));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (parentId: number | null): string[] | null => {
    const path: string[] = [];
    const seen = new Set<number>();
    for (let id = parentId; id !== null && !seen.has(id);) {
      seen.add(id);
      const node = byId.get(id);
      // Under a deleted category the product is out of the tree too.
      if (!node) return null;
      path.unshift(node.name);
      id = node.parentId;
    }
    return path;
  };
  return rows
    .flatMap((r) => {
      const path = r.isCategory ? null : pathOf(r.parentId);
      if (!path) return [];
      const { id, name, epa_reg_no, active_ingredient, lots } = r;
      return [{ id, name, epa_reg_no, active_ingredient, path, lots }];
    })
    .sort((a, b) => {
      const ka = [...a.path, a.name].join('\u0000').toLowerCase();
      const kb = [...b.path, b.name].join('\u0000').toLowerCase();
      return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    });
}
