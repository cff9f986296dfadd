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
];
