import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAGE_SIZE, ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import type { SharedReport, SharedReportRow, SharedView } from '@shared/schemas/share-links';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { companySettings } from '../db/schema/company';
import { sitePlans } from '../db/schema/devices';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reports, reportSites } from '../db/schema/reports';
import { offsetFor } from '../db/sql-helpers';
import { HttpError } from '../http/errors';
import { reportDetail, SHARED_READER } from '../reports/reports.public';
import { answeredImages } from '../reports/reports.public';
import { shownOnly } from '../reports/reports.public';
import type { ShareLinkRecord } from './share-links.repository';

/** Anything outside a link's scope is "not found", never "forbidden": it confirms nothing. */
export const outOfScope = () => new HttpError(404, 'shareLink.notFound');

/**
 * A report a link may show: live, finished, and the link's own report or (a location's link) one
 * of that location's reports. Everything else is 404, whether it exists or not.
 */
async function reportInScope(db: Db, link: ShareLinkRecord, reportId: number) {
  if (link.reportId !== null && link.reportId !== reportId) throw outOfScope();
  const [row] = await db
    .select({ report: reports, locationId: jobs.locationId })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .where(
      and(eq(reports.id, reportId), isNull(reports.deletedAt), eq(reports.statusId, ReportStatus.Finished)),
    );
  if (!row) throw outOfScope();
  if (link.locationId !== null && row.locationId !== link.locationId) throw outOfScope();
  return row.report;
}

/**
 * The report as the share link's reader may read it: the staff detail, read with no user, without
 * what its rules hide (issue 16): neither those answers nor their images are shared.
 */
async function sharedDetail(db: Db, link: ShareLinkRecord, reportId: number): Promise<ReportDetail> {
  return shownOnly(await reportDetail(db, await reportInScope(db, link, reportId), SHARED_READER));
}

async function companyName(db: Db, fallback: string): Promise<string> {
  const [settings] = await db
    .select({ name: companySettings.businessName })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return settings?.name.trim() || fallback;
}

/**
 * The chemicals of a report, named as when it was submitted (its site, then its records, issue 30),
 * with the name of their safety document as it is now (the public page links it).
 */
async function withDocuments(db: Db, detail: ReportDetail): Promise<SharedReport['chemicals']> {
  const named = new Map<number, Omit<SharedReport['chemicals'][number], 'document'>>();
  for (const c of detail.chemicals) named.set(c.id, c);
  for (const a of detail.applications) {
    if (!named.has(a.chemical_id)) {
      named.set(a.chemical_id, {
        id: a.chemical_id,
        name: a.product_name,
        epa_reg_no: a.epa_reg_no,
        active_ingredient: null,
      });
    }
  }
  if (named.size === 0) return [];
  const documents = await db
    .select({ id: chemicals.id, filepath: chemicals.filepath, fileName: chemicals.fileName })
    .from(chemicals)
    .where(inArray(chemicals.id, [...named.keys()]));
  const documentOf = new Map(documents.map((d) => [d.id, d]));
  return [...named.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => {
      const file = documentOf.get(c.id);
      return { ...c, document: file?.filepath ? file.fileName || c.name : null };
    });
}

/** A site plan's image under a link: the public route, scoped to the report (issue 17). */
export const sharedPlanUrl = (token: string, reportId: number, planId: number) =>
  `/api/shared/${token}/reports/${reportId}/site-plans/${planId}/image`;

/** The public shape: what the page shows, nothing that edits or names staff beyond the technician. */
async function toShared(db: Db, detail: ReportDetail, token: string): Promise<SharedReport> {
  return {
    id: detail.id,
    status: detail.status.status,
    start_date: detail.start_date,
    submitted_at: detail.submitted_at,
    finished_at: detail.finished_at,
    job: {
      name: detail.job.name,
      category: detail.job.category,
      location: { name: detail.job.location.name, address: detail.job.location.address },
    },
    template: { name: detail.template.name, company_name: detail.template.company_name },
    technician: { name: detail.user.name },
    ...(detail.score && (detail.score.max_points > 0 || detail.score.flagged > 0)
      ? { score: detail.score }
      : {}),
    tasks: detail.tasks.map((t) => ({
      id: t.id,
      task: t.task,
      fields: t.fields.map((f) => ({
        id: f.id,
        field_name: f.field_name,
        field_type: f.field_type,
        type_name: f.type_name,
        options: f.options,
        default_value: f.default_value,
        answer: f.answer,
        // As the report view shows them (issue 16), where there are some: which options flag, a
        // flagged answer's note and photos.
        ...(f.scoring ? { scoring: f.scoring } : {}),
        ...(f.followup ? { followup: f.followup } : {}),
      })),
    })),
    applications: detail.applications.map(
      ({ report_id: _r, location_id: _l, applicator, supervisor, corrections, ...record }) => ({
        ...record,
        applicator: { name: applicator.name },
        supervisor: supervisor ? { name: supervisor.name } : null,
        corrections: corrections.map((c) => ({ ...c, by: { name: c.by.name } })),
      }),
    ),
    chemicals: await withDocuments(db, detail),
    devices: (detail.devices ?? []).map(({ code: _code, ...device }) => device),
    site_plans: (detail.site_plans ?? []).map((p) => ({ ...p, url: sharedPlanUrl(token, detail.id, p.id) })),
  };
}

