import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import type { RecurrenceBody, RecurrenceResponse } from '@shared/schemas/visits';
import { jobs } from '../db/schema/jobs';
import { visits } from '../db/schema/visits';
import { reports } from '../db/schema/reports';
import type { HttpError } from '../http/errors';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp } from '../test/test-app';
import { insertGeneratedVisit, insertRecurringJob, ruleText, visitsOfJob } from './recurrence.fixtures';
import { putRecurrence } from './recurrence.repository';

const t = await createTestApp();
afterAll(() => t.close());

const admin = await t.loginAs(Role.Admin);
const supervisor = await t.loginAs(Role.Supervisor);
const technician = await t.loginAs(Role.Technician);
const tech = await t.createUser({ typeId: Role.Technician });

// The routes plan from the office's today by the app's clock, set here to 23:30 in New York (the
// next day in UTC) so the test is the same at any hour; every date here is relative to that today.
t.app.clock = () => new Date('2026-11-29T04:30:00Z');
const today = '2026-11-28';
const day = (n: number) => addDaysTo(today, n);
const url = (jobId: number) => `/api/jobs/${jobId}/recurrence`;
const put = (jobId: number, body: RecurrenceBody, session = admin) =>
  t.request(session, { method: 'PUT', url: url(jobId), payload: body });
const dates = async (jobId: number) => (await visitsOfJob(t.db, jobId)).map((v) => v.date);

describe('PUT, GET and DELETE /api/jobs/:id/recurrence', () => {
  it('stores the rule and window and plans the horizon’s visits, without the exceptions and after the end', async () => {
    const jobId = await insertAssignedJob(t.db, { assignees: [tech] });
    const body: RecurrenceBody = {
      start_date: day(1),
      frequency: 'weekly',
      until: day(29),
      exceptions: [day(8)],
      start_time: '09:00',
      end_time: '10:00',
    };
    const res = await put(jobId, body);
    expect(res.statusCode).toBe(200);
    const answer = res.json<RecurrenceResponse>();
    expect(answer).toEqual({
      recurrence: {
        rrule: ruleText({ start_date: day(1), frequency: 'weekly', until: day(29), exceptions: [day(8)] }),
        start_date: day(1),
        frequency: 'weekly',
        interval: 1,
        monthly_by: 'day',
        until: day(29),
        exceptions: [day(8)],
        start_time: '09:00',
        end_time: '10:00',
      },
      generated: 4,
      removed: 0,
    });
    const rows = await visitsOfJob(t.db, jobId);
    expect(rows.map((v) => v.date)).toEqual([day(1), day(15), day(22), day(29)]);
    expect(rows.every((v) => v.startTime === '09:00:00' && v.technicians[0] === tech)).toBe(true);

    const read = await t.request(admin, { method: 'GET', url: url(jobId) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ recurrence: answer.recurrence });
    // The same rule again changes nothing but the ids of untouched visits.
    const again = await put(jobId, body);
    expect(again.json()).toMatchObject({ generated: 4, removed: 4 });
    expect(await dates(jobId)).toEqual([day(1), day(15), day(22), day(29)]);
  });

  it('lets a Supervisor read the rule of their own jobs only, and only Admins change it', async () => {
    const own = await insertRecurringJob(t.db, {
      rule: { start_date: day(3), frequency: 'monthly', monthly_by: 'weekday' },
      assignees: [supervisor.userId],
    });
    const others = await insertRecurringJob(t.db, { rule: { start_date: day(3), frequency: 'monthly' } });
    const mine = await t.request(supervisor, { method: 'GET', url: url(own) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ recurrence: { frequency: 'monthly', monthly_by: 'weekday' } });
    const theirs = await t.request(supervisor, { method: 'GET', url: url(others) });
    expect([theirs.statusCode, theirs.json().code]).toEqual([403, 'job.supervisorOnlyOwn']);
    expect((await t.request(technician, { method: 'GET', url: url(own) })).statusCode).toBe(403);
    const body = { start_date: day(2), frequency: 'weekly' } as const;
    expect((await put(own, body, supervisor)).statusCode).toBe(403);
    expect((await put(own, body, technician)).statusCode).toBe(403);
    expect((await t.request(supervisor, { method: 'DELETE', url: url(own) })).statusCode).toBe(403);
    expect(await dates(own)).toEqual([]);
    expect((await t.request(admin, { method: 'GET', url: url(others) })).statusCode).toBe(200);
  });

  it('answers null for a job without a rule, 404 for a missing or deleted job', async () => {
    const plain = await insertAssignedJob(t.db);
    expect((await t.request(admin, { method: 'GET', url: url(plain) })).json()).toEqual({ recurrence: null });
    const deleted = await insertAssignedJob(t.db);
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deleted));
    for (const id of [deleted, 999_999]) {
      expect((await t.request(admin, { method: 'GET', url: url(id) })).statusCode).toBe(404);
      expect((await put(id, { start_date: day(1), frequency: 'weekly' })).statusCode).toBe(404);
      expect((await t.request(admin, { method: 'DELETE', url: url(id) })).statusCode).toBe(404);
    }
  });

  it('refuses a bad rule with 400 and an inactive job with 409, writing nothing', async () => {
    const jobId = await insertAssignedJob(t.db);
    const until = await put(jobId, { start_date: day(5), frequency: 'weekly', until: day(4) });
    expect(until.statusCode).toBe(400);
    expect(until.json().fieldCodes).toMatchObject({ until: { code: 'visit.recurrenceUntil' } });
    const window = await put(jobId, {
      start_date: day(5),
      frequency: 'weekly',
      start_time: '10:00',
      end_time: '09:00',
    });
    expect(window.json().fieldCodes).toMatchObject({ end_time: { code: 'visit.windowOrder' } });
    const interval = await put(jobId, { start_date: day(5), frequency: 'weekly', interval: 53 });
    expect(interval.statusCode).toBe(400);
    const date = await put(jobId, { start_date: '2027-02-30', frequency: 'weekly' });
    expect([date.statusCode, date.json().errors]).toEqual([
      400,
      { start_date: 'Give a day written as YYYY-MM-DD.' },
    ]);
    // What the form cannot send, the rule's own check still refuses, with its reason.
    const direct = t.db.transaction((tx) =>
      putRecurrence(
        tx,
        jobId,
        {
          start_date: day(5),
          frequency: 'weekly',
          interval: 0,
          monthly_by: 'day',
          until: null,
          exceptions: [],
          start_time: null,
          end_time: null,
        },
        { today, horizonDays: 90 },
      ),
    );
    await expect(direct).rejects.toMatchObject({
      statusCode: 400,
      code: 'visit.recurrenceInvalid',
      params: { reason: 'repeat every 1 to 52' },
    } satisfies Partial<HttpError>);

    const inactive = await insertAssignedJob(t.db, { statusId: Status.Inactive });
    const refused = await put(inactive, { start_date: day(1), frequency: 'weekly' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'visit.jobInactive']);
    for (const id of [jobId, inactive]) {
      const [row] = await t.db.select({ rule: jobs.recurrence }).from(jobs).where(eq(jobs.id, id));
      expect(row!.rule).toBeNull();
      expect(await dates(id)).toEqual([]);
    }
  });
});

