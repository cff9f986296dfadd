/**
 * The API test files of issue 34 ("Honest figures at a million rows") that run on PGlite too, each
 * saying why (the shape of cross-database.ts's CROSS_DATABASE, which takes them in).
 */
export const AT_SCALE: { file: string; why: string; proves: string[] }[] = [
  {
    file: 'src/server/dashboard/dashboard-counts.api.test.ts',
    why: "the dashboard's counts kept by triggers (date_bin, FOR SHARE, ON CONFLICT) and their backfill's table lock",
    proves: ['dashboard/dashboard-counts-backfill.ts'],
  },
  {
    file: 'src/server/activity/audit-action-index.api.test.ts',
    why: 'an index built while the app serves (CREATE INDEX CONCURRENTLY, an invalid one dropped), as the embedded database runs it',
    proves: ['activity/audit-action-index.ts'],
  },
  {
    file: 'src/server/visits/schedule-days.api.test.ts',
    why: "the schedule's kept days and unassigned marks (decision 0078): a BEFORE row trigger reading FOR SHARE, statement triggers over transition tables, the audit function leaving them out, a fill by data-modifying CTEs and CREATE INDEX CONCURRENTLY after listen, the plan reading the partial index",
    proves: ['visits/schedule-days.ts', 'data-migrations/concurrent-index.ts'],
  },
  {
    file: 'src/server/visits/visit-day-bounds.api.test.ts',
    why: "each person's kept first and last day of visits (decision 0081): statement triggers over transition tables writing users, the audit leaving the bound out, a fill after listen, and the count's plan probing only the people whose bound meets the range",
    proves: ['visits/visit-day-bounds.ts'],
  },
  {
    file: 'src/server/visits/visit-job-states.api.test.ts',
    why: "each assignment's kept job state (decision 0081): a BEFORE row trigger reading the visit and job FOR SHARE, a row trigger on jobs' deleted_at, a fill locking the deleted jobs FOR SHARE after listen, and an Admin's count planned on visit_users alone",
    proves: ['visits/visit-job-states.ts'],
  },
  {
    file: 'src/server/jobs/jobs-group.api.test.ts',
    why: "a group's jobs passed as a literal array (a hashed match along the list's index) and its total by unnest joined with the deleted jobs' index, built CONCURRENTLY after listen",
    proves: ['jobs/jobs-deleted-index.ts'],
  },
  {
    file: 'src/server/chemicals/chemical-tree-answer.api.test.ts',
    why: "the chemicals' tree kept under a version a statement trigger sets (gen_random_uuid, TRUNCATE included), seen by the app in the changing transaction alone",
    proves: [],
  },
  {
    file: 'src/server/reports/report-template-index.api.test.ts',
    why: "the reports by a template's text read from an index built CONCURRENTLY after listen, as the embedded database plans them",
    proves: ['reports/report-template-index.ts'],
  },
  {
    file: 'src/server/visits/schedule-day-cards.api.test.ts',
    why: "the month's first cards of a lane's day and its crowded days' totals (a literal int[] of lanes, times as text), read as before and from the kept days",
    proves: ['visits/schedule-day-cards.ts'],
  },
];
