import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import type { PortalNotifications } from '@shared/schemas/portal-requests';
import { RECORD_DAY_MORNING, recordsScene, reportWithRecord } from '../applications/applications.fixtures';
import { jobs } from '../db/schema/jobs';
import { locationContacts } from '../db/schema/locations';
import { mailMessages } from '../db/schema/mail';
import { portalSessions, portalSignInLinks } from '../db/schema/portal';
import { visits } from '../db/schema/visits';
import { sendJob } from '../queue/job-queue';
import { dueNow, jobsOf } from '../queue/queue.fixtures';
import type { QueueWorker } from '../queue/queue-worker';
import { insertReport, insertTemplate } from '../reports/reports.fixtures';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, type Session } from '../test/test-app';
import { PORTAL_NOTICE_CRON, schedulePortalNotices, startPortalNoticeWorker } from './portal-notices';
import { PORTAL_SWEEP_CRON, schedulePortalSweep, startPortalSweepWorker } from './portal-sweep';
import { customerSite, portalSignIn } from './portal.fixtures';

/** 21:00 on 30 November in New York: UTC's day is already 1 December. */
const NY_EVENING = new Date('2026-12-01T02:00:00Z');
let now = NY_EVENING;
const t = await createTestApp({ APP_TIMEZONE: 'America/New_York' }, { clock: () => now });
const workers: QueueWorker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  now = NY_EVENING;
});
afterAll(() => t.close());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The queue's jobs run to their end by a worker whose clock is the app's. */
async function runNotices(): Promise<number> {
  const worker = startPortalNoticeWorker({
    boss: t.app.boss,
    db: t.db,
    config: t.app.config,
    now: () => now,
    log: quiet,
  });
  workers.push(worker);
  return worker.drain();
}
/** The daily job, as the cron sends it, run to its end. */
async function runDaily(times = 1) {
  for (let i = 0; i < times; i++) {
    await sendJob(t.db, 'portal-notices', {});
    expect(await runNotices()).toBe(1);
  }
}
const noticesTo = (email: string) =>
  t.db
    .select({ subject: mailMessages.subject, text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'portal-notice'), arrayContains(mailMessages.recipients, [email])))
    .orderBy(asc(mailMessages.id));
const choose = (session: Session, payload: Partial<PortalNotifications>) =>
  t.request(session, {
    method: 'PUT',
    url: '/api/portal/notifications',
    payload: { visit_before: false, report_finished: false, application_recorded: false, ...payload },
  });

const admin = await t.loginAs(Role.Admin);
const technician = await t.loginAs(Role.Technician);

describe('the contact chooses', () => {
  it('all off at first; the three switches saved for the address; the CSRF token required', async () => {
    const email = 'choices@harbour.example';
    await customerSite(t, { email, visitDate: '2026-12-20' });
    const session = await portalSignIn(t, email, '192.0.2.41');
    const read = () => t.request(session, { method: 'GET', url: '/api/portal/notifications' });
    expect((await read()).json()).toEqual({
      visit_before: false,
      report_finished: false,
      application_recorded: false,
    });
    const saved = await choose(session, { visit_before: true, application_recorded: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ visit_before: true, report_finished: false, application_recorded: true });
    expect((await read()).json()).toEqual(saved.json());
    expect((await choose(session, { report_finished: 'yes' as unknown as boolean })).statusCode).toBe(400);
    const before = await databaseDigest(t.db);
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/notifications',
      headers: { cookie: session.cookie, 'x-csrf-token': 'forged' },
      payload: { visit_before: false, report_finished: false, application_recorded: false },
    });
    expect(forged.statusCode).toBe(403);
    expect(await databaseDigest(t.db)).toBe(before);
  });
});

