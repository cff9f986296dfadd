import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { Role, Status } from '@shared/constants';
import { queryRows } from '../db/sql-helpers';
import { insertJobs, insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { readAll } from './export-source';
import { jobsSource } from './lists/jobs-export';
import { exportCsv, exportIds, exportXlsx, listIds } from './export.fixtures';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let siteA: number;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'America/New_York' });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  siteA = await insertLocation(t.db, { name: 'Export Plaza', address: '1 Export Way' });
  const siteB = await insertLocation(t.db, { name: 'Other Mall', address: '9 Other Road' });
  // 60 jobs: more than two pages, a few inactive, a few deleted, some at each site.
  await insertJobs(
    t.db,
    Array.from({ length: 60 }, (_, i) => ({
      name: i % 3 === 0 ? `Termite sweep ${i}` : `Rodent check ${i}`,
      category: i % 4 === 0 ? 'Termites' : 'Rodents',
      locationId: i % 2 === 0 ? siteA : siteB,
      statusId: i % 7 === 0 ? Status.Inactive : Status.Active,
      createdAt: minutesAgo(i % 10), // ties on created_at: the id decides, as in the list
      deletedAt: i % 11 === 0 ? new Date() : undefined,
      assignees: i % 5 === 0 ? [supervisor.userId] : [],
    })),
  );
});
afterAll(() => t.close());

type JobsAnswer = { jobs: { job_id: number }[] };
const pickJobs = (b: JobsAnswer) => b.jobs.map((j) => j.job_id);

describe('GET /api/export/jobs', () => {
  it.each([
    ['', ''],
    ['a text', '&filter=termite'],
    ['a location text', '&filter=export%20plaza'],
    ['inactive', '&active=inactive'],
    ['a location', '&location_id=SITE'],
    ['a user', '&id=SUP'],
  ])('holds exactly the rows the list pages through (%s)', async (_name, raw) => {
    const query = raw.replace('SITE', String(siteA)).replace('SUP', String(supervisor.userId));
    const expected = await listIds(t, admin, `/api/get-jobs-filtered?x=1${query}`, pickJobs);
    expect(expected.length).toBeGreaterThan(0);
    expect(await exportIds(t, admin, 'jobs', query)).toEqual(expected);
  });

  it('walks the keyset in small batches across ties of created_at to exactly the list order', async () => {
    const actor = { id: admin.userId, typeId: Role.Admin } as never;
    const got: number[] = [];
    const source = await jobsSource(t.db, actor, {});
    for await (const batch of readAll(t.db, source, () => false, 7)) got.push(...batch.map((r) => r.id));
    expect(got).toEqual(await listIds(t, admin, '/api/get-jobs-filtered', pickJobs));
  });

  it('is CSV in UTF-8 with a BOM, the list headings first, named after the office day', async () => {
    const { res, headings, rows } = await exportCsv(t, admin, 'jobs', '&filter=Termite%20sweep%203');
    expect(headings).toEqual(['Category', 'Name', 'Location', 'Address', 'Status', 'Created', 'ID']);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    expect(rows[0]?.Created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    try {
      for (const c of CLOCK_INSTANTS) {
        t.app.clock = () => new Date(c.at);
        const named = await exportCsv(t, admin, 'jobs', '&filter=Termite%20sweep%203');
        expect(named.res.headers['content-disposition'], `${c.at}: ${c.what}`).toBe(
          `attachment; filename="jobs-${c.newYork}.csv"`,
        );
      }
    } finally {
      t.app.clock = () => new Date();
    }
  });

  it('keeps a name a spreadsheet would run as a formula as text in CSV, and as it is in XLSX', async () => {
    await insertJobs(t.db, [{ name: '=HYPERLINK("http://evil.example","x")', locationId: siteA }]);
    const { rows } = await exportCsv(t, admin, 'jobs', '&filter=hyperlink');
    expect(rows.map((r) => r.Name)).toEqual(['\'=HYPERLINK("http://evil.example","x")']);
    const { sheet } = await exportXlsx(t, admin, 'jobs', '&filter=hyperlink');
    expect(sheet.getRow(2).getCell(2).value).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('keeps a formula after a semicolon as text too, for spreadsheets that split there (issue 31)', async () => {
    await insertJobs(t.db, [{ name: 'Semicolon Lunch;=1+1', locationId: siteA }]);
    const { rows } = await exportCsv(t, admin, 'jobs', '&filter=semicolon%20lunch');
    expect(rows.map((r) => r.Name)).toEqual(["Semicolon Lunch;'=1+1"]);
  });

  it('is XLSX with typed cells: ids as numbers, the creation as a date in the office time zone', async () => {
    const { sheet } = await exportXlsx(t, admin, 'jobs', '&location_id=' + siteA);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(['Category', 'Name', 'Location', 'Address', 'Status', 'Created', 'ID']);
    const row = sheet.getRow(2);
    expect(typeof row.getCell(7).value).toBe('number');
    const created = row.getCell(6).value;
    expect(created).toBeInstanceOf(Date);
    // The same instant on the office's clock, as the cell must show it.
    const [job] = await queryRows<{ wall: string }>(
      t.db,
      sql`select to_char(created_at at time zone 'America/New_York', 'YYYY-MM-DD"T"HH24:MI:SS') as wall
          from jobs where id = ${Number(row.getCell(7).value)}`,
    );
    expect((created as Date).toISOString().slice(0, 19)).toBe(job!.wall);
    expect(sheet.rowCount - 1).toBe((await exportIds(t, admin, 'jobs', '&location_id=' + siteA)).length);
  });

  it("takes the list's role rules: a Supervisor's export holds their own jobs, a Technician gets 403", async () => {
    const own = await listIds(t, supervisor, '/api/get-jobs-filtered', pickJobs);
    expect(own.length).toBeGreaterThan(0);
    expect(await exportIds(t, supervisor, 'jobs')).toEqual(own);
    const other = await t.request(supervisor, { method: 'GET', url: `/api/export/jobs?id=${admin.userId}` });
    expect(other.statusCode).toBe(403);
    const tech = await t.request(technician, { method: 'GET', url: '/api/export/jobs' });
    expect(tech.statusCode).toBe(403);
  });

  it("refuses bad filters with the list's own 400 and a missing location with 404", async () => {
    const bad = await t.request(admin, { method: 'GET', url: '/api/export/jobs?active=maybe' });
    expect(bad.statusCode).toBe(400);
    const format = await t.request(admin, { method: 'GET', url: '/api/export/jobs?format=pdf' });
    expect(format.statusCode).toBe(400);
    const gone = await t.request(admin, { method: 'GET', url: '/api/export/jobs?location_id=999999' });
    expect(gone.statusCode).toBe(404);
  });
});
