/**
 * The schedule's and the Activity page's part of the benchmark data set (bench-lists-data.ts):
 * visits with their technicians, and the audit trail.
 */
import type pg from 'pg';
import { Role } from '../src/shared/constants';
import { ago, pick, skewed, timed } from './bench-data-sql';
import type { Sizes } from './bench-lists-data';

/**
 * The schedule's visits (issue 34: 2,500,000 at scale 1), each drawing its own day from three
 * years back to eight weeks ahead, its job and its technician skewed as the work is; a window in
 * working hours for most; done or skipped when past, a few in progress today, scheduled ahead.
 * Its person is a Technician (active or not: one who left keeps their visits), as a company sends
 * them: a Supervisor or Admin on visits would make every one of them a lane of the week board.
 */
export async function fillVisits(client: pg.Client, n: Sizes) {
  await timed(`${n.visits} visits`, async () => {
    await client.query(
      `insert into visits (job_id, date, start_time, end_time, status, skip_reason, created_at, updated_at)
       select job_id, day, start_time, start_time + interval '1 hour' * (1 + r % 3),
              status, case when status = 'skipped' then 'Customer closed' end, t, t
       from (select job_id, day, r, case when r % 5 = 0 then null
                                         else time '07:00' + interval '15 minutes' * (r % 36) end as start_time,
                    case when day > current_date then 'scheduled'
                         when day = current_date then (array['scheduled', 'in_progress', 'done'])[1 + r % 3]
                         when r % 14 = 0 then 'skipped' else 'done' end as status,
                    least(now(), day - interval '20 days') as t
             from (select ${skewed(n.jobs)} as job_id, floor(random() * 1000)::int as r,
                          current_date - 1095 + floor(random() * (1095 + 56))::int as day
                   from generate_series(1, ${n.visits}) i) drawn) c`,
    );
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from users where type_id = ${Role.Technician}`,
    );
    // The skew is over the technicians in id order: the k-th drawn is the k-th technician.
    await client.query(
      `insert into visit_users (visit_id, user_id)
       select d.id, t.id
       from (select id, ${skewed(rows[0]!.n)} as k from visits
             where not exists (select 1 from visit_users u where u.visit_id = visits.id)) d
       join (select id, row_number() over (order by id) as k from users where type_id = ${Role.Technician}) t
         on t.k = d.k`,
    );
    // The schedule's kept days and marks (decision 0078), people's bounds and assignments' job
    // states (0081), which the triggers, off for the load, keep.
    await client.query(
      `update visit_users vu set date = v.date from visits v where v.id = vu.visit_id and vu.date is null`,
    );
    await client.query(
      `update visits v set unassigned = not exists (select 1 from visit_users vu where vu.visit_id = v.id)`,
    );
    await client.query(
      `update users u set first_visit_day = least(u.first_visit_day, d.first_day),
                          last_visit_day = greatest(u.last_visit_day, d.last_day)
       from (select user_id, min(date) as first_day, max(date) as last_day from visit_users group by user_id) d
       where u.id = d.user_id`,
    );
    await client.query(
      `update visit_users vu set job_deleted = true from visits v join jobs j on j.id = v.job_id
       where v.id = vu.visit_id and j.deleted_at is not null and not vu.job_deleted`,
    );
  });
}

/**
 * The audit trail (the Activity page; issue 34: 1,000,000 rows at scale 1): each row its own
 * moment over three years, its person skewed (a few people make most changes; one in fifty by the
 * system), most changes updates, report answers, reports and visits changed most.
 */
export async function fillAuditLog(client: pg.Client, n: Sizes) {
  const entities = [
    ...Array<string>(4).fill('report_answers'),
    ...Array<string>(3).fill('reports'),
    ...Array<string>(2).fill('visits'),
    'visit_users',
    'jobs',
    'job_users',
    'applications',
    'locations',
    'location_contacts',
    'users',
    'chemicals',
    'templates',
    'task_fields',
    'corrective_actions',
    'devices',
  ];
  await timed(`${n.audit} audit rows`, () =>
    client.query(
      `insert into audit_log (user_id, action, entity, entity_id, before, after, created_at)
       select case when r < 0.02 then null else person end,
              case when a < 0.15 then 'insert' when a < 0.9 then 'update' when a < 0.97 then 'delete'
                   when a < 0.99 then 'restore' else 'purge' end,
              ${pick(entities, 'i')}, record::text,
              jsonb_build_object('name', 'Before ' || i, 'status_id', 1),
              jsonb_build_object('name', 'After ' || i, 'status_id', 2), t
       from (select i, random() as r, random() as a, ${skewed(n.users)} as person, ${skewed(n.jobs)} as record,
                    ${ago(1095)} as t
             from generate_series(1, ${n.audit}) i) drawn`,
    ),
  );
}

/**
 * A data set kept from an earlier version (--keep) gets what it lacks: the visits and audit rows
 * (a set loaded before they were made has only the visits the visits' upgrade made, one per
 * report, and no audit rows), with the triggers off as in the load.
 */
export async function addMissingData(client: pg.Client, n: Sizes): Promise<void> {
  const { rows } = await client.query<{ visits: number; audit: number }>(
    `select (select count(*) from visits)::int as visits,
            (select count(*) from audit_log)::int as audit`,
  );
  const have = rows[0]!;
  if (have.visits >= n.visits && have.audit >= n.audit / 2) return;
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  if (have.visits < n.visits) await fillVisits(client, { ...n, visits: n.visits - have.visits });
  if (have.audit < n.audit / 2) await fillAuditLog(client, n);
  await client.query('commit');
  await timed('vacuum analyze', () => client.query('vacuum analyze visits, visit_users, audit_log'));
}
