import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { FieldType, ReportStatus } from '@shared/constants';
import { chemicalIdsIn } from '@shared/schemas/application-values';
import type { Db } from '../db/client';
import type { DataMigration } from '../data-migrations/data-migrations.public';
import { queryRows } from '../db/sql-helpers';
import { chemicals } from '../db/schema/chemicals';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reportAnswers, reports, type ReportSite, reportSites } from '../db/schema/reports';
import { users } from '../db/schema/users';

type SiteSource = Pick<typeof reports.$inferSelect, 'id' | 'jobId' | 'userId' | 'snapshot'>;

/** The chemical application fields of a report's template copy: whose answers name products. */
function chemicalFieldIds(report: SiteSource): Set<number> {
  return new Set(
    report.snapshot.tasks.flatMap((t) =>
      t.fields.filter((f) => f.field_type === FieldType.ChemicalApplication).map((f) => f.id),
    ),
  );
}

/**
 * Each report's site as its job, location, technician and products are now, in four statements
 * whatever the number of reports. `lock` holds the jobs' rows against a move to another location
 * until the transaction ends (updateJob locks the row for update, then looks for such reports).
 */
export async function liveSites(
  db: Db,
  list: SiteSource[],
  opts: { lock?: boolean } = {},
): Promise<Map<number, ReportSite>> {
  const sites = new Map<number, ReportSite>();
  if (list.length === 0) return sites;
  const jobQuery = db
    .select({
      id: jobs.id,
      name: jobs.name,
      category: jobs.category,
      locationId: locations.id,
      locationName: locations.name,
      address: locations.address,
      state: locations.state,
      customerName: locations.customerName,
    })
    .from(jobs)
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(inArray(jobs.id, [...new Set(list.map((r) => r.jobId))]));
  const jobRows = opts.lock ? await jobQuery.for('share', { of: jobs }) : await jobQuery;
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(list.map((r) => r.userId))]));
  const withProducts = list.filter((r) => chemicalFieldIds(r).size > 0);
  const answers =
    withProducts.length === 0
      ? []
      : await db
          .select({
            reportId: reportAnswers.reportId,
            fieldId: reportAnswers.fieldId,
            value: reportAnswers.value,
          })
          .from(reportAnswers)
          .where(
            inArray(
              reportAnswers.reportId,
              withProducts.map((r) => r.id),
            ),
          );
  // Grouped first: a start-up batch holds thousands of reports and their answers.
  const answersOf = new Map<number, typeof answers>();
  for (const a of answers) {
    const own = answersOf.get(a.reportId);
    if (own) own.push(a);
    else answersOf.set(a.reportId, [a]);
  }
  const productIds = new Map<number, number[]>();
  for (const report of withProducts) {
    const fields = chemicalFieldIds(report);
    const values = (answersOf.get(report.id) ?? []).filter((a) => fields.has(a.fieldId)).map((a) => a.value);
    productIds.set(report.id, chemicalIdsIn(values));
  }
  const allProducts = [...new Set([...productIds.values()].flat())];
  const products =
    allProducts.length === 0
      ? []
      : await db
          .select({
            id: chemicals.id,
            name: chemicals.name,
            epa_reg_no: chemicals.epaRegNo,
            active_ingredient: chemicals.activeIngredient,
          })
          .from(chemicals)
          .where(inArray(chemicals.id, allProducts))
          .orderBy(asc(chemicals.id));
  const jobOf = new Map(jobRows.map((j) => [j.id, j]));
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  for (const report of list) {
    const job = jobOf.get(report.jobId);
    if (!job) continue;
    const named = new Set(productIds.get(report.id) ?? []);
    sites.set(report.id, {
      job: { name: job.name, category: job.category },
      location: {
        id: job.locationId,
        name: job.locationName,
        address: job.address,
        state: job.state,
        customer_name: job.customerName,
      },
      technician: { name: nameOf.get(report.userId) ?? '' },
      chemicals: products.filter((p) => named.has(p.id)),
    });
  }
  return sites;
}

