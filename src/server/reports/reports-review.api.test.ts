import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, type ReportStatusId, Role, WAITING_COUNT_MAX } from '@shared/constants';
import { REPORT_SORTS } from '@shared/schemas/report-list';
import { expectEverySort, expectUnknownRefused, time, wordOf } from '../db/list-sort.fixtures';
import { reports } from '../db/schema/reports';
import { queryRows } from '../db/sql-helpers';
import type { SessionUser } from '../auth/auth.public';
import { templates } from '../db/schema/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertReports, insertTemplate } from './reports.fixtures';
import { waitingCountQuery } from './reports.repository';

/** The review queue (issue 18): status and technician filters, sorting, the waiting count. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

interface Row {
  id: number;
  status_id: number;
  start_date: string;
  score_percent: number | null;
  flagged_count: number;
  job: { name: string };
  location: { name: string };
  template: { company_name: string };
  user: { id: number; name: string };
}

async function list(query: string, session: Session = admin) {
  const res = await t.request(session, { method: 'GET', url: `/api/get-reports-filtered?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reports: Row[]; total: number }>().reports;
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

const STATUSES: ReportStatusId[] = [ReportStatus.InProgress, ReportStatus.Submitted, ReportStatus.Finished];

/** `n` reports of jobs named `${tag} <word>`, spread over 3 templates, 3 people and the statuses. */
async function scenario(tag: string, n: number, people: number[]) {
  const templateIds: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    templateIds.push((await insertTemplate(t.db, { companyName: `${wordOf(i * 3 + 1)} Co` })).id);
  }
  const jobIds: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    // Each job at a place named apart from its own name and its template's company (issue 33).
    const locationName = `${wordOf(i * 3 + 2)} site`;
    jobIds.push(await insertAssignedJob(t.db, { name: `${tag} ${wordOf(i)}`, locationName }));
  }
  const made = Array.from({ length: n }, (_, i) => ({
    jobId: jobIds[i % 6]!,
    templateId: templateIds[i % 3]!,
    userId: people[i % people.length]!,
    statusId: STATUSES[i % 3]!,
    // Whole seconds, some equal: the id decides between them.
    startDate: new Date(Date.UTC(2026, 2, 1 + (i % 9), 8)),
  }));
  const reportIds = await insertReports(t.db, made);
  for (const [i, id] of reportIds.entries()) {
    await t.db
      .update(reports)
      .set({ scorePercent: i % 4 === 0 ? null : (i * 37) % 100, flaggedCount: i % 3 })
      .where(eq(reports.id, id));
  }
  return reportIds.map((id, i) => ({ id, ...made[i]! }));
}

describe('GET /api/get-reports-filtered: sorting', () => {
  it('sorts by every column both ways, page 2 continuing page 1; refuses an unknown column', async () => {
    // Equal but for case, the lower-case one first: only the id may decide between them.
    const b = await t.createUser({ name: 'rsrt alpha' });
    const a = await t.createUser({ name: 'Rsrt Alpha' });
    const c = await t.createUser({ name: 'Rsrt Cedar' });
    await scenario('Rsort', 30, [a, b, c]);
    await expectEverySort<Row>(
      t,
      admin,
      {
        url: '/api/get-reports-filtered?job_filter=rsort',
        rows: (body) => (body as { reports: Row[] }).reports,
        id: (r) => r.id,
        columns: {
          job: (r) => r.job.name,
          location: (r) => r.location.name,
          company: (r) => r.template.company_name,
          technician: (r) => r.user.name,
          status: (r) => r.status_id,
          score: (r) => r.score_percent,
          flagged: (r) => r.flagged_count,
          start_date: (r) => time(r.start_date),
        },
      },
      30,
    );
    await expectUnknownRefused(t, admin, '/api/get-reports-filtered', [...REPORT_SORTS]);
  });
});

