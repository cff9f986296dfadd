import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, ReportStatus, Role } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { reports } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertReport, insertReports, insertTemplate } from './reports.fixtures';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let otherTech: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  otherTech = await t.createUser({ name: 'Other Tech' });
});
afterAll(() => t.close());

interface Row {
  id: number;
  status_id: number;
  start_date: string;
  job: { id: number; name: string; category: string };
  template: { id: number; name: string; company_name: string };
  user: { id: number; name: string };
  status: { status: string };
}

async function list(query = '', session: Session = admin) {
  const res = await t.request(session, { method: 'GET', url: `/api/get-reports-filtered${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reports: Row[]; total: number }>();
}
const ids = (rows: Row[]) => rows.map((r) => r.id);

const deleteReports = (session: Session, payload: unknown) =>
  t.request(session, { method: 'POST', url: '/api/delete-reports', payload });

/** A fresh set of reports nobody else's test sees: unique job and template names. */
async function scenario(tag: string) {
  const template = await insertTemplate(t.db, { name: `${tag} Lawn Record`, companyName: `${tag} Co` });
  const other = await insertTemplate(t.db, { name: `${tag} Pest Report`, companyName: `${tag} Other Co` });
  const jobA = await insertAssignedJob(t.db, {
    name: `${tag} Alpha Diner`,
    category: `${tag} Lawn Care`,
    locationName: `${tag} Harbor Street`,
  });
  const jobB = await insertAssignedJob(t.db, { name: `${tag} Beta School`, category: `${tag} Rodents` });
  return { template, other, jobA, jobB };
}

describe('GET /api/get-reports-filtered', () => {
  it('answers the spec shape: reports and total, with job, template, user and status', async () => {
    const s = await scenario('Shape');
    const id = await insertReport(t.db, {
      jobId: s.jobA,
      templateId: s.template.id,
      userId: technician.userId,
      statusId: ReportStatus.Finished,
      startDate: new Date('2026-02-01T15:00:00Z'),
    });
    const { reports: rows, total } = await list('?job_filter=Shape%20Alpha');
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      id,
      status_id: 3,
      start_date: '2026-02-01T15:00:00.000Z',
      return_reason: null,
      // Issue 16: the stored score; nothing scored here.
      score_percent: null,
      passed: null,
      flagged_count: 0,
      job: { id: s.jobA, name: 'Shape Alpha Diner', category: 'Shape Lawn Care' },
      // Issue 33: the job's location, where the work was done.
      location: { id: expect.any(Number), name: 'Shape Harbor Street' },
      template: { id: s.template.id, name: 'Shape Lawn Record', company_name: 'Shape Co' },
      user: { id: technician.userId, name: expect.any(String) },
      status: { status: 'Finished' },
    });
  });

  it('filters by report (template) name or job category, ignoring case; the job filter by job name', async () => {
    const s = await scenario('Txt');
    const [lawnA, pestA, pestB] = await insertReports(t.db, [
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
      { jobId: s.jobA, templateId: s.other.id, userId: otherTech },
      { jobId: s.jobB, templateId: s.other.id, userId: otherTech },
    ]);
    const sorted = (r: Row[]) => ids(r).sort((a, b) => a - b);
    expect(sorted((await list('?filter=txt%20lawn%20RECORD')).reports)).toEqual([lawnA]);
    // "Lawn Care" is job A's category: both of its reports, whatever their template.
    expect(sorted((await list('?filter=Txt%20Lawn')).reports)).toEqual([lawnA, pestA]);
    expect(sorted((await list('?filter=txt%20rodents')).reports)).toEqual([pestB]);
    expect(sorted((await list('?job_filter=txt%20beta')).reports)).toEqual([pestB]);
    expect(sorted((await list('?job_filter=Txt%20Alpha')).reports)).toEqual([lawnA, pestA]);
    // Combined: both must match.
    expect(sorted((await list('?filter=Txt%20Pest&job_filter=Txt%20Alpha')).reports)).toEqual([pestA]);
    expect((await list('?filter=Txt%20Pest&job_filter=zzz-nothing')).total).toBe(0);
    // The spec's client sends "null" for an empty box; % and _ are literal.
    expect((await list('?filter=null&job_filter=Txt%20Beta')).total).toBe(1);
    expect((await list('?filter=Txt_Pest')).total).toBe(0);
  });

  it('takes dates as whole days in New York time, across the daylight-saving change', async () => {
    const s = await scenario('Day');
    const at = (iso: string) => ({
      jobId: s.jobA,
      templateId: s.template.id,
      userId: otherTech,
      startDate: new Date(iso),
    });
    const [lateSat, sunEarly, sunLate, monEarly] = await insertReports(t.db, [
      at('2026-03-08T04:59:00Z'), // 11:59 PM EST on Saturday 03/07
      at('2026-03-08T05:00:00Z'), // 12:00 AM EST on Sunday 03/08
      at('2026-03-09T03:30:00Z'), // 11:30 PM EDT on Sunday 03/08 (clocks went forward at 2 AM)
      at('2026-03-09T04:00:00Z'), // 12:00 AM EDT on Monday 03/09
    ]);
    const q = (dates: string) => list(`?job_filter=Day%20Alpha${dates}`).then((r) => ids(r.reports));
    expect(await q('&start_date=2026-03-08&end_date=2026-03-08')).toEqual([sunLate, sunEarly]);
    expect(await q('&end_date=2026-03-07')).toEqual([lateSat]);
    expect(await q('&start_date=2026-03-09')).toEqual([monEarly]);
    expect(await q('&start_date=2026-03-07&end_date=2026-03-09')).toEqual([
      monEarly,
      sunLate,
      sunEarly,
      lateSat,
    ]);
    expect(await q('&start_date=&end_date=null')).toEqual([monEarly, sunLate, sunEarly, lateSat]);
  });

  it('combines every filter at once', async () => {
    const s = await scenario('All');
    const [hit] = await insertReports(t.db, [
      {
        jobId: s.jobB,
        templateId: s.other.id,
        userId: otherTech,
        startDate: new Date('2026-05-10T14:00:00Z'),
      },
      {
        jobId: s.jobB,
        templateId: s.other.id,
        userId: otherTech,
        startDate: new Date('2026-05-12T14:00:00Z'),
      },
      {
        jobId: s.jobA,
        templateId: s.other.id,
        userId: otherTech,
        startDate: new Date('2026-05-10T15:00:00Z'),
      },
      {
        jobId: s.jobB,
        templateId: s.template.id,
        userId: otherTech,
        startDate: new Date('2026-05-10T16:00:00Z'),
      },
    ]);
    const res = await list(
      '?filter=All%20Pest&job_filter=All%20Beta&start_date=2026-05-10&end_date=2026-05-11',
    );
    expect(ids(res.reports)).toEqual([hit]);
    expect(res.total).toBe(1);
  });

  it('refuses malformed or reversed dates with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?start_date=03/08/2026', 'start_date'],
      ['?end_date=2026-02-30', 'end_date'],
      ['?start_date=2026-03-09&end_date=2026-03-08', 'end_date'],
    ] as const) {
      const res = await t.request(admin, { method: 'GET', url: `/api/get-reports-filtered${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });

  it('pages 25 at a time, newest start first, with the total on every page', async () => {
    const s = await scenario('Page');
    const made = await insertReports(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({
        jobId: s.jobA,
        templateId: s.template.id,
        userId: otherTech,
        startDate: new Date(Date.UTC(2026, 0, 1, 12, i)),
      })),
    );
    const one = await list('?job_filter=Page%20Alpha&page=1');
    const two = await list('?job_filter=Page%20Alpha&page=2');
    const three = await list('?job_filter=Page%20Alpha&page=3');
    expect(PAGE_SIZE).toBe(25);
    expect([one.total, two.total, three.total]).toEqual([30, 30, 30]);
    expect([...ids(one.reports), ...ids(two.reports)]).toEqual([...made].reverse());
    expect(two.reports).toHaveLength(5);
    expect(three.reports).toEqual([]);
  });

  it('shows a Technician only their own reports; office staff see everyone’s', async () => {
    const s = await scenario('Mine');
    const [mine] = await insertReports(t.db, [
      { jobId: s.jobA, templateId: s.template.id, userId: technician.userId },
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
    ]);
    expect(ids((await list('?job_filter=Mine%20Alpha', technician)).reports)).toEqual([mine]);
    expect((await list('?job_filter=Mine%20Alpha', supervisor)).total).toBe(2);
    expect((await list('?job_filter=Mine%20Alpha', admin)).total).toBe(2);
    // "My reports": anyone's own only.
    const own = await insertReport(t.db, {
      jobId: s.jobA,
      templateId: s.template.id,
      userId: supervisor.userId,
    });
    expect(ids((await list('?job_filter=Mine%20Alpha&mine=1', supervisor)).reports)).toEqual([own]);
    expect((await list('?job_filter=Mine%20Alpha&mine=0', supervisor)).total).toBe(3);
  });

  it('leaves out deleted reports but keeps reports whose job or template was deleted', async () => {
    const s = await scenario('Gone');
    await insertReports(t.db, [
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech, deletedAt: new Date() },
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
    ]);
    expect((await list('?job_filter=Gone%20Alpha')).total).toBe(1);
  });
});

