import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { minuteIn } from '@shared/dates';
import type { ApplicationRecordInput } from '@shared/schemas/applications';
import { recordOfReport, type RecordsScene, recordsScene, reportWithRecord } from './applications.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 30, defect 4: a record's date and times fall between the start of the day its report was
// started and the moment it is submitted, on the office's wall clock (APP_TIMEZONE).
const ZONE = 'America/New_York';
let now = new Date('2027-03-10T15:00:00Z');
let t: TestApp;
let scene: RecordsScene;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: ZONE }, { clock: () => now });
  scene = await recordsScene(t);
});
afterAll(() => t.close());

/** A report started at `startDate` holding `record`, submitted at `submitAt` by the app's clock. */
async function submitted(startDate: Date, submitAt: Date, record: Partial<ApplicationRecordInput>) {
  const id = await reportWithRecord(t, scene, startDate, record);
  now = submitAt;
  return t.request(scene.tech, { method: 'POST', url: `/api/reports/${id}/submit` });
}
const dateProblem = (res: { json: () => unknown }) =>
  (res.json() as { fieldCodes?: Record<string, { code: string; params?: unknown }> }).fieldCodes?.[
    `answers.${scene.fieldId}.0.date`
  ];
/** The office's date and time `minutes` after an instant, as a record holds them. */
const officeAt = (at: Date, minutes: number) => {
  const [date, time] = minuteIn(new Date(at.getTime() + minutes * 60_000), ZONE).split(' ');
  return { date: date!, time: time! };
};

describe("an application's date and time", () => {
  const started = new Date('2027-03-10T14:00:00Z'); // 09:00 in New York
  const submitAt = new Date('2027-03-10T17:00:00Z'); // 12:00

  it('may start before the report on its day, and end by the submit', async () => {
    const res = await submitted(started, submitAt, {
      date: '2027-03-10',
      start_time: '08:15',
      end_time: '12:00',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is refused on a day before the report was started, naming that day', async () => {
    for (const date of ['2027-03-09', '2019-01-05']) {
      const res = await submitted(started, submitAt, { date, start_time: '23:50', end_time: null });
      expect(res.statusCode).toBe(400);
      expect(dateProblem(res)).toEqual({
        code: 'application.dateBeforeReport',
        params: { day: '03/10/2027' },
      });
    }
  });

  it('is refused when it starts or ends after the submit, naming the moment', async () => {
    const later = [
      { date: '2027-06-01', start_time: '09:00', end_time: null },
      { date: '2027-03-10', start_time: '12:01', end_time: null },
      { date: '2027-03-10', start_time: '11:30', end_time: '12:05' },
    ];
    for (const record of later) {
      const res = await submitted(started, submitAt, record);
      expect(res.statusCode).toBe(400);
      expect(dateProblem(res)).toEqual({
        code: 'application.dateAfterSubmit',
        params: { now: '03/10/2027 12:00 PM' },
      });
    }
  });

  it('reads the office clock at any hour: New York evenings, midnight and the clock changes', async () => {
    for (const { at, what } of CLOCK_INSTANTS) {
      const moment = new Date(at);
      const startAt = new Date(moment.getTime() - 40 * 60_000);
      const before = officeAt(moment, -20);
      const ok = await submitted(startAt, moment, {
        date: before.date,
        start_time: before.time,
        end_time: null,
      });
      expect(ok.statusCode, `${what}: ${ok.body}`).toBe(200);

      const after = officeAt(moment, 10);
      const late = await submitted(startAt, moment, {
        date: after.date,
        start_time: after.time,
        end_time: null,
      });
      expect(late.statusCode, what).toBe(400);
      expect(dateProblem(late)?.code, what).toBe('application.dateAfterSubmit');

      const dayBefore = officeAt(startAt, -24 * 60);
      const early = await submitted(startAt, moment, {
        date: dayBefore.date,
        start_time: '23:59',
        end_time: null,
      });
      expect(early.statusCode, what).toBe(400);
      expect(dateProblem(early)?.code, what).toBe('application.dateBeforeReport');
    }
  });

  it('stamps the submit with the clock it checked against', async () => {
    const res = await submitted(started, submitAt, {
      date: '2027-03-10',
      start_time: '09:30',
      end_time: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ submitted_at: string }>().submitted_at).toBe(submitAt.toISOString());
  });

  it("an Admin's correction may move a finished record outside the report's span, with its reason", async () => {
    const res = await submitted(started, submitAt, {
      date: '2027-03-10',
      start_time: '09:30',
      end_time: '10:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reportId = res.json<{ id: number }>().id;
    const finished = await t.request(scene.admin, { method: 'POST', url: `/api/reports/${reportId}/finish` });
    expect(finished.statusCode, finished.body).toBe(200);
    const recordId = await recordOfReport(t.db, reportId);
    const correct = (payload: Record<string, unknown>) =>
      t.request(scene.admin, { method: 'POST', url: `/api/applications/${recordId}/correct`, payload });

    expect((await correct({ applied_on: '2027-03-09' })).statusCode).toBe(400);
    const late = await correct({ start_time: '10:30', note: 'Started after the spray' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ fieldCodes: { start_time: { code: 'application.endBeforeStart' } } });

    const note = 'Done the evening before; the technician typed the day he reported it';
    const moved = await correct({ applied_on: '2027-03-09', start_time: '08:00', note });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      applied_on: '2027-03-09',
      start_time: '08:00',
      correction_note: note,
    });
  });
});
