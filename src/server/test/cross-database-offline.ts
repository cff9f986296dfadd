/**
 * The API test files of issue 32 ("Works with no signal") that run on PGlite too, each saying why
 * (the shape of cross-database.ts's CROSS_DATABASE, which takes them in).
 */
export const WORKS_OFFLINE: { file: string; why: string; proves: string[] }[] = [
  {
    file: 'src/server/reports/report-answer-conflicts.api.test.ts',
    why: 'a field edited on two devices (issue 32 asks it of both): the base compared with what the report row lock holds, the JSON read back in another key order, the audit log naming who changed it',
    proves: [],
  },
  {
    file: 'src/server/reports/report-offline.api.test.ts',
    why: 'an image or a report start sent again after a lost connection stored once (issue 32 asks it of both)',
    proves: [],
  },
];
