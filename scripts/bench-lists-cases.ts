/**
 * The benchmark's cases (`npm run bench:all`): every list the app has, page 1, a text filter, a
 * selective filter and a deep page, in the one order each list offers; the Admin's home, readiness,
 * search, the schedule, the Activity page and an export.
 */
import type pg from 'pg';
import { PAGE_SIZE } from '../src/shared/constants';
import { addDaysTo, monthBounds } from '../src/shared/dates';

export interface Case {
  label: string;
  url: string;
  as?: 'admin' | 'technician' | 'supervisor';
}

interface Picks {
  users: number;
  groups: number;
  locations: number;
  templates: number;
  user_id: number;
  group_id: number;
  location_id: number;
  job_id: number;
  chem_category: number;
  day: string;
  applicator_id: number;
  chemical_id: number;
  month: string;
  ca_month: string;
  ny_year: string;
  monday: string;
  busy_job: number;
  busy_user: number;
}

export async function listCases(client: pg.Client): Promise<Case[]> {
  const { rows } = await client.query<Picks>(
    `select (select count(*) from users where deleted_at is null)::int users,
            (select count(*) from groups where deleted_at is null)::int groups,
            (select count(*) from locations where deleted_at is null)::int locations,
            (select count(*) from templates where deleted_at is null)::int templates,
            (select user_id from job_users where user_id = 77 limit 1) user_id,
            (select min(id) + 7 from groups) group_id,
            (select min(location_id) from jobs where deleted_at is null) location_id,
            (select max(id) from jobs where deleted_at is null) job_id,
            (select min(id) from chemicals where parent_id is null and is_category) chem_category,
            to_char(now() - interval '100 days', 'YYYY-MM-DD') as day,
            (select applicator_id from applications where listed limit 1) applicator_id,
            (select chemical_id from applications where listed limit 1) chemical_id,
            to_char(now() - interval '130 days', 'YYYY-MM-DD') as month,
            to_char(now() - interval '1 month', 'YYYY-MM') as ca_month,
            to_char(now(), 'YYYY') as ny_year,
            to_char(date_trunc('week', now()), 'YYYY-MM-DD') as monday,
            (select job_id from visits group by 1 order by count(*) desc limit 1) busy_job,
            (select user_id from audit_log where user_id is not null group by 1 order by count(*) desc limit 1)
              busy_user`,
  );
  const p = rows[0]!;
  const last = (n: number) => Math.max(1, Math.ceil(Number(n) / PAGE_SIZE));
  const deep = (n: number) => Math.min(2000, last(n));
  const caMonth = monthBounds(p.ca_month);
  const sunday = addDaysTo(p.monday, 6);
  const monthOf = monthBounds(p.monday.slice(0, 7));
  return [
    // The Admin's home (issue 34 item 4): its dashboard, the waiting badge and the filings-due card.
    { label: 'home: dashboard', url: '/api/dashboard' },
    { label: 'home: reports waiting count', url: '/api/reports/waiting-count' },
    { label: 'home: filings due (NY and CA licensed)', url: '/api/compliance/due' },
    {
      label: 'readiness: California, one month',
      url: `/api/compliance/readiness?state=CA&from=${caMonth.from}&to=${caMonth.to}`,
    },
    {
      label: 'readiness: New York, this year',
      url: `/api/compliance/readiness?state=NY&from=${p.ny_year}-01-01&to=${p.ny_year}-12-31`,
    },
    { label: 'users: page 1', url: '/api/get-users-filtered' },
    { label: 'users: text "smith" (a tenth)', url: '/api/get-users-filtered?filter=smith' },
    { label: 'users: text "bench123" (a few)', url: '/api/get-users-filtered?filter=bench123' },
    { label: 'users: inactive', url: '/api/get-users-filtered?active=inactive' },
    { label: `users: page ${deep(p.users)}`, url: `/api/get-users-filtered?page=${deep(p.users)}` },
    { label: 'groups: page 1', url: '/api/get-groups-filtered' },
    { label: 'groups: text "metro"', url: '/api/get-groups-filtered?filter=metro' },
    { label: 'groups: inactive', url: '/api/get-groups-filtered?active=inactive' },
    { label: `groups: page ${deep(p.groups)}`, url: `/api/get-groups-filtered?page=${deep(p.groups)}` },
    { label: 'locations: page 1', url: '/api/get-locations-filtered' },
    { label: 'locations: text "harbor"', url: '/api/get-locations-filtered?filter=harbor' },
    { label: 'locations: inactive', url: '/api/get-locations-filtered?active=inactive' },
    {
      label: `locations: page ${deep(p.locations)}`,
      url: `/api/get-locations-filtered?page=${deep(p.locations)}`,
    },
    { label: 'jobs: page 1', url: '/api/get-jobs-filtered' },
    { label: 'jobs: active', url: '/api/get-jobs-filtered?active=active' },
    { label: 'jobs: text "zanzibar" (12 jobs)', url: '/api/get-jobs-filtered?filter=zanzibar' },
    { label: 'jobs: text "rodent" (a quarter)', url: '/api/get-jobs-filtered?filter=rodent' },
    { label: 'jobs: one user', url: `/api/get-jobs-filtered?id=${p.user_id}` },
    { label: 'jobs: one group', url: `/api/get-jobs-filtered?group_id=${p.group_id}` },
    { label: 'jobs: one location', url: `/api/get-jobs-filtered?location_id=${p.location_id}` },
    { label: 'jobs: page 2000', url: '/api/get-jobs-filtered?page=2000' },
    { label: 'templates: page 1', url: '/api/get-templates-filtered' },
    { label: 'templates: text "zanzibar"', url: '/api/get-templates-filtered?filter=zanzibar' },
    { label: 'templates: inactive', url: '/api/get-templates-filtered?active=inactive' },
    {
      label: `templates: page ${deep(p.templates)}`,
      url: `/api/get-templates-filtered?page=${deep(p.templates)}`,
    },
    { label: 'reports: page 1', url: '/api/get-reports-filtered' },
    { label: 'reports: text "zanzibar" (3 templates)', url: '/api/get-reports-filtered?filter=zanzibar' },
    { label: 'reports: text "rodent" (a sixth)', url: '/api/get-reports-filtered?filter=rodent' },
    { label: 'reports: job "zanzibar" (12 jobs)', url: '/api/get-reports-filtered?job_filter=zanzibar' },
    { label: 'reports: job "termite" (a tenth)', url: '/api/get-reports-filtered?job_filter=termite' },
    {
      label: 'reports: one day',
      url: `/api/get-reports-filtered?start_date=${p.day}&end_date=${p.day}`,
    },
    { label: 'reports: page 2000', url: '/api/get-reports-filtered?page=2000' },
    { label: 'my reports (technician)', url: '/api/get-reports-filtered?mine=1', as: 'technician' },
    {
      label: 'my reports: page 2 (technician)',
      url: '/api/get-reports-filtered?mine=1&page=2',
      as: 'technician',
    },
    { label: 'my jobs (technician)', url: '/api/my/jobs', as: 'technician' },
    { label: 'applications: page 1', url: '/api/applications' },
    { label: 'applications: state NY (a fifth)', url: '/api/applications?state=NY' },
    { label: 'applications: county Westchester, NY', url: '/api/applications?state=NY&county=westchester' },
    { label: 'applications: one product', url: `/api/applications?chemical_id=${p.chemical_id}` },
    { label: 'applications: one applicator', url: `/api/applications?applicator_id=${p.applicator_id}` },
    { label: 'applications: restricted use', url: '/api/applications?restricted=1' },
    {
      label: 'applications: one month',
      url: `/api/applications?start_date=${p.month}&end_date=${p.day}`,
    },
    {
      label: 'applications: NY, restricted, one month',
      url: `/api/applications?state=NY&restricted=1&start_date=${p.month}&end_date=${p.day}`,
    },
    { label: 'applications: page 2000', url: '/api/applications?page=2000' },
    { label: 'applications: product choices', url: '/api/applications/products' },
    { label: 'applications: product choices "blox"', url: '/api/applications/products?search=blox' },
    { label: 'applications: applicator choices', url: '/api/applications/applicators' },
    { label: 'applications: applicator choices "smith"', url: '/api/applications/applicators?search=smith' },
    { label: 'trash: page 1', url: '/api/trash' },
    { label: 'trash: page 200', url: '/api/trash?page=200' },
    { label: 'get-chemicals: whole tree (spec call)', url: '/api/get-chemicals' },
    { label: 'chemical form: categories', url: '/api/chem-tree/categories' },
    { label: 'chemicals screen: top level', url: '/api/chem-tree/children' },
    {
      label: 'chemicals screen: a category opened',
      url: `/api/chem-tree/children?parent_id=${p.chem_category}`,
    },
    { label: 'chemicals screen: search "blox" (800)', url: '/api/chem-tree/search?search=blox' },
    {
      label: 'chemicals screen: search "termidor sc 42"',
      url: '/api/chem-tree/search?search=termidor%20sc%2042',
    },
    { label: 'job assignable users', url: `/api/jobs/assignees-available-users/${p.job_id}` },
    {
      label: 'job assignable users: "smith"',
      url: `/api/jobs/assignees-available-users/${p.job_id}?search=smith`,
    },
    { label: 'group assignable users', url: `/api/groups/assignees-available-users/${p.group_id}` },
    {
      label: 'group assignable users: "smith"',
      url: `/api/groups/assignees-available-users/${p.group_id}?search=smith`,
    },
    { label: 'search: "smith" (common)', url: '/api/search?q=smith' },
    { label: 'search: "zanzibar" (rare)', url: '/api/search?q=zanzibar' },
    { label: 'search: a number', url: `/api/search?q=${p.job_id}` },
    { label: 'search: part of an address "main st"', url: '/api/search?q=main%20st' },
    {
      label: 'schedule: week board, first lanes',
      url: `/api/schedule?from=${p.monday}&to=${sunday}&lane_page=1`,
    },
    {
      label: 'schedule: week board, lane page 20',
      url: `/api/schedule?from=${p.monday}&to=${sunday}&lane_page=20`,
    },
    // The month view reads its lanes a page at a time, as the week board does, and each lane's
    // first two cards of a day (decision 0079, amended 2026-12-03 evening).
    {
      label: 'schedule: month, technician "smith"',
      url: `/api/schedule?from=${monthOf.from}&to=${monthOf.to}&technician=smith&lane_page=1&cards_per_day=2`,
    },
    {
      label: 'schedule: month, technician "smith", lane page 20',
      url: `/api/schedule?from=${monthOf.from}&to=${monthOf.to}&technician=smith&lane_page=20&cards_per_day=2`,
    },
    {
      label: 'schedule: month, first lanes',
      url: `/api/schedule?from=${monthOf.from}&to=${monthOf.to}&lane_page=1&cards_per_day=2`,
    },
    // A Supervisor's schedule holds their own jobs' visits: the count of lanes reads their jobs.
    {
      label: 'schedule: week board, first lanes (Supervisor)',
      url: `/api/schedule?from=${p.monday}&to=${sunday}&lane_page=1`,
      as: 'supervisor',
    },
    {
      label: 'schedule: month, first lanes (Supervisor)',
      url: `/api/schedule?from=${monthOf.from}&to=${monthOf.to}&lane_page=1&cards_per_day=2`,
      as: 'supervisor',
    },
    { label: "visits: the busiest job's coming", url: `/api/jobs/${p.busy_job}/visits` },
    { label: "visits: the busiest job's past", url: `/api/jobs/${p.busy_job}/visits?when=past` },
    { label: 'activity: page 1', url: '/api/activity' },
    { label: 'activity: page 400', url: '/api/activity?page=400' },
    { label: 'activity: the busiest person', url: `/api/activity?user_id=${p.busy_user}` },
    { label: 'activity: kind of record (jobs)', url: '/api/activity?entity=jobs' },
    { label: 'activity: action (purge)', url: '/api/activity?action=purge' },
    {
      label: 'activity: last 30 days',
      url: `/api/activity?start_date=${addDaysTo(p.monday, -30)}&end_date=${sunday}`,
    },
    {
      label: 'activity: person, kind and a month',
      url: `/api/activity?user_id=${p.busy_user}&entity=reports&start_date=${addDaysTo(p.monday, -30)}&end_date=${sunday}`,
    },
    // Streamed whole: figures of its time, not held to the list targets (issue 34).
    { label: 'export: jobs "zanzibar" as CSV (stream)', url: '/api/export/jobs?filter=zanzibar&format=csv' },
  ];
}
