import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { isAdminRole, Role } from '@shared/constants';
import { applicationsQuery } from '@shared/schemas/applications';
import { actionsFilterQuery } from '@shared/schemas/corrective-actions';
import { mailListQuery } from '@shared/schemas/mail';
import { OVERVIEW_ROWS, type LocationOverview } from '@shared/schemas/location-overview';
import type { SessionUser } from '../auth/auth.public';
import { applicationsWhere } from '../applications/applications.public';
import { actionsWhere } from '../corrective-actions/corrective-actions.public';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { correctiveActions } from '../db/schema/corrective-actions';
import { devices, sitePlans } from '../db/schema/devices';
import { jobs } from '../db/schema/jobs';
import { locationContacts, locations } from '../db/schema/locations';
import { mailMessages } from '../db/schema/mail';
import { reports } from '../db/schema/reports';
import { shareLinks } from '../db/schema/share-links';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { visits } from '../db/schema/visits';
import { countAll } from '../db/sql-helpers';
import { jobsWhere, selectJobRows } from '../jobs/jobs.public';
import { mailWhere } from '../mail/mail.public';
import { reportsWhere } from '../reports/reports.public';
import { ownJobSql } from '../db/job-scope';
import { getLocation, sameCustomer } from './locations.repository';

const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;
// A wall-clock time as the schedule shows it: HH:MM.
const hm = (t: string | null) => (t === null ? null : t.slice(0, 5));
/** The location's jobs, deleted ones too: their visits and reports were made there. */
const jobsAt = (locationId: number) => sql`(select j.id from ${jobs} j where j.location_id = ${locationId})`;

/** The visits of the location's live jobs the actor may read (a Supervisor: their own jobs'). */
function visitsWhere(locationId: number, actor: SessionUser, today: string, coming: boolean) {
  return and(
    sql`${visits.jobId} in (select j.id from ${jobs} j where j.location_id = ${locationId} and j.deleted_at is null)`,
    coming ? sql`${visits.date} >= ${today}::date` : sql`${visits.date} < ${today}::date`,
    actor.typeId === Role.Supervisor ? ownJobSql(actor.id, visits.jobId) : undefined,
  );
}

async function visitSection(db: Db, where: SQL | undefined, coming: boolean) {
  const order = coming
    ? [asc(visits.date), sql`${visits.startTime} asc nulls last`, asc(visits.id)]
    : [desc(visits.date), sql`${visits.startTime} desc nulls last`, desc(visits.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: visits.id,
        date: visits.date,
        start_time: visits.startTime,
        end_time: visits.endTime,
        status: visits.status,
        job: { id: jobs.id, name: jobs.name },
      })
      .from(visits)
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .where(where)
      .orderBy(...order)
      .limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(visits).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, start_time: hm(r.start_time), end_time: hm(r.end_time) })),
    total: first(total),
  };
}

async function jobSection(db: Db, locationId: number, actor: SessionUser) {
  // The jobs list's own WHERE: a Supervisor gets their own jobs there, and so here.
  const { where } = await jobsWhere(db, actor, { location_id: locationId });
  const [rows, total] = await Promise.all([
    selectJobRows(db).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(jobs).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, category: r.category, status_id: r.status_id })),
    total: first(total),
  };
}

async function reportSection(db: Db, locationId: number, actor: SessionUser, timezone: string) {
  // The reports list's own scope (Supervisors read every report there), narrowed to the location.
  const scoped = await reportsWhere(db, {}, actor, timezone);
  const where = and(scoped.where, sql`${reports.jobId} in ${jobsAt(locationId)}`);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: reports.id,
        status_id: reports.statusId,
        start_date: reports.startDate,
        job: { id: jobs.id, name: jobs.name },
        template: { id: templates.id, name: templates.name },
        user: { id: users.id, name: users.name },
      })
      .from(reports)
      .innerJoin(jobs, eq(jobs.id, reports.jobId))
      .innerJoin(templates, eq(templates.id, reports.templateId))
      .innerJoin(users, eq(users.id, reports.userId))
      .where(where)
      .orderBy(sql`${reports.startDate} desc nulls last`, desc(reports.id))
      .limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(reports).where(where),
  ]);
  return { rows, total: first(total) };
}

async function applicationSection(db: Db, locationId: number) {
  const where = and(applicationsWhere(applicationsQuery.parse({})), eq(applications.locationId, locationId));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: applications.id,
        applied_on: applications.appliedOn,
        product_name: applications.productName,
        applicator: applications.applicatorName,
      })
      .from(applications)
      .where(where)
      .orderBy(desc(applications.appliedOn), desc(applications.id))
      .limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(applications).where(where),
  ]);
  return { rows, total: first(total) };
}

