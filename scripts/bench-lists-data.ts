/**
 * The list benchmark's data set, built with set-based SQL (INSERT … SELECT generate_series) in one
 * transaction with triggers off (as a restore would load it), the secondary indexes dropped first
 * and built again from their own definitions afterwards, then VACUUM ANALYZE like autovacuum.
 * At scale 1: 1,000,000 jobs, 1,000,000 reports, 20,000 users, 500 groups, 20,000 locations,
 * 2,000 templates, 5,000 chemicals; 1 % of jobs and reports deleted in the last 30 days (the Trash).
 * Like a real company's (issue 34): every row draws its own dates, spread over three years; reports
 * are 10 % in progress (the last two weeks), 15 % submitted (the last six weeks), 75 % finished;
 * customers and technicians are skewed (a few have much of the work). bench-lists-data.api.test.ts
 * fails on a data set where they are not.
 */
import type pg from 'pg';
import { ReportStatus, Role, Status } from '../src/shared/constants';
import { ago, pick, skewed, timed } from './bench-data-sql';
import { fillAuditLog, fillVisits } from './bench-visits-audit-data';

export interface Sizes {
  users: number;
  groups: number;
  locations: number;
  jobs: number;
  templates: number;
  reports: number;
  chemicals: number;
  applications: number;
  visits: number;
  audit: number;
}

export function sizesFor(scale: number): Sizes {
  const at = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  return {
    users: at(20_000, 200),
    groups: at(500, 10),
    locations: at(20_000, 100),
    jobs: at(1_000_000, 1_000),
    templates: at(2_000, 20),
    reports: at(1_000_000, 1_000),
    chemicals: at(5_000, 100),
    applications: at(1_000_000, 1_000),
    visits: at(2_500_000, 2_500),
    audit: at(1_000_000, 1_000),
  };
}

const TABLES = [
  'users',
  'groups',
  'group_users',
  'locations',
  'jobs',
  'job_users',
  'templates',
  'reports',
  'applications',
  'visits',
  'visit_users',
  'audit_log',
];

