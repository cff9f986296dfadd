import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ReportStatus } from '@shared/constants';
import { dayIn } from '@shared/dates';
import {
  PORTAL_LIST_LIMIT,
  type PortalLocation,
  type PortalReports,
  type PortalVisits,
} from '@shared/schemas/portal';
import type { VisitStatus } from '@shared/schemas/visits';
import type { OwnChangeRequest } from '@shared/schemas/portal-requests';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { locationContacts, locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { visits } from '../db/schema/visits';
import { visitChangeRequests } from '../db/schema/portal-requests';
import { HttpError } from '../http/errors';
import type { ReportRecord } from '../reports/reports.public';
import { contactEmailIs } from './portal-sign-in.repository';

/** Anything outside the contact's locations is "not found", never "forbidden": it confirms nothing. */
export const notTheirs = () => new HttpError(404, 'portal.notFound');

/**
 * The live locations the address is a contact of (matched case-insensitively), by name. Read on
 * every call: a contact removed from a location stops seeing it at once.
 */
export async function contactLocations(db: Db, email: string): Promise<PortalLocation[]> {
  return db
    .selectDistinct({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      customer_name: locations.customerName,
    })
    .from(locationContacts)
    .innerJoin(locations, eq(locations.id, locationContacts.locationId))
    .where(and(contactEmailIs(email), isNull(locations.deletedAt)))
    .orderBy(asc(locations.name), asc(locations.id));
}

/** The location when the address is one of its contacts; 404 otherwise, whether it exists or not. */
export async function assertTheirLocation(db: Db, email: string, locationId: number): Promise<void> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locationContacts)
    .innerJoin(locations, eq(locations.id, locationContacts.locationId))
    .where(and(eq(locations.id, locationId), contactEmailIs(email), isNull(locations.deletedAt)))
    .limit(1);
  if (!row) throw notTheirs();
}

/** The location's open visits from today (in the company's time zone) on, soonest first. */
export async function upcomingVisits(
  db: Db,
  locationId: number,
  now: Date,
  timezone: string,
  email: string,
): Promise<PortalVisits> {
  const rows = await db
    .select({
      id: visits.id,
      date: visits.date,
      start_time: visits.startTime,
      end_time: visits.endTime,
      job_name: jobs.name,
      status: visits.status,
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .where(
      and(
        eq(jobs.locationId, locationId),
        isNull(jobs.deletedAt),
        gte(visits.date, dayIn(now, timezone)),
        inArray(visits.status, ['scheduled', 'in_progress']),
      ),
    )
    .orderBy(asc(visits.date), sql`${visits.startTime} nulls first`, asc(visits.id))
    .limit(PORTAL_LIST_LIMIT);
  const requests = await ownOpenRequests(
    db,
    email,
    rows.map((r) => r.id),
  );
  return {
    visits: rows.map((r) => ({
      ...r,
      status: r.status as VisitStatus,
      change_request: requests.get(r.id) ?? null,
    })),
  };
}

/** The location's finished reports, newest first, with their template's and technician's names. */
export async function finishedReports(db: Db, locationId: number): Promise<PortalReports> {
  const rows = await db
    .select({
      id: reports.id,
      finished_at: sql<Date>`coalesce(${reports.finishedAt}, ${reports.startDate})`.mapWith(
        reports.startDate,
      ),
      template_name: templates.name,
      job_name: jobs.name,
      technician_name: users.name,
    })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .innerJoin(templates, eq(templates.id, reports.templateId))
    .innerJoin(users, eq(users.id, reports.userId))
    .where(
      and(
        eq(jobs.locationId, locationId),
        eq(reports.statusId, ReportStatus.Finished),
        isNull(reports.deletedAt),
      ),
    )
    .orderBy(desc(sql`coalesce(${reports.finishedAt}, ${reports.startDate})`), desc(reports.id))
    .limit(PORTAL_LIST_LIMIT);
  return { reports: rows };
}

/** A finished, live report at one of the address's locations; 404 for any other report. */
export async function theirFinishedReport(db: Db, email: string, reportId: number): Promise<ReportRecord> {
  const [row] = await db
    .select({ report: reports })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(
      and(
        eq(reports.id, reportId),
        eq(reports.statusId, ReportStatus.Finished),
        isNull(reports.deletedAt),
        isNull(locations.deletedAt),
        sql`exists (select 1 from ${locationContacts} where ${locationContacts.locationId} = ${locations.id}
          and ${contactEmailIs(email)})`,
      ),
    );
  if (!row) throw notTheirs();
  return row.report;
}

/** The address's open requests on these visits, by visit (the portal lists them with the visits). */
export async function ownOpenRequests(
  db: Db,
  email: string,
  visitIds: number[],
): Promise<Map<number, OwnChangeRequest>> {
  if (visitIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(visitChangeRequests)
    .where(
      and(
        inArray(visitChangeRequests.visitId, visitIds),
        eq(visitChangeRequests.email, email),
        isNull(visitChangeRequests.handledAt),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.visitId,
      { id: r.id, preferred_date: r.preferredDate, note: r.note, created_at: r.createdAt },
    ]),
  );
}
