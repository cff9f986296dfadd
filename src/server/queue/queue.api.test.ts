import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { QueueJob, QueueJobsResponse, QueueSummary } from '@shared/schemas/queue';
import { mailMessages } from '../db/schema/mail';
import { queueMail } from '../mail/mail-queue';
import { startMailSender } from '../mail/mail-sender';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { queryRows } from '../db/sql-helpers';
import { QUEUE_SCHEMA, sendJob } from './job-queue';
import { jobsOf } from './queue.fixtures';

let t: TestApp;
let admin: Session;
let smtp: TestSmtpServer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  smtp = await startSmtpServer({ refuse: (address) => address.endsWith('@gone.example') });
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const smtpConfig = () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'office@greenleaf.example' });
const queue = (to: string) =>
  queueMail(t.db, smtpConfig(), { kind: 'test', to: [to], subject: `To ${to}`, text: 'Hello' });

async function drain() {
  const sender = await startMailSender({
    config: { ...t.app.config, ...smtpConfig() },
    db: t.db,
    attachments: t.app.mailAttachments,
    boss: t.app.boss,
    log: t.app.log,
  });
  try {
    return await sender.drain();
  } finally {
    await sender.stop();
  }
}

it('shows an Admin each queue’s jobs by state, the failed one with its error, and retries it with its mail', async () => {
  const sent = await queue('ana@customer.example');
  const refused = await queue('nobody@gone.example');
  const waiting = (await t.request(admin, { method: 'GET', url: '/api/queue' })).json<QueueSummary>();
  expect(waiting.queues.find((q) => q.name === 'mail')?.counts).toMatchObject({ created: 2, failed: 0 });

  expect(await drain()).toBe(2);
  const summary = (await t.request(admin, { method: 'GET', url: '/api/queue' })).json<QueueSummary>();
  expect(summary.queues.find((q) => q.name === 'mail')?.counts).toMatchObject({
    created: 0,
    completed: 1,
    failed: 1,
  });

  const failed = await t.request(admin, { method: 'GET', url: '/api/queue/jobs?queue=mail&state=failed' });
  expect(failed.statusCode).toBe(200);
  const { jobs, total } = failed.json<QueueJobsResponse>();
  expect(total).toBe(1);
  expect(jobs[0]).toMatchObject({
    queue: 'mail',
    state: 'failed',
    data: { mailId: refused.id },
    attempts: 1,
    // Refused for good (550): no retry was left to it.
    max_attempts: 1,
  });
  expect(jobs[0]!.error).toMatch(new RegExp(`^mail ${refused.id} not sent: 550 `));
  const all = (await t.request(admin, { method: 'GET', url: '/api/queue/jobs' })).json<QueueJobsResponse>();
  expect(all.jobs.map((j) => j.data.mailId).sort()).toEqual([sent.id, refused.id].sort());

  const retried = await t.request(admin, {
    method: 'POST',
    url: `/api/queue/mail/jobs/${jobs[0]!.id}/retry`,
  });
  expect(retried.statusCode).toBe(200);
  expect(retried.json<QueueJob>()).toMatchObject({ state: 'retry', max_attempts: 2 });
  const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, refused.id));
  expect(mail!.status).toBe('queued');
  // Tried again, refused again: failed for good once more, its mail too.
  expect(await drain()).toBe(1);
  expect((await jobsOf(t.db, 'mail', { mailId: refused.id })).map((j) => j.state)).toEqual(['failed']);

  // Retried already or never failed: nothing to retry.
  const [done] = await jobsOf(t.db, 'mail', { mailId: sent.id });
  const again = await t.request(admin, { method: 'POST', url: `/api/queue/mail/jobs/${done!.id}/retry` });
  expect(again.statusCode).toBe(404);
  expect(again.json()).toMatchObject({ code: 'notFound.queueJob' });
});

it('refuses the page to Supervisors and Technicians, and a job id that is not one', async () => {
  for (const role of [Role.Supervisor, Role.Technician]) {
    const session = await t.loginAs(role);
    expect((await t.request(session, { method: 'GET', url: '/api/queue' })).statusCode).toBe(403);
    expect((await t.request(session, { method: 'GET', url: '/api/queue/jobs' })).statusCode).toBe(403);
  }
  const bad = await t.request(admin, { method: 'POST', url: '/api/queue/mail/jobs/12/retry' });
  expect(bad.statusCode).toBe(400);
  const unknown = await t.request(admin, { method: 'GET', url: '/api/queue/jobs?queue=fax' });
  expect(unknown.statusCode).toBe(400);
});

it("lists the app's queues only, not pg-boss's own (its cron sends through `__pgboss__send-it`)", async () => {
  const own = '__pgboss__send-it';
  await t.app.boss.createQueue(own);
  await t.app.boss.send(own, { name: 'visit-planning' });
  const res = await t.request(admin, { method: 'GET', url: '/api/queue/jobs' });
  expect(res.statusCode, res.body).toBe(200);
  const { jobs, total } = res.json<QueueJobsResponse>();
  expect(jobs.length).toBeGreaterThan(0);
  expect(jobs.length).toBe(total);
  expect(jobs.some((j) => (j.queue as string) === own)).toBe(false);
});

it('a job is due as soon as it is sent: a worker woken in the same millisecond takes it', async () => {
  // pg-boss takes a job when its start is before now(), and PGlite's clock counts whole
  // milliseconds: by the database's clock the job is due in the very transaction that sends it.
  await t.db.transaction(async (tx) => {
    const id = await sendJob(tx, 'portal-sweep', {});
    const [row] = await queryRows<{ due: boolean }>(
      tx,
      sql`select start_after < now() as due from ${sql.raw(QUEUE_SCHEMA)}.job where id = ${id}`,
    );
    expect(row?.due).toBe(true);
  });
  for (let i = 0; i < 20; i++) {
    const [taken] = await t.app.boss.fetch('portal-sweep');
    expect(taken, `job ${i}`).toBeDefined();
    await t.app.boss.complete('portal-sweep', taken!.id);
    await sendJob(t.db, 'portal-sweep', { at: i });
  }
  // A start of its own is kept.
  const later = new Date(Date.now() + 60_000);
  const [waiting] = await t.app.boss.fetch('portal-sweep');
  await t.app.boss.complete('portal-sweep', waiting!.id);
  const id = await sendJob(t.db, 'portal-sweep', {}, { startAfter: later });
  expect(await t.app.boss.fetch('portal-sweep')).toEqual([]);
  expect((await jobsOf(t.db, 'portal-sweep')).find((j) => j.id === id)!.start_after).toEqual(later);
});