describe('the day before a visit', () => {
  it("by New York's day, not UTC's: each mail once, after a second run and a retry", async () => {
    const email = 'reminders@pier.example';
    // Tomorrow in New York is 1 December (UTC's today); UTC's tomorrow is the 2nd.
    const site = await customerSite(t, { email, visitDate: '2026-12-01' });
    await t.db.insert(visits).values({ jobId: site.jobId, date: '2026-12-02', startTime: '10:30' });
    // A colleague who chose nothing, and a visit skipped tomorrow.
    await t.db
      .insert(locationContacts)
      .values({ locationId: site.locationId, name: 'Colleague', email: 'quiet@pier.example' });
    await t.db
      .insert(visits)
      .values({ jobId: site.jobId, date: '2026-12-01', status: 'skipped', skipReason: 'Closed' });
    await choose(await portalSignIn(t, email, '192.0.2.42'), { visit_before: true });

    await runDaily(2);
    const first = await noticesTo(email);
    expect(first.map((m) => m.subject)).toEqual([`Service visit tomorrow: Portal Site ${site.n}`]);
    expect(first[0]!.text).toContain('tomorrow, 12/01/2026');
    expect(first[0]!.text).toContain('/portal');
    expect(await noticesTo('quiet@pier.example')).toEqual([]);

    // A try cut off, then tried again beside the next job: still once.
    const cut = await sendJob(t.db, 'portal-notices', {});
    const [taken] = await t.app.boss.fetch('portal-notices');
    expect(taken?.id).toBe(cut);
    await t.app.boss.fail('portal-notices', cut, { message: 'cut off' });
    await dueNow(t.db, 'portal-notices');
    expect(await runNotices()).toBe(1);
    expect(await noticesTo(email)).toHaveLength(1);

    // 07:00 on 1 December in New York: the visit of the 2nd, at its time.
    now = new Date('2026-12-01T12:00:00Z');
    await runDaily(2);
    const all = await noticesTo(email);
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('tomorrow, 12/02/2026 at 10:30');
    expect((await jobsOf(t.db, 'portal-notices')).every((j) => j.state === 'completed')).toBe(true);
  });

  it('runs on the daily cron in the office’s time zone', async () => {
    await schedulePortalNotices(t.app.boss, 'America/New_York');
    const schedules = await t.app.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'portal-notices')).toMatchObject({
      cron: PORTAL_NOTICE_CRON,
      timezone: 'America/New_York',
    });
  });
});