async function actionSection(db: Db, locationId: number, today: string) {
  const where = actionsWhere(actionsFilterQuery.parse({ location_id: locationId }), today);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: correctiveActions.id,
        title: correctiveActions.title,
        status: correctiveActions.status,
        due_date: correctiveActions.dueDate,
        priority: correctiveActions.priority,
      })
      .from(correctiveActions)
      .where(where)
      .orderBy(desc(correctiveActions.createdAt), desc(correctiveActions.id))
      .limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(correctiveActions).where(where),
  ]);
  return { rows, total: first(total) };
}

/** The location's own links and those of its reports. */
async function shareLinkSection(db: Db, locationId: number) {
  const where = sql`(${shareLinks.locationId} = ${locationId} or ${shareLinks.reportId} in
    (select r.id from ${reports} r where r.job_id in ${jobsAt(locationId)}))`;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: shareLinks.id,
        label: shareLinks.label,
        report_id: shareLinks.reportId,
        created_at: shareLinks.createdAt,
        expires_at: shareLinks.expiresAt,
        revoked_at: shareLinks.revokedAt,
      })
      .from(shareLinks)
      .where(where)
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
      .limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(shareLinks).where(where),
  ]);
  return { rows, total: first(total) };
}

/** The mail of the location's reports: the outbox is Admins' (GET /api/mail), so only they read it here. */
async function mailSection(db: Db, locationId: number) {
  const where = and(
    mailWhere(mailListQuery.parse({})),
    sql`${mailMessages.reportId} in (select r.id from ${reports} r where r.job_id in ${jobsAt(locationId)})`,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: mailMessages.id,
        subject: mailMessages.subject,
        status: mailMessages.status,
        recipients: mailMessages.recipients,
        created_at: mailMessages.createdAt,
        report_id: mailMessages.reportId,
      })
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(OVERVIEW_ROWS),
    db.select({ n: countAll() }).from(mailMessages).where(where),
  ]);
  return { rows, total: first(total) };
}

async function contactSection(db: Db, locationId: number) {
  const rows = await db
    .select({
      id: locationContacts.id,
      name: locationContacts.name,
      role: locationContacts.role,
      email: locationContacts.email,
      phone: locationContacts.phone,
      receives_reports: locationContacts.receivesReports,
      language: locationContacts.language,
    })
    .from(locationContacts)
    .where(eq(locationContacts.locationId, locationId))
    .orderBy(asc(locationContacts.id));
  // A location has at most 50 contacts: read them all, show the first few.
  return { rows: rows.slice(0, OVERVIEW_ROWS), total: rows.length };
}

async function deviceSummary(db: Db, locationId: number) {
  const [[counts], plans] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${devices.removedOn} is null)`.mapWith(Number),
        removed: sql<number>`count(*) filter (where ${devices.removedOn} is not null)`.mapWith(Number),
      })
      .from(devices)
      .where(eq(devices.locationId, locationId)),
    db
      .select({ n: countAll() })
      .from(sitePlans)
      .where(and(eq(sitePlans.locationId, locationId), isNull(sitePlans.deletedAt))),
  ]);
  return { active: counts?.active ?? 0, removed: counts?.removed ?? 0, site_plans: first(plans) };
}

/** The customer's other live locations: the same name, whatever its case and spaces around it. */
async function customerLocations(db: Db, id: number, customer: string): Promise<number> {
  if (customer.trim() === '') return 0;
  const rows = await db
    .select({ n: countAll() })
    .from(locations)
    .where(and(isNull(locations.deletedAt), sameCustomer(customer), sql`${locations.id} <> ${id}`));
  return first(rows);
}

/**
 * The location page (issue 33, decision 0061): each section the newest few and its total, as the
 * actor may read them on the lists (a missing or deleted location answers 404). `today` is the
 * office's day, from the caller's clock.
 */
export async function locationOverview(
  db: Db,
  id: number,
  actor: SessionUser,
  at: { today: string; timezone: string },
): Promise<LocationOverview> {
  const location = await getLocation(db, id);
  const [others, contacts, deviceCounts, jobRows, coming, past, reportRows, appRows, actions, links, mail] =
    await Promise.all([
      customerLocations(db, id, location.customer.name),
      contactSection(db, id),
      deviceSummary(db, id),
      jobSection(db, id, actor),
      visitSection(db, visitsWhere(id, actor, at.today, true), true),
      visitSection(db, visitsWhere(id, actor, at.today, false), false),
      reportSection(db, id, actor, at.timezone),
      applicationSection(db, id),
      actionSection(db, id, at.today),
      shareLinkSection(db, id),
      isAdminRole(actor.typeId) ? mailSection(db, id) : null,
    ]);
  return {
    location,
    customer_locations: others,
    contacts,
    devices: deviceCounts,
    jobs: jobRows,
    coming_visits: coming,
    past_visits: past,
    reports: reportRows,
    applications: appRows,
    corrective_actions: actions,
    share_links: links,
    mail,
  };
}