describe('GET /api/get-reports-filtered: status and technician', () => {
  it('keeps the reports of any of several statuses, and of one technician', async () => {
    const other = await t.createUser({ name: 'Rfilter Other' });
    const made = await scenario('Rfilter', 12, [technician.userId, other]);
    const of = (keep: (r: (typeof made)[number]) => boolean) => ids(made.filter(keep));
    expect(ids(await list(`job_filter=rfilter&status=${ReportStatus.Submitted}`))).toEqual(
      of((r) => r.statusId === ReportStatus.Submitted),
    );
    expect(ids(await list('job_filter=rfilter&status=2,3'))).toEqual(of((r) => r.statusId !== 1));
    expect(ids(await list(`job_filter=rfilter&user_id=${other}`))).toEqual(of((r) => r.userId === other));
    expect(ids(await list(`job_filter=rfilter&user_id=${other}&status=1,3`, supervisor))).toEqual(
      of((r) => r.userId === other && r.statusId !== ReportStatus.Submitted),
    );
    // A Technician's list stays their own, whichever technician they name.
    expect(ids(await list(`job_filter=rfilter&user_id=${other}`, technician))).toEqual([]);
    expect(ids(await list('job_filter=rfilter&status=2', technician))).toEqual(
      of((r) => r.userId === technician.userId && r.statusId === ReportStatus.Submitted),
    );
  });

  it('refuses a status that is not a report status, and a technician that is not an id', async () => {
    for (const query of ['status=4', 'status=2,x', 'status=0', 'user_id=abc', 'user_id=-1']) {
      const res = await t.request(admin, { method: 'GET', url: `/api/get-reports-filtered?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ code: string }>().code, query).toBe('common.invalid');
    }
  });
});

describe('GET /api/reports/waiting-count', () => {
  const count = async (session: Session) => {
    const res = await t.request(session, { method: 'GET', url: '/api/reports/waiting-count' });
    return { status: res.statusCode, body: res.json<{ count: number }>() };
  };

  it('counts the Submitted reports the list shows with status=2, for Supervisors and Admins', async () => {
    const before = await count(admin);
    expect(before.status).toBe(200);
    const made = await scenario('Rwait', 9, [technician.userId]);
    const submitted = made.filter((r) => r.statusId === ReportStatus.Submitted);
    expect(submitted.length).toBeGreaterThan(0);
    const after = await count(admin);
    expect(after.body.count).toBe(before.body.count + submitted.length);
    // A Supervisor reads every report, so waits for the same ones.
    expect((await count(supervisor)).body).toEqual(after.body);
    // Deleted reports no longer wait.
    await t.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, submitted[0]!.id));
    expect((await count(supervisor)).body.count).toBe(after.body.count - 1);
    const all = await list('status=2&page=1');
    expect(all.length).toBe(Math.min(25, after.body.count - 1));
  });

  it(`counts no further than ${WAITING_COUNT_MAX}, through the status index and a limit (issue 34)`, async () => {
    const template = await insertTemplate(t.db, {});
    const jobId = await insertAssignedJob(t.db, { name: 'Rmany' });
    const ids = await insertReports(
      t.db,
      Array.from({ length: WAITING_COUNT_MAX + 5 }, () => ({
        jobId,
        templateId: template.id,
        userId: technician.userId,
        statusId: ReportStatus.Submitted,
      })),
    );
    try {
      expect((await count(admin)).body.count).toBe(WAITING_COUNT_MAX);
      // The plan PostgreSQL would pick for a table too big to read: the status index, stopped at the cap.
      const { query } = await waitingCountQuery(
        t.db,
        {
          id: admin.userId,
          name: 'Admin',
          email: 'a@example.com',
          username: 'a',
          typeId: Role.Admin,
        } satisfies SessionUser,
        'UTC',
      );
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
        const plan = rows.map((r) => Object.values(r)[0]).join('\n');
        expect(plan).toMatch(/^Aggregate/);
        expect(plan).toMatch(/Limit/);
        expect(plan).toMatch(/reports_status_idx/);
      });
    } finally {
      await t.db.update(reports).set({ deletedAt: new Date() }).where(inArray(reports.id, ids));
    }
  });

  it('refuses a Technician (403) and an anonymous caller (401)', async () => {
    expect((await count(technician)).status).toBe(403);
    const res = await t.request(null, { method: 'GET', url: '/api/reports/waiting-count' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/reports/technicians', () => {
  it('finds the people who fill reports by name, for Supervisors and Admins only', async () => {
    const tech = await t.createUser({ name: 'Rpick Tech', typeId: Role.Technician });
    const sup = await t.createUser({ name: 'Rpick Supervisor', typeId: Role.Supervisor });
    await t.createUser({ name: 'Rpick Admin', typeId: Role.Admin });
    const url = '/api/reports/technicians?search=rpick';
    const res = await t.request(supervisor, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      users: [
        { id: sup, name: 'Rpick Supervisor' },
        { id: tech, name: 'Rpick Tech' },
      ],
      users_more: false,
    });
    expect((await t.request(technician, { method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('GET /api/get-reports-filtered: location and company (issue 33)', () => {
  it('names the job’s location, and tells when the templates name more than one company', async () => {
    const jobId = await insertAssignedJob(t.db, {
      name: 'Rplace job',
      locationName: 'Rplace Riverside Depot',
    });
    const templateId = (await insertTemplate(t.db, { companyName: 'Rplace Co' })).id;
    await insertReports(t.db, [{ jobId, templateId, userId: technician.userId, statusId: 2 }]);
    const res = await t.request(admin, { method: 'GET', url: '/api/get-reports-filtered?job_filter=rplace' });
    const body = res.json<{ reports: Row[]; several_companies: boolean }>();
    expect(body.reports.map((r) => [r.location.name, r.template.company_name])).toEqual([
      ['Rplace Riverside Depot', 'Rplace Co'],
    ]);
    // Every template under one name: no company column; one more name: the column.
    await t.db.update(templates).set({ companyName: 'Rplace Co' });
    const several = async () =>
      (await t.request(admin, { method: 'GET', url: '/api/get-reports-filtered' })).json<{
        several_companies: boolean;
      }>().several_companies;
    expect(await several()).toBe(false);
    await insertTemplate(t.db, { companyName: 'Rplace Other Co' });
    expect(await several()).toBe(true);
  });
});
