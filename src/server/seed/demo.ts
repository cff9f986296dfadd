import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/auth.public';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { groups, groupUsers } from '../db/schema/groups';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locationContacts, locations } from '../db/schema/locations';
import { type ReportSnapshot, reportAnswers, reports, reportStatusHistory } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { DEMO_CHEMICALS } from './demo-chemicals';
import {
  DEMO_TRAINEE,
  DEMO_TRAINEE_SUPERVISOR,
  writeDemoCertifications,
  writeDemoCompany,
} from './demo-company';
import { type DemoFile, writeDemoDevices } from './demo-devices';
import { buildSnapshots, nth } from './demo-forms';
import { planJobs, type PlannedJob } from './demo-jobs';
import { freezeDemoApplications, writeDemoLastYear } from './demo-last-year';
import {
  DEMO_GROUPS,
  DEMO_LOCATIONS,
  DEMO_USERS,
  demoAddress,
  demoContact,
  demoEmail,
  demoUsername,
} from './demo-people';
import { addMinutes, createRng, daysBefore } from './demo-random';
import { type PlannedApplication, planReports, type PlannedReport, type PlannedValue } from './demo-reports';
import { DEMO_TEMPLATES } from './demo-templates';
import { type PlannedRecurrence, planRecurrence, writeDemoRecurrence } from './demo-visits';

export interface DemoPlan {
  base: Date;
  jobs: PlannedJob[];
  reports: PlannedReport[];
  recurring: PlannedRecurrence[];
}

/**
 * Everything random about the demo, decided before touching the database; the rest is fixed data.
 * `base` is midnight UTC of the day the demo is for (demoBaseDate): every date is planned back from it.
 */
export function planDemo(base: Date): DemoPlan {
  const rng = createRng(20240917);
  const plannedJobs = planJobs(base, rng);
  const reports = planReports(base, plannedJobs, rng);
  return { base, jobs: plannedJobs, reports, recurring: planRecurrence(base, plannedJobs) };
}

/**
 * The demo company (docs/product.md section 2): people, groups, sites, a year of jobs, the chemical
 * tree, templates and reports in every status. One transaction, one insert per table. Answers the
 * files it refers to (a site plan image), for the caller to put in the file store.
 */
export async function seedDemo(db: Db, base: Date, password: string): Promise<DemoFile[]> {
  // Hashed once for all accounts: scrypt is slow on purpose.
  const passwordHash = await hashPassword(password);
  const plan = planDemo(base);
  // Inside bootstrap's own transaction this becomes a savepoint; alone, it is all or nothing.
  return db.transaction(async (tx) => writeDemo(tx, plan, passwordHash));
}

/**
 * Ids taken from each table's identity sequence up front, so rows can refer to each other (a
 * chemical to its parent, a report's snapshot to field ids) inside single multi-row inserts.
 */