/** `GET /api/shared/:token` and `…/reports/:reportId`: one finished report of the link. */
export async function sharedReportView(
  db: Db,
  link: ShareLinkRecord,
  reportId: number,
  token: string,
): Promise<Extract<SharedView, { kind: 'report' }>> {
  const detail = await sharedDetail(db, link, reportId);
  return {
    kind: 'report',
    company: await companyName(db, detail.template.company_name),
    report: await toShared(db, detail, token),
  };
}

/** `GET /api/shared/:token` of a location's link: its finished reports, newest first, a page. */
export async function sharedLocationView(
  db: Db,
  link: ShareLinkRecord & { locationId: number },
  page: number,
): Promise<Extract<SharedView, { kind: 'location' }>> {
  const [location] = await db
    .select({ name: locations.name, address: locations.address })
    .from(locations)
    .where(and(eq(locations.id, link.locationId), isNull(locations.deletedAt)));
  if (!location) throw outOfScope();
  const where = and(
    eq(jobs.locationId, link.locationId),
    isNull(reports.deletedAt),
    eq(reports.statusId, ReportStatus.Finished),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reports.id,
        finishedAt: reports.finishedAt,
        startDate: reports.startDate,
        snapshot: reports.snapshot,
        // The job's name when the report was submitted (issue 30).
        job: sql<string>`coalesce(${reportSites.site} -> 'job' ->> 'name', ${jobs.name})`,
      })
      .from(reports)
      .innerJoin(jobs, eq(jobs.id, reports.jobId))
      .leftJoin(reportSites, eq(reportSites.reportId, reports.id))
      .where(where)
      .orderBy(desc(reports.finishedAt), desc(reports.id))
      .limit(PAGE_SIZE)
      .offset(offsetFor(page, PAGE_SIZE)),
    db.select({ total: count() }).from(reports).innerJoin(jobs, eq(jobs.id, reports.jobId)).where(where),
  ]);
  const list: SharedReportRow[] = rows.map((r) => ({
    id: r.id,
    finished_at: r.finishedAt,
    start_date: r.startDate,
    template: r.snapshot.template.name,
    job: r.job,
  }));
  return {
    kind: 'location',
    company: await companyName(db, rows[0]?.snapshot.template.company_name ?? ''),
    location,
    reports: list,
    total: Number(total?.total ?? 0),
  };
}

/** Which report of a link a file or document belongs to: the link's own, or the one asked for. */
export function reportOfLink(link: ShareLinkRecord, asked: number | undefined): number {
  const id = link.reportId ?? asked;
  if (id === undefined) throw outOfScope();
  return id;
}

/** A photo or signature the shared report answers with (a replaced one stays stored, unshared). */
export async function sharedFileInScope(db: Db, link: ShareLinkRecord, reportId: number, fileId: number) {
  const detail = await sharedDetail(db, link, reportId);
  if (!answeredImages(detail).has(fileId)) throw outOfScope();
  return detail.id;
}

/** A chemical applied in the shared report that has a safety document: its file's facts. */
export async function sharedDocumentInScope(
  db: Db,
  link: ShareLinkRecord,
  reportId: number,
  chemicalId: number,
) {
  const detail = await sharedDetail(db, link, reportId);
  const chemical = (await withDocuments(db, detail)).find((c) => c.id === chemicalId);
  if (!chemical?.document) throw outOfScope();
  const [row] = await db
    .select({ filepath: chemicals.filepath, mime: chemicals.fileMime, name: chemicals.fileName })
    .from(chemicals)
    .where(eq(chemicals.id, chemicalId));
  if (!row?.filepath || !row.mime) throw outOfScope();
  return { filepath: row.filepath, mime: row.mime, name: row.name ?? chemical.name };
}

/**
 * A site plan the shared report shows: one of its location's plans, listed only when the report
 * has a Device inspection field. Its stored file's facts.
 */
export async function sharedPlanInScope(db: Db, link: ShareLinkRecord, reportId: number, planId: number) {
  const detail = await sharedDetail(db, link, reportId);
  if (!(detail.site_plans ?? []).some((p) => p.id === planId)) throw outOfScope();
  const [row] = await db
    .select({ filepath: sitePlans.filepath, mime: sitePlans.mime })
    .from(sitePlans)
    .where(
      and(
        eq(sitePlans.id, planId),
        eq(sitePlans.locationId, detail.job.location.id),
        isNull(sitePlans.deletedAt),
      ),
    );
  if (!row) throw outOfScope();
  return row;
}