describe('a rule edit changes future visits only', () => {
  /** A weekly job since three weeks ago, with its visits in every state someone may have left them. */
  async function jobWithHistory() {
    const jobId = await insertRecurringJob(t.db, {
      rule: { start_date: day(-21), frequency: 'weekly' },
      assignees: [tech],
    });
    const v = {
      pastDone: await insertGeneratedVisit(t.db, { jobId, day: day(-21), status: 'done' }),
      pastOverdue: await insertGeneratedVisit(t.db, { jobId, day: day(-14) }),
      pastSkipped: await insertGeneratedVisit(t.db, { jobId, day: day(-7), status: 'skipped' }),
      today: await insertGeneratedVisit(t.db, { jobId, day: day(0) }),
      inProgress: await insertGeneratedVisit(t.db, { jobId, day: day(7), status: 'in_progress' }),
      moved: await insertGeneratedVisit(t.db, { jobId, day: day(14), date: day(16), moved: true }),
      doneEarly: await insertGeneratedVisit(t.db, { jobId, day: day(21), status: 'done' }),
      skipped: await insertGeneratedVisit(t.db, { jobId, day: day(28), status: 'skipped' }),
      reported: await insertGeneratedVisit(t.db, { jobId, day: day(35) }),
      untouched: await insertGeneratedVisit(t.db, { jobId, day: day(42) }),
      byHand: 0,
    };
    const [handMade] = await t.db
      .insert(visits)
      .values({ jobId, date: day(43) })
      .returning({ id: visits.id });
    v.byHand = handMade!.id;
    const template = await insertTemplate(t.db);
    const report = await insertReport(t.db, { jobId, templateId: template.id, userId: tech });
    await t.db.update(reports).set({ visitId: v.reported }).where(eq(reports.id, report));
    return { jobId, v };
  }

  it('PUT keeps done, skipped, started, moved, reported, past and hand-made visits and replaces the rest', async () => {
    const { jobId, v } = await jobWithHistory();
    const res = await put(jobId, { start_date: day(2), frequency: 'weekly', interval: 2, until: day(44) });
    expect(res.statusCode).toBe(200);
    // Gone: today's and the untouched one of day 42. New: days 2, 16, 30 and 44 (16 beside the moved one).
    expect(res.json()).toMatchObject({ removed: 2, generated: 4 });
    const rows = await visitsOfJob(t.db, jobId);
    const ids = rows.map((r) => r.id);
    for (const kept of [
      v.pastDone,
      v.pastOverdue,
      v.pastSkipped,
      v.inProgress,
      v.moved,
      v.doneEarly,
      v.skipped,
      v.reported,
      v.byHand,
    ]) {
      expect(ids).toContain(kept);
    }
    expect(ids).not.toContain(v.today);
    expect(ids).not.toContain(v.untouched);
    const fresh = rows.filter((r) => !Object.values(v).includes(r.id));
    expect(fresh.map((r) => r.occurrence)).toEqual([day(2), day(16), day(30), day(44)]);
    expect(fresh.every((r) => r.status === 'scheduled' && r.technicians[0] === tech)).toBe(true);
  });

  it('DELETE removes the rule and the untouched future visits, and keeps the rest', async () => {
    const { jobId, v } = await jobWithHistory();
    const res = await t.request(admin, { method: 'DELETE', url: url(jobId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recurrence: null, generated: 0, removed: 2 });
    const ids = (await visitsOfJob(t.db, jobId)).map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual(
      Object.values(v)
        .filter((id) => id !== v.today && id !== v.untouched)
        .sort((a, b) => a - b),
    );
    expect((await t.request(admin, { method: 'GET', url: url(jobId) })).json()).toEqual({ recurrence: null });
    // An inactive job's rule can be removed too (nothing else is allowed on it).
    const inactive = await insertRecurringJob(t.db, {
      rule: { start_date: day(1), frequency: 'weekly' },
      statusId: Status.Inactive,
    });
    expect((await t.request(admin, { method: 'DELETE', url: url(inactive) })).statusCode).toBe(200);
  });
});