export async function loadData(client: pg.Client, n: Sizes, passwordHash: string): Promise<void> {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query(`set local maintenance_work_mem = '256MB'`);
  await client.query('select setseed(0.42)');
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = any($1) and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [TABLES],
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const recently = ago(29);

  await timed(`${n.users} users`, () =>
    client.query(
      `insert into users (name, email, username, password_hash, type_id, status_id, created_at)
       select ${pick(['Ana', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo'], 'i')} || ' ' ||
              ${pick(['Smith', 'Ortega', 'Chen', 'Okafor', 'Novak', 'Reyes', 'Kim', 'Haddad', 'Berg', 'Lee'], 'i / 10')} ||
              ' ' || i,
              'bench' || i || '@example.com', 'bench' || i, $1,
              case when i % 5 = 0 then ${Role.Supervisor} when i % 97 = 0 then ${Role.Admin} else ${Role.Technician} end,
              case when i % 10 = 3 then ${Status.Inactive} else ${Status.Active} end,
              ${ago(1095)}
       from generate_series(1, ${n.users}) i`,
      [passwordHash],
    ),
  );
  await timed(`${n.groups} groups`, async () => {
    await client.query(
      `insert into groups (name, type_id, status_id)
       select ${pick(['North', 'South', 'East', 'West', 'Metro', 'Coastal'], 'g')} || ' crew ' || g,
              ${Role.Technician}, case when g % 7 = 0 then ${Status.Inactive} else ${Status.Active} end
       from generate_series(1, ${n.groups}) g`,
    );
    await client.query(
      `insert into group_users (group_id, user_id)
       select g.id, u.id from groups g join users u on u.id % ${n.groups} = g.id - 1`,
    );
  });
  await timed(`${n.locations} locations`, () =>
    client.query(
      `insert into locations (name, address, latitude, longitude, status_id, created_at)
       select ${pick(['Harbor', 'Maple', 'Oak', 'Summit', 'River', 'Park', 'Lake', 'Hill', 'Bay', 'Pine'], 'i')} || ' ' ||
              ${pick(['Diner', 'School', 'Warehouse', 'Hotel', 'Office', 'Clinic', 'Apartments', 'Market'], 'i / 10')} ||
              ' ' || i,
              i || ' ' || ${pick(['Main St', 'Elm Ave', 'Broad St', 'Union Rd', 'Park Pl'], 'i')} || ', ' ||
              ${pick(['Albany, NY', 'Newark, NJ', 'Stamford, CT', 'Yonkers, NY', 'Trenton, NJ'], 'i / 5')},
              40 + random() * 2, -75 + random() * 3,
              case when i % 20 = 0 then ${Status.Inactive} else ${Status.Active} end,
              ${ago(1095)}
       from generate_series(1, ${n.locations}) i`,
    ),
  );
  await timed(`${n.jobs} jobs`, () =>
    client.query(
      `insert into jobs (name, category, location_id, status_id, created_at, updated_at, deleted_at)
       select ${pick(
         [
           'Monthly pest service',
           'Quarterly pest service',
           'Rodent baiting',
           'Termite inspection',
           'Lawn fertilizing',
           'Mosquito barrier',
           'Bed bug treatment',
           'Drain fly cleanout',
           'Hygiene audit',
           'Wasp nest removal',
         ],
         'i',
       )} || ' ' || i,
              ${pick(['Pest Control', 'Rodent Control', 'Termite Inspection', 'Lawn Care', 'Mosquito Treatment', 'Facility Hygiene', 'Bed Bug Treatment'], 'i / 10')},
              ${skewed(n.locations)},
              case when random() < 0.75 then ${Status.Active} else ${Status.Inactive} end,
              t, t, case when random() < 0.01 then ${recently} end
       from (select i, ${ago(1095)} as t from generate_series(1, ${n.jobs}) i) c`,
    ),
  );
  // Needles: a rare word in a dozen job names, template names and report jobs.
  await client.query(
    `insert into jobs (name, category, location_id, status_id, created_at)
     select 'Zanzibar gecko removal ' || i, 'Pest Control', 1 + i, ${Status.Active}, now() - i * interval '1 hour'
     from generate_series(1, 12) i`,
  );
  await timed('job assignments', async () => {
    await client.query(`insert into job_users (job_id, user_id) select id, ${skewed(n.users)} from jobs`);
    await client.query(
      `insert into job_users (job_id, user_id)
       select id, ${skewed(n.users)} from jobs where random() < 0.3 on conflict do nothing`,
    );
  });
  await timed(`${n.templates} templates`, () =>
    client.query(
      `insert into templates (name, company_name, status_id, created_at)
       select case when i <= 3 then 'Zanzibar audit ' || i
                   else ${pick(['Monthly service', 'Rodent check', 'Termite report', 'Lawn visit', 'Hygiene audit', 'Bed bug follow-up'], 'i')} || ' ' || i end,
              ${pick(['GreenLeaf Pest', 'Harbor Hygiene', 'Summit Lawn', 'Metro Termite'], 'i / 6')},
              case when i % 9 = 0 then ${Status.Inactive} else ${Status.Active} end,
              ${ago(1095)}
       from generate_series(1, ${n.templates}) i`,
    ),
  );
  await timed(`${n.reports} reports`, () =>
    client.query(
      `insert into reports (job_id, template_id, user_id, status_id, start_date, submitted_at, finished_at,
         snapshot, created_at, deleted_at)
       select ${skewed(n.jobs)}, 1 + floor(random() * ${n.templates})::int, ${skewed(n.users)},
              status, t,
              case when status <> ${ReportStatus.InProgress} then t + interval '2 hours' end,
              case when status = ${ReportStatus.Finished} then t + interval '2 hours' + random() * interval '5 days' end,
              '{"template":{"id":1,"name":"Bench","company_name":"Bench"},"tasks":[]}'::jsonb, t,
              case when random() < 0.01 then ${recently} end
       -- Each row draws its own values (a derived table, not an uncorrelated LATERAL, which PostgreSQL
       -- evaluates once). Work in progress and waiting for review is recent, finished work spreads
       -- over three years.
       from (select i, status,
                    case status when ${ReportStatus.InProgress} then ${ago(14)}
                                when ${ReportStatus.Submitted} then ${ago(45)}
                                else ${ago(1095)} end as t
             from (select i, case when r < 0.1 then ${ReportStatus.InProgress}
                                  when r < 0.25 then ${ReportStatus.Submitted}
                                  else ${ReportStatus.Finished} end as status
                   from (select i, random() as r from generate_series(1, ${n.reports}) i) drawn) statuses) c`,
    ),
  );
  await timed(`${n.chemicals} chemicals`, async () => {
    const categories = Math.max(5, Math.round(n.chemicals / 25));
    await client.query(
      `insert into chemicals (id, parent_id, is_category, name)
       overriding system value
       select i, case when i > 10 then 1 + (i % 10) end, true,
              ${pick(['Insecticides', 'Rodenticides', 'Herbicides', 'Fungicides', 'Baits', 'Sanitizers'], 'i')} || ' ' || i
       from generate_series(1, ${categories}) i`,
    );
    await client.query(
      `select setval(pg_get_serial_sequence('chemicals', 'id'), (select max(id) from chemicals))`,
    );
    await client.query(
      `insert into chemicals (parent_id, is_category, name, epa_reg_no, signal_word, restricted_use)
       select 1 + (i % ${categories}), false,
              ${pick(['Termidor SC', 'Demand CS', 'Contrac Blox', 'Advion Gel', 'Suspend SC', 'Tempo Dust'], 'i')} || ' ' || i,
              '432-' || i, ${pick(['Caution', 'Warning', 'Danger'], 'i')}, i % 11 = 0
       from generate_series(1, ${n.chemicals - categories}) i`,
    );
  });
  // Application records as submitted (issue 14): three in four listed (their report finished),
  // five states, ten counties, every product, one applicator in a hundred users; 1 in 11 restricted.
  await timed(`${n.applications} application records`, async () => {
    const categories = Math.max(5, Math.round(n.chemicals / 25));
    const products = n.chemicals - categories;
    await client.query(
      `insert into applications (report_id, field_id, position, listed, applied_on, start_time,
         customer_name, customer_address, customer_phone, location_id, location_name, street, municipality,
         county, state, zip, chemical_id, product_name, epa_reg_no, restricted_use, lot, amount, unit, area,
         area_unit, place, method, target_pests, applicator_id, applicator_name, created_at)
       select 1 + (i % ${n.reports}), 1, 0, random() < 0.75, (${ago(1095)})::date,
              '09:00', 'Customer ' || (i % ${n.locations}), '1 Billing Way', '', 1 + (i % ${n.locations}),
              'Site ' || (i % ${n.locations}), (i % 900) || ' Main St',
              ${pick(['White Plains', 'Yonkers', 'Austin', 'Fresno', 'Newark'], 'i / 7')},
              ${pick(['Westchester', 'Kings', 'Queens', 'Travis', 'Harris', 'Fresno', 'Kern', 'Essex', 'Bergen', 'Suffolk'], 'i / 3')},
              ${pick(['NY', 'TX', 'CA', 'NJ', 'CT'], 'i / 13')}, '10601',
              ${categories} + 1 + (i % ${products}), 'Product ' || (i % ${products}), '432-' || (i % ${products}),
              i % 11 = 0, 'L' || (i % 97), 1 + (i % 40) / 4.0, 'fl oz', 100 + (i % 50) * 100, 'sq ft',
              'Kitchen', 'Sprayer', 'Ants', 1 + (i % ${Math.max(1, Math.round(n.users / 100))}) * 100 % ${n.users},
              'Applicator ' || (i % 200), now()
       from generate_series(1, ${n.applications}) i`,
    );
  });
  await fillVisits(client, n);
  await fillAuditLog(client, n);
  // A company licensed in New York and California, as most that file are: the Admin's home then
  // counts each state's coming filing's problems (issue 34 item 4).
  await client.query(
    `insert into company_licences (state, number, expires_on)
     values ('NY', '15342', now()::date + 700), ('CA', 'OP-7788', now()::date + 700)
     on conflict do nothing`,
  );
  await timed(`rebuilding ${indexes.length} indexes`, async () => {
    for (const index of indexes) await client.query(index.def);
  });
  // The Job Count tables' and the dashboard's triggers were off for the load (decisions 0023, 0076):
  // built here, as a restore does.
  await timed('job counts', () => client.query('select fb_refresh_job_counts()'));
  await timed('dashboard counts', () => client.query('select fb_refresh_dashboard_counts()'));
  await client.query('commit');
  await timed('vacuum analyze', () => client.query('vacuum analyze'));
}
