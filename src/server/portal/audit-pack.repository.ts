import { sql } from 'drizzle-orm';
import { ReportStatus } from '@shared/constants';
import { dayIn } from '@shared/dates';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { deviceTrends } from '../device-trends/device-trends.public';

/** A device's activity counts at least this on a visit to be marked (the trend report's default). */
const THRESHOLD = 3;

export interface AuditPackData {
  company: string;
  location: { name: string; address: string; customer_name: string };
  from: string;
  to: string;
  made: Date;
  visits: { date: string; status: string; job_name: string }[];
  reports: { id: number; finished_at: Date; template_name: string; technician_name: string }[];
  applications: {
    applied_on: string;
    product_name: string;
    epa_reg_no: string;
    amount: number;
    unit: string;
    target_pests: string;
    applicator_name: string;
  }[];
  trends: Awaited<ReturnType<typeof deviceTrends>>;
  actions: { title: string; status: string; customer_status: string | null; created_at: Date }[];
  technicians: {
    name: string;
    certifications: { state: string; id: string; category: string; expires: string }[];
  }[];
}

/** The instants of `from`'s start and the day after `to`, in the company's zone. */
const during = (column: unknown, from: string, to: string, tz: string) =>
  sql`${column} >= (${from}::date)::timestamp at time zone ${tz}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${tz}`;

/**
 * Everything the audit pack shows for one location and period (decision 0049): the visits, the
 * finished reports, the application records, the devices' activity, the corrective actions, and
 * the certifications still current (on the day it is made) of every technician who served it.
 * The caller has checked the location is the contact's.
 */
export async function auditPackData(
  db: Db,
  locationId: number,
  range: { from: string; to: string },
  tz: string,
  now: Date,
): Promise<AuditPackData> {
  const { from, to } = range;
  const [location] = await queryRows<AuditPackData['location']>(
    db,
    sql`select name, address, customer_name from locations where id = ${locationId}`,
  );
  const [company] = await queryRows<{ name: string }>(
    db,
    sql`select business_name as name from company_settings where id = 1`,
  );
  const visits = await queryRows<AuditPackData['visits'][number] & { id: number }>(
    db,
    sql`select v.id, v.date::text as date, v.status, j.name as job_name from visits v
      join jobs j on j.id = v.job_id
      where j.location_id = ${locationId} and j.deleted_at is null and v.date between ${from} and ${to}
      order by v.date, v.id`,
  );
  const reports = await queryRows<AuditPackData['reports'][number] & { user_id: number }>(
    db,
    sql`select r.id, coalesce(r.finished_at, r.start_date) as finished_at, t.name as template_name,
        u.name as technician_name, r.user_id
      from reports r join jobs j on j.id = r.job_id join templates t on t.id = r.template_id
      join users u on u.id = r.user_id
      where j.location_id = ${locationId} and r.status_id = ${ReportStatus.Finished} and r.deleted_at is null
        and ${during(sql`coalesce(r.finished_at, r.start_date)`, from, to, tz)}
      order by 2, r.id`,
  );
  const applications = await queryRows<AuditPackData['applications'][number] & { applicator_id: number }>(
    db,
    sql`select applied_on::text as applied_on, product_name, epa_reg_no, amount, unit, target_pests,
        applicator_name, applicator_id
      from applications
      where location_id = ${locationId} and listed and applied_on between ${from} and ${to}
      order by applied_on, start_time, id`,
  );
  const trends = await deviceTrends(db, locationId, { from, to, threshold: THRESHOLD }, tz);
  const actions = await queryRows<AuditPackData['actions'][number]>(
    db,
    sql`select title, status, customer_status, created_at from corrective_actions
      where location_id = ${locationId} and deleted_at is null and ${during(sql`created_at`, from, to, tz)}
      order by created_at, id`,
  );
  const served = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from users where id in (
        select user_id from visit_users where visit_id in (
          select v.id from visits v join jobs j on j.id = v.job_id
          where j.location_id = ${locationId} and v.date between ${from} and ${to})
        union select r.user_id from reports r join jobs j on j.id = r.job_id
          where j.location_id = ${locationId} and r.status_id = ${ReportStatus.Finished} and r.deleted_at is null
            and ${during(sql`coalesce(r.finished_at, r.start_date)`, from, to, tz)}
        union select applicator_id from applications
          where location_id = ${locationId} and listed and applied_on between ${from} and ${to})
      order by name, id`,
  );
  const today = dayIn(now, tz);
  const certifications = await queryRows<{
    user_id: number;
    state: string;
    certification_id: string;
    category: string;
    expires_on: string;
  }>(
    db,
    served.length === 0
      ? sql`select 1 where false`
      : sql`select user_id, state, certification_id, category, expires_on::text as expires_on
        from user_certifications
        where deleted_at is null and expires_on >= ${today}
          and user_id in (${sql.join(
            served.map((u) => sql`${u.id}`),
            sql`, `,
          )})
        order by state, category, id`,
  );
  return {
    company: company?.name || 'Fieldbook',
    location: location!,
    from,
    to,
    made: now,
    visits: visits.map(({ date, status, job_name }) => ({ date, status, job_name })),
    reports: reports.map((r) => ({ ...r, finished_at: new Date(r.finished_at) })),
    applications: applications.map((a) => ({ ...a, amount: Number(a.amount) })),
    trends,
    actions: actions.map((a) => ({ ...a, created_at: new Date(a.created_at) })),
    technicians: served.map((u) => ({
      name: u.name,
      certifications: certifications
        .filter((c) => c.user_id === u.id)
        .map((c) => ({
          state: c.state,
          id: c.certification_id,
          category: c.category,
          expires: c.expires_on,
        })),
    })),
  };
}