async function reserveIds(tx: Db, table: PgTable, n: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id
        from generate_series(1, ${n}::int) order by 1`,
  );
  return rows.map((r) => Number(r.id));
}

async function writeDemo(tx: Db, plan: DemoPlan, passwordHash: string): Promise<DemoFile[]> {
  const { base } = plan;
  const templateTasks = DEMO_TEMPLATES.flatMap((t) => t.tasks);
  // One after another: a transaction is one connection, and pg deprecates overlapping queries on it.
  const userIds = await reserveIds(tx, users, DEMO_USERS.length);
  const groupIds = await reserveIds(tx, groups, DEMO_GROUPS.length);
  const locationIds = await reserveIds(tx, locations, DEMO_LOCATIONS.length);
  const jobIds = await reserveIds(tx, jobs, plan.jobs.length);
  const chemicalIds = await reserveIds(tx, chemicals, DEMO_CHEMICALS.length);
  const templateIds = await reserveIds(tx, templates, DEMO_TEMPLATES.length);
  const taskIds = await reserveIds(tx, tasks, templateTasks.length);
  const fieldIds = await reserveIds(tx, taskFields, templateTasks.flatMap((t) => t.fields).length);
  const reportIds = await reserveIds(tx, reports, plan.reports.length);
  const userByName = new Map(DEMO_USERS.map((u, i) => [u.name, nth(userIds, i)]));

  await tx.insert(users).values(
    DEMO_USERS.map((u, i) => {
      const createdAt = daysBefore(base, u.joinedDaysAgo, 14);
      return {
        id: nth(userIds, i),
        name: u.name,
        email: demoEmail(u.name),
        username: demoUsername(u.name),
        passwordHash,
        typeId: u.typeId,
        statusId: u.statusId,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  const groupCreated = (i: number) => daysBefore(base, 500 - i * 40, 15);
  await tx.insert(groups).values(
    DEMO_GROUPS.map((g, i) => ({
      id: nth(groupIds, i),
      name: g.name,
      typeId: g.typeId,
      statusId: g.statusId,
      createdAt: groupCreated(i),
      updatedAt: groupCreated(i),
    })),
  );
  await tx.insert(groupUsers).values(
    DEMO_GROUPS.flatMap((g, i) =>
      g.members.map((member) => {
        const userId = userByName.get(member);
        if (userId === undefined) throw new Error(`demo seed: unknown group member ${member}`);
        return { groupId: nth(groupIds, i), userId, createdAt: groupCreated(i) };
      }),
    ),
  );

  await tx.insert(locations).values(
    DEMO_LOCATIONS.map((l, i) => {
      const createdAt = daysBefore(base, 370 + (i % 7) * 9, 16, i);
      return {
        id: nth(locationIds, i),
        name: l.name,
        ...demoAddress(l, i),
        latitude: l.latitude,
        longitude: l.longitude,
        statusId: l.statusId,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await tx
    .insert(locationContacts)
    .values(DEMO_LOCATIONS.map((l, i) => ({ locationId: nth(locationIds, i), ...demoContact(l, i) })));

  await tx.insert(jobs).values(
    plan.jobs.map((j, i) => ({
      id: nth(jobIds, i),
      name: j.name,
      category: j.category,
      locationId: nth(locationIds, j.location),
      statusId: j.statusId,
      createdAt: j.createdAt,
      updatedAt: j.createdAt,
    })),
  );
  await tx
    .insert(jobUsers)
    .values(
      plan.jobs.flatMap((j, i) =>
        j.assignees.map((u) => ({ jobId: nth(jobIds, i), userId: nth(userIds, u), createdAt: j.createdAt })),
      ),
    );

  const chemicalIndex = new Map(DEMO_CHEMICALS.map((c, i) => [c.name, i]));
  await tx.insert(chemicals).values(
    DEMO_CHEMICALS.map((c, i) => {
      const parent = c.parent === undefined ? undefined : chemicalIndex.get(c.parent);
      if (c.parent !== undefined && parent === undefined)
        throw new Error(`demo seed: no category ${c.parent}`);
      const createdAt = daysBefore(base, 450, 14, i);
      return {
        id: nth(chemicalIds, i),
        parentId: parent === undefined ? null : nth(chemicalIds, parent),
        isCategory: c.isCategory,
        name: c.name,
        epaRegNo: c.epaRegNo ?? null,
        activeIngredient: c.activeIngredient ?? null,
        manufacturer: c.manufacturer ?? null,
        signalWord: c.signalWord ?? null,
        restrictedUse: c.restrictedUse ?? false,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  const snapshots = buildSnapshots(DEMO_TEMPLATES, {
    templates: templateIds,
    tasks: taskIds,
    fields: fieldIds,
  });
  const snapshotOf = (template: number): ReportSnapshot => {
    const snapshot = snapshots[template];
    if (!snapshot) throw new Error(`demo seed: no template ${template}`);
    return snapshot;
  };

  await tx.insert(templates).values(
    DEMO_TEMPLATES.map((t, i) => {
      const createdAt = daysBefore(base, t.createdDaysAgo, 15);
      return {
        id: nth(templateIds, i),
        name: t.name,
        companyName: t.companyName,
        statusId: t.statusId,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await tx.insert(tasks).values(
    snapshots.flatMap((s, i) => {
      const createdAt = daysBefore(base, DEMO_TEMPLATES[i]?.createdDaysAgo ?? 0, 15, 5);
      return s.tasks.map((t) => ({
        id: t.id,
        templateId: s.template.id,
        task: t.task,
        weight: t.weight,
        createdAt,
        updatedAt: createdAt,
      }));
    }),
  );
  await tx.insert(taskFields).values(
    snapshots.flatMap((s, i) => {
      const createdAt = daysBefore(base, DEMO_TEMPLATES[i]?.createdDaysAgo ?? 0, 15, 10);
      return s.tasks.flatMap((t) =>
        t.fields.map((f) => ({
          id: f.id,
          taskId: t.id,
          fieldName: f.field_name,
          fieldType: f.field_type,
          required: f.required,
          options: JSON.stringify(f.options),
          weight: f.weight,
          defaultValue: f.default_value,
          createdAt,
          updatedAt: createdAt,
        })),
      );
    }),
  );

  await tx.insert(reports).values(
    plan.reports.map((r, i) => ({
      id: nth(reportIds, i),
      jobId: nth(jobIds, r.job),
      templateId: nth(templateIds, r.template),
      userId: nth(userIds, r.user),
      statusId: r.statusId,
      startDate: r.startDate,
      submittedAt: r.submittedAt,
      finishedAt: r.finishedAt,
      returnReason: r.returnReason,
      snapshot: snapshotOf(r.template),
      createdAt: r.startDate,
      updatedAt: r.history.at(-1)?.at ?? r.startDate,
    })),
  );
  const trainee = userByName.get(DEMO_TRAINEE);
  const answerValue = (v: PlannedValue, userId: number) =>
    Array.isArray(v) && v.some((x) => typeof x === 'object')
      ? (v as PlannedApplication[]).map(({ chemical, ...record }) => ({
          ...record,
          chemical_id: nth(chemicalIds, chemical),
          supervisor_id: userId === trainee ? (userByName.get(DEMO_TRAINEE_SUPERVISOR) ?? null) : null,
        }))
      : v;
  const answers = plan.reports.flatMap((r, i) => {
    const at = r.submittedAt ?? addMinutes(r.startDate, 30);
    const snapshot = snapshotOf(r.template);
    return r.answers.map((a) => {
      const field = snapshot.tasks[a.task]?.fields[a.field];
      if (!field) throw new Error(`demo seed: no field ${a.task}/${a.field}`);
      return {
        reportId: nth(reportIds, i),
        fieldId: field.id,
        value: answerValue(a.value, nth(userIds, r.user)),
        createdAt: at,
        updatedAt: at,
      };
    });
  });
  if (answers.length > 0) await tx.insert(reportAnswers).values(answers);
  await tx.insert(reportStatusHistory).values(
    plan.reports.flatMap((r, i) =>
      r.history.map((h) => ({
        reportId: nth(reportIds, i),
        fromStatusId: h.from,
        toStatusId: h.to,
        userId: nth(userIds, h.user),
        reason: h.reason,
        createdAt: h.at,
      })),
    ),
  );
  await writeDemoCompany(tx, base);
  await writeDemoCertifications(tx, userByName, base);
  await freezeDemoApplications(tx, reportIds);
  await writeDemoRecurrence(tx, base, plan.recurring, jobIds);
  await writeDemoLastYear(tx, base, { users: userByName, locationIds, chemicalIds, templateIds, snapshotOf });
  return writeDemoDevices(tx, base, { users: userByName, locationIds });
}