describe('POST /api/delete-reports', () => {
  it('soft-deletes every id of a comma-joined string in one go, and the trash restores each', async () => {
    const s = await scenario('Del');
    const made = await insertReports(
      t.db,
      Array.from({ length: 60 }, () => ({ jobId: s.jobA, templateId: s.template.id, userId: otherTech })),
    );
    const res = await deleteReports(admin, { ids: made.join(',') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', ids: made });
    expect((await list('?job_filter=Del%20Alpha')).total).toBe(0);
    const rows = await t.db
      .select({ deletedBy: reports.deletedBy })
      .from(reports)
      .where(and(inArray(reports.id, made), isNotNull(reports.deletedAt)));
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.deletedBy))).toEqual(new Set([admin.userId]));
    // Each delete is in the audit log, by the admin.
    const audits = await t.db
      .select({ userId: auditLog.userId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'reports'),
          eq(auditLog.action, 'delete'),
          inArray(auditLog.entityId, made.map(String)),
        ),
      );
    expect(audits).toHaveLength(60);

    const trash = await t.request(admin, { method: 'GET', url: '/api/trash?entity=reports' });
    expect(trash.json<{ items: { name: string }[] }>().items[0]?.name).toBe('Del Alpha Diner');
    const restore = await t.request(admin, { method: 'POST', url: `/api/trash/reports/${made[0]}/restore` });
    expect(restore.statusCode).toBe(200);
    expect(ids((await list('?job_filter=Del%20Alpha')).reports)).toEqual([made[0]]);
  });

  it('deletes nothing when one id is unknown or already deleted, and names it', async () => {
    const s = await scenario('Atomic');
    const [a, b, gone] = await insertReports(t.db, [
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech, deletedAt: new Date() },
    ]);
    for (const bad of [`${a},${b},999999`, `${a},${gone}`]) {
      const res = await deleteReports(admin, { ids: bad });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toMatch(/999999|\d+\)$/);
    }
    expect((await list('?job_filter=Atomic%20Alpha')).total).toBe(2);
  });

  it('takes a single id, spaces and repeats, and an array', async () => {
    const s = await scenario('Forms');
    const [a, b, c] = await insertReports(t.db, [
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
      { jobId: s.jobA, templateId: s.template.id, userId: otherTech },
    ]);
    expect((await deleteReports(admin, { ids: String(a) })).json().ids).toEqual([a]);
    expect((await deleteReports(admin, { ids: ` ${b} , ${b} ` })).json().ids).toEqual([b]);
    expect((await deleteReports(admin, { ids: [c] })).json().ids).toEqual([c]);
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    for (const payload of [
      {},
      { ids: '' },
      { ids: ' , ' },
      { ids: '1,abc' },
      { ids: '-3' },
      { ids: '1.5' },
    ]) {
      const res = await deleteReports(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.ids).toMatch(/report/i);
    }
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect((await deleteReports(admin, { ids: many })).json().errors.ids).toMatch(/at most 1000/);
  });

  it('is for Admins only: a Supervisor and a Technician get 403 and nothing is deleted', async () => {
    const s = await scenario('Role');
    const id = await insertReport(t.db, {
      jobId: s.jobA,
      templateId: s.template.id,
      userId: technician.userId,
    });
    for (const session of [supervisor, technician]) {
      const res = await deleteReports(session, { ids: String(id) });
      expect(res.statusCode).toBe(403);
    }
    expect((await list('?job_filter=Role%20Alpha')).total).toBe(1);
    const superAdmin = await t.loginAs(Role.SuperAdmin);
    expect((await deleteReports(superAdmin, { ids: String(id) })).statusCode).toBe(200);
  });
});