describe('a report finished and applications recorded, told from the webhook events', () => {
  it('a report finished: a mail to the contact who chose it, once, even when the job comes twice', async () => {
    const email = 'reports@mill.example';
    const site = await customerSite(t, { email, visitDate: '2026-12-10' });
    await t.db
      .insert(locationContacts)
      .values({ locationId: site.locationId, name: 'Other', email: 'other@mill.example' });
    await choose(await portalSignIn(t, email, '192.0.2.43'), { report_finished: true });
    const reportId = await insertReport(t.db, {
      jobId: site.jobId,
      templateId: (await insertTemplate(t.db)).id,
      userId: technician.userId,
      statusId: ReportStatus.Submitted,
    });
    const finished = await t.request(admin, { method: 'POST', url: `/api/reports/${reportId}/finish` });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await jobsOf(t.db, 'portal-notices', { reportId })).toHaveLength(1);
    // The same job again (a retry after the mail was queued): nothing more.
    await sendJob(t.db, 'portal-notices', { kind: 'report-finished', reportId });
    expect(await runNotices()).toBe(2);
    const mails = await noticesTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Service report finished: Portal Site ${site.n}`]);
    expect(await noticesTo('other@mill.example')).toEqual([]);
  });

  it('applications recorded at their site: once per report, however many records', async () => {
    now = RECORD_DAY_MORNING;
    const scene = await recordsScene(t);
    const [job] = await t.db
      .select({ locationId: jobs.locationId })
      .from(jobs)
      .where(eq(jobs.id, scene.jobId));
    const email = 'notice@farm.example';
    await t.db.insert(locationContacts).values({ locationId: job!.locationId, name: 'Farm manager', email });
    await choose(await portalSignIn(t, email, '192.0.2.44'), { application_recorded: true });
    const reportId = await reportWithRecord(t, scene, new Date('2027-03-10T14:00:00Z'), {
      date: '2027-03-10',
      start_time: '09:30',
    });
    const submitted = await t.request(scene.tech, { method: 'POST', url: `/api/reports/${reportId}/submit` });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await runNotices()).toBeGreaterThanOrEqual(1);
    expect(await runNotices()).toBe(0);
    const mails = await noticesTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Applications recorded at /);
  });
});

/** The nightly sweep of the portal's rows (step 6): on the same clock, its own queue. */
/** The nightly job as the cron sends it, run to its end by a worker on the app's clock. */
async function runSweep() {
  await sendJob(t.db, 'portal-sweep', {});
  const worker = startPortalSweepWorker({ boss: t.app.boss, db: t.db, now: () => now, log: quiet });
  workers.push(worker);
  expect(await worker.drain()).toBe(1);
}
const SWEEP_NOW = new Date('2026-12-01T08:30:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (ms: number) => new Date(SWEEP_NOW.getTime() + ms);
const sessionsLeft = async (hashes: string[]) =>
  (
    await t.db
      .select({ h: portalSessions.tokenHash })
      .from(portalSessions)
      .where(inArray(portalSessions.tokenHash, hashes))
  ).map((r) => r.h);
const linksLeft = async (hashes: string[]) =>
  (
    await t.db
      .select({ h: portalSignInLinks.tokenHash })
      .from(portalSignInLinks)
      .where(inArray(portalSignInLinks.tokenHash, hashes))
  ).map((r) => r.h);

describe('the nightly portal sweep', () => {
  it('removes expired sessions and used or expired links, and leaves what still works', async () => {
    now = SWEEP_NOW;
    const email = 'sweep@harbour.example';
    await customerSite(t, { email, visitDate: '2026-12-20' });
    // A real sign-in (its link now used), still valid: it keeps working after the sweep.
    const live = await portalSignIn(t, email, '192.0.2.51');
    const session = (expiresAt: Date, h: string) => ({
      tokenHash: h,
      email,
      csrfToken: `csrf-${h}`,
      expiresAt,
    });
    await t.db
      .insert(portalSessions)
      .values([
        session(at(-MINUTE), 'sweep-s-expired'),
        session(at(-30 * DAY), 'sweep-s-old'),
        session(at(DAY), 'sweep-s-valid'),
      ]);
    const link = (h: string, expiresAt: Date, usedAt: Date | null = null) => ({
      tokenHash: h,
      email,
      expiresAt,
      usedAt,
    });
    await t.db
      .insert(portalSignInLinks)
      .values([
        link('sweep-l-expired', at(-MINUTE)),
        link('sweep-l-used', at(10 * MINUTE), at(-MINUTE)),
        link('sweep-l-valid', at(10 * MINUTE)),
      ]);

    await runSweep();
    expect(await sessionsLeft(['sweep-s-expired', 'sweep-s-old', 'sweep-s-valid'])).toEqual([
      'sweep-s-valid',
    ]);
    expect(await linksLeft(['sweep-l-expired', 'sweep-l-used', 'sweep-l-valid'])).toEqual(['sweep-l-valid']);
    // The contact's used link went; their session did not.
    const res = await t.request(live, { method: 'GET', url: '/api/portal/me' });
    expect(res.statusCode).toBe(200);

    // A second night: nothing more to remove, nothing else touched.
    await runSweep();
    expect(await sessionsLeft(['sweep-s-valid'])).toEqual(['sweep-s-valid']);
    // Two days on, by the clock given, the valid ones have expired too and go.
    now = at(2 * DAY);
    await runSweep();
    expect(await sessionsLeft(['sweep-s-valid'])).toEqual([]);
    expect(await linksLeft(['sweep-l-valid'])).toEqual([]);
    expect((await jobsOf(t.db, 'portal-sweep')).every((j) => j.state === 'completed')).toBe(true);
  });

  it('runs on a nightly cron in the office’s time zone', async () => {
    await schedulePortalSweep(t.app.boss, 'America/New_York');
    const schedules = await t.app.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'portal-sweep')).toMatchObject({
      cron: PORTAL_SWEEP_CRON,
      timezone: 'America/New_York',
    });
  });
});