/**
 * What a report shows of its job, location, technician and products: frozen once it is submitted
 * (issue 30), as they are now while it is in progress. A report submitted before sites were kept
 * and not yet given one (backfillReportSites) reads them as they are now.
 */
export async function siteOf(db: Db, report: SiteSource & { statusId: number }): Promise<ReportSite> {
  if (report.statusId !== ReportStatus.InProgress) {
    const [kept] = await db
      .select({ site: reportSites.site })
      .from(reportSites)
      .where(eq(reportSites.reportId, report.id));
    if (kept) return kept.site;
  }
  const site = (await liveSites(db, [report])).get(report.id);
  if (!site) throw new Error(`report ${report.id}: its job ${report.jobId} does not exist`);
  return site;
}

/** At submit, in its transaction: the site as it is now, in place of an earlier submit's. */
export async function freezeSite(tx: Db, report: SiteSource): Promise<void> {
  const site = (await liveSites(tx, [report], { lock: true })).get(report.id);
  if (!site) throw new Error(`report ${report.id}: its job ${report.jobId} does not exist`);
  await tx
    .insert(reportSites)
    .values({ reportId: report.id, site })
    .onConflictDoUpdate({ target: reportSites.reportId, set: { site, takenAt: sql`now()` } });
}

/**
 * Gives every submitted or finished report without a site the one it has now (the best there is
 * for reports submitted before sites were kept). A data migration (decision 0051): batches in id
 * order that only read the reports, while the app serves.
 */
export const reportSitesMigration: DataMigration = {
  name: 'report-sites',
  label: 'earlier submitted reports given their job, location and people',
  pending: async (db) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from reports r
          where r.status_id in (${ReportStatus.Submitted}, ${ReportStatus.Finished})
            and not exists (select 1 from report_sites s where s.report_id = r.id)`,
    );
    return row?.n ?? 0;
  },
  step: async (db, after, size) => {
    const pending = await db
      .select({ id: reports.id, jobId: reports.jobId, userId: reports.userId, snapshot: reports.snapshot })
      .from(reports)
      .where(
        and(
          gt(reports.id, after),
          inArray(reports.statusId, [ReportStatus.Submitted, ReportStatus.Finished]),
          notExists(
            db
              .select({ one: sql`1` })
              .from(reportSites)
              .where(eq(reportSites.reportId, reports.id)),
          ),
        ),
      )
      .orderBy(asc(reports.id))
      .limit(size);
    if (pending.length === 0) return { changed: 0, last: null };
    const sites = await liveSites(db, pending);
    const rows = pending.flatMap((r) => {
      const site = sites.get(r.id);
      return site ? [{ reportId: r.id, site }] : [];
    });
    // A report submitted meanwhile has its own site already: it is kept.
    if (rows.length > 0) await db.insert(reportSites).values(rows).onConflictDoNothing();
    return { changed: rows.length, last: pending.at(-1)!.id };
  },
};

/**
 * Names the people of history rows written before names were kept (migration 0022 keeps them
 * since), as they are called now: the best there is. A data migration (decision 0051).
 */
export const historyNamesMigration: DataMigration = {
  name: 'history-names',
  label: 'earlier report history entries given their people’s names',
  pending: async (db) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from report_status_history where user_name is null`,
    );
    return row?.n ?? 0;
  },
  step: async (db, after, size) => {
    const [done] = await queryRows<{ n: number; last: number | null }>(
      db,
      sql`with pending as (
            select h.id from report_status_history h
            where h.id > ${after} and h.user_name is null order by h.id limit ${size}
          ), named as (
            update report_status_history h set user_name = u.name
            from pending p, users u
            where h.id = p.id and u.id = h.user_id
            returning 1
          )
          select (select count(*)::int from named) as n, (select max(id) from pending) as last`,
    );
    return { changed: done?.n ?? 0, last: done?.last == null ? null : Number(done.last) };
  },
};

/** Whether a job has a report that is submitted or finished, deleted ones too (they can come back). */
export async function hasFrozenReports(tx: Db, jobId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.jobId, jobId),
        inArray(reports.statusId, [ReportStatus.Submitted, ReportStatus.Finished]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
