import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { Config } from '../config';
import { mailAttempts, mailMessages } from '../db/schema/mail';
import { reports } from '../db/schema/reports';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { freePort, startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { QUEUE_SCHEMA } from '../queue/job-queue';
import { type QueueWorker, wakeQueue } from '../queue/queue-worker';
import { dueNow, jobsOf } from '../queue/queue.fixtures';
import { queueMail } from './mail-queue';
import { startMailSender } from './mail-sender';

let t: TestApp;
let dataDir: string;
let reportId: number;
let technicianId: number;
/** The senders' clock for what they write (sent_at, each try's time). */
const clock = new Date('2026-07-04T16:05:00Z').getTime();
const now = () => new Date(clock);
const senders: QueueWorker[] = [];
const servers: TestSmtpServer[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-mail-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  technicianId = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    name: 'Commercial Pest Service Report',
    companyName: 'Greenleaf Pest & Lawn',
    tasks: [{ task: 'Service details', fields: [{ name: 'Customer contact', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db, { name: 'Weekly Service', assignees: [technicianId] });
  reportId = await insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: technicianId,
    statusId: ReportStatus.Finished,
    answers: { [template.fieldIds[0]!]: 'Ms. Alvarez' },
  });
});
afterEach(async () => {
  for (const sender of senders.splice(0)) await sender.stop();
  for (const server of servers.splice(0)) await server.stop();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function smtp(opts: Parameters<typeof startSmtpServer>[0] = {}) {
  const server = await startSmtpServer(opts);
  servers.push(server);
  return server;
}

async function sender(smtpUrl: string, config: Partial<Config> = {}, app = t.app) {
  const s = await startMailSender({
    config: {
      ...app.config,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Greenleaf <office@greenleaf.example>',
      ...config,
    },
    db: app.db,
    attachments: app.mailAttachments,
    boss: app.boss,
    log: app.log,
    now,
  });
  senders.push(s);
  return s;
}

async function queued(to: string[], extra: Partial<Parameters<typeof queueMail>[2]> = {}) {
  const mail = await queueMail(
    t.db,
    { SMTP_URL: 'smtp://queued.example', MAIL_FROM: 'office@greenleaf.example' },
    {
      kind: 'report',
      to,
      subject: `Report ${reportId}: Weekly Service`,
      text: `Your report is ready: https://fieldbook.example/share/abc\n`,
      ...extra,
    },
  );
  return mail;
}

async function row(id: number) {
  const [r] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return r!;
}
/** The `mail` queue's job for mail `id`. */
async function jobOf(id: number) {
  const jobs = await jobsOf(t.db, 'mail', { mailId: id });
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}
const attemptsOf = (id: number) =>
  t.db.select().from(mailAttempts).where(eq(mailAttempts.messageId, id)).orderBy(asc(mailAttempts.id));

describe('the mail sender', () => {
  it('sends a queued mail with its recipients, subject, Message-ID and the report PDF', async () => {
    const server = await smtp();
    const { id } = await queued(['ana@customer.example', 'ben@customer.example'], {
      attachments: [{ kind: 'report-pdf', reportId }],
      reportId,
    });
    expect((await jobOf(id)).state).toBe('created');
    expect(await (await sender(server.url)).drain()).toBe(1);
    const [mail] = await server.waitFor(1);
    expect(mail!.to).toEqual(['ana@customer.example', 'ben@customer.example']);
    expect(mail!.parsed.subject).toBe(`Report ${reportId}: Weekly Service`);
    expect(mail!.parsed.from?.text).toBe('"Greenleaf" <office@greenleaf.example>');
    expect(mail!.parsed.text).toContain('https://fieldbook.example/share/abc');
    const stored = await row(id);
    expect(mail!.parsed.messageId).toBe(stored.messageId);
    const [pdf] = mail!.parsed.attachments;
    expect(pdf?.filename).toBe(`report-${reportId}-Weekly Service.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).toEqual(now());
    const attempts = await attemptsOf(id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ ok: true });
    expect(attempts[0]!.response).toMatch(/^250 /);
    expect((await jobOf(id)).state).toBe('completed');
  });

  it('leaves the PDF off above MAIL_ATTACHMENT_MAX_MB and says so in the delivery log', async () => {
    const server = await smtp();
    const { id } = await queued(['ana@customer.example'], {
      attachments: [{ kind: 'report-pdf', reportId }],
    });
    await (await sender(server.url, { MAIL_ATTACHMENT_MAX_MB: 0.001 })).drain();
    const [mail] = await server.waitFor(1);
    expect(mail!.parsed.attachments).toEqual([]);
    expect(mail!.parsed.text).toContain('https://fieldbook.example/share/abc');
    expect((await row(id)).status).toBe('sent');
    const [attempt] = await attemptsOf(id);
    expect(attempt!.response).toMatch(
      new RegExp(`report ${reportId} PDF left off: .* over the 0.001 MB limit`),
    );
  });

  it('sends without the PDF of a report deleted meanwhile, and says so', async () => {
    const server = await smtp();
    const [source] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    const deleted = await insertReport(t.db, {
      jobId: source!.jobId,
      templateId: source!.templateId,
      userId: technicianId,
      statusId: ReportStatus.Finished,
      deletedAt: new Date(),
    });
    const { id } = await queued(['ana@customer.example'], {
      attachments: [{ kind: 'report-pdf', reportId: deleted }],
    });
    await (await sender(server.url)).drain();
    const [mail] = await server.waitFor(1);
    expect(mail!.parsed.attachments).toEqual([]);
    expect((await attemptsOf(id))[0]!.response).toContain(
      `report ${deleted} PDF left off: the report is no longer finished`,
    );
  });

  it('keeps a mail queued while the server is down, sends it once after the retry, never again after a restart', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const first = await sender(url);
    const { id } = await queued(['ana@customer.example']);
    expect(await first.drain()).toBe(1);
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
    expect(stored.lastError).toMatch(/ECONNREFUSED/);
    const job = await jobOf(id);
    expect(job).toMatchObject({ state: 'retry', retry_count: 0 });
    // The Mail page shows the queue's time for the next try.
    expect(stored.nextAttemptAt).toEqual(job.start_after);
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ ok: false })]);

    // Not before the retry's wait has passed, even with the server up.
    const server = await smtp({ port });
    expect(await first.drain()).toBe(0);
    await dueNow(t.db, 'mail');
    expect(await first.drain()).toBe(1);
    await server.waitFor(1);
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });

    // A restart: this sender stops, a new one starts on the same database.
    await first.stop();
    const second = await sender(url);
    expect(await second.drain()).toBe(0);
    // Stopped, a sender has finished the mail in hand: whatever it sent has arrived by now.
    await second.stop();
    expect(server.received.filter((m) => m.parsed.messageId === stored.messageId)).toHaveLength(1);
    expect((await attemptsOf(id)).map((a) => a.ok)).toEqual([false, true]);
  });

  it('waits longer after each failed try and gives up after the twelfth', async () => {
    const s = await sender(`smtp://127.0.0.1:${await freePort()}`);
    const { id } = await queued(['ana@customer.example']);
    for (let tries = 1; tries <= 12; tries += 1) {
      expect(await s.drain()).toBe(1);
      const stored = await row(id);
      expect(stored.attempts).toBe(tries);
      const job = await jobOf(id);
      if (tries < 12) {
        expect(stored.status).toBe('queued');
        expect(job.state).toBe('retry');
        // pg-boss's backoff: 30 · 2^(n-1) to 30 · 2^n seconds before the n-th retry.
        const wait = (job.start_after.getTime() - Date.now()) / 1000;
        expect(wait).toBeGreaterThan(30 * 2 ** (tries - 1) - 10);
        expect(wait).toBeLessThanOrEqual(30 * 2 ** tries);
        await dueNow(t.db, 'mail');
      } else {
        expect(stored.status).toBe('failed');
        expect(job.state).toBe('failed');
      }
    }
    await dueNow(t.db, 'mail');
    expect(await s.drain()).toBe(0);
    expect(await attemptsOf(id)).toHaveLength(12);
  });

  it('fails at once when the server refuses for good (5xx)', async () => {
    const server = await smtp({ refuse: (address) => address.endsWith('@gone.example') });
    const { id } = await queued(['nobody@gone.example']);
    expect(await (await sender(server.url)).drain()).toBe(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });
    expect(stored.lastError).toMatch(/^550 /);
    const job = await jobOf(id);
    expect(job.state).toBe('failed');
    expect(job.output?.message).toMatch(new RegExp(`^mail ${id} not sent: 550 `));
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ ok: false })]);
    expect(server.received).toEqual([]);
  });

  it('tries again, not fails, when the server refuses the login (the setting is wrong, not the mail)', async () => {
    const server = await smtp({ login: { user: 'fieldbook', pass: 'right' } });
    const { id } = await queued(['ana@customer.example']);
    const wrong = server.url.replace('smtp://', 'smtp://fieldbook:wrong@');
    expect(await (await sender(wrong)).drain()).toBe(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
    expect(stored.lastError).toMatch(/^535 /);
    // The password is never written to the delivery log or the queue.
    expect(JSON.stringify(await attemptsOf(id))).not.toContain('wrong');
    expect(JSON.stringify(await jobOf(id))).not.toContain('wrong');
    await dueNow(t.db, 'mail');
    expect(await (await sender(server.url.replace('smtp://', 'smtp://fieldbook:right@'))).drain()).toBe(1);
    await server.waitFor(1);
    expect((await row(id)).status).toBe('sent');
  });

  it('takes again a mail whose sender died holding it once its hold expired, not one still held', async () => {
    const server = await smtp();
    const held = await queued(['held@customer.example']);
    const crashed = await queued(['crashed@customer.example']);
    // Two processes took a job each and died; one took its job an hour ago, past the 5 minutes' hold.
    const fetched = await t.app.boss.fetch('mail', { batchSize: 2 });
    expect(fetched).toHaveLength(2);
    const crashedJob = await jobOf(crashed.id);
    await t.db.execute(
      sql`update ${sql.raw(QUEUE_SCHEMA)}.job set started_on = now() - interval '1 hour' where id = ${crashedJob.id}`,
    );
    await t.app.boss.expire();
    expect((await jobOf(crashed.id)).state).toBe('retry');
    expect((await jobOf(held.id)).state).toBe('active');
    await dueNow(t.db, 'mail');
    expect(await (await sender(server.url)).drain()).toBe(1);
    const [mail] = await server.waitFor(1);
    expect(mail!.to).toEqual(['crashed@customer.example']);
    expect((await row(crashed.id)).status).toBe('sent');
    expect((await row(held.id)).status).toBe('queued');
  });

  it('wakes at once when told a mail was queued', async () => {
    const server = await smtp();
    const s = await startMailSender({
      config: { ...t.app.config, SMTP_URL: server.url },
      db: t.db,
      attachments: t.app.mailAttachments,
      boss: t.app.boss,
      log: t.app.log,
      pollMs: 600_000,
      poll: true,
    });
    senders.push(s);
    await s.drain();
    await queued(['woken@customer.example']);
    wakeQueue('mail');
    const [mail] = await server.waitFor(1, 5000);
    expect(mail!.to).toEqual(['woken@customer.example']);
  });

  it('gives waiting mail without a job (an older version queued it, a restore brought it back) its job at start', async () => {
    const server = await smtp();
    const [orphan] = await t.db
      .insert(mailMessages)
      .values({
        kind: 'test',
        recipients: ['orphan@customer.example'],
        subject: 'Queued before the job queue',
        textBody: 'Hello',
        status: 'queued',
        messageId: '<orphan@greenleaf.example>',
      })
      .returning();
    expect(await jobsOf(t.db, 'mail', { mailId: orphan!.id })).toEqual([]);
    const s = await sender(server.url);
    expect((await jobOf(orphan!.id)).state).toBe('created');
    expect(await s.drain()).toBe(1);
    expect((await server.waitFor(1))[0]!.to).toEqual(['orphan@customer.example']);
  });

  it('keeps mail in the outbox without SMTP_URL, and no job is sent for it', async () => {
    const server = await smtp();
    const { id } = await queueMail(
      t.db,
      { SMTP_URL: undefined, MAIL_FROM: 'office@greenleaf.example' },
      {
        kind: 'test',
        to: ['outbox@customer.example'],
        subject: 'Kept, not sent',
        text: 'Hello',
      },
    );
    expect((await row(id)).status).toBe('outbox');
    expect(await jobsOf(t.db, 'mail', { mailId: id })).toEqual([]);
    expect(await (await sender(server.url)).drain()).toBe(0);
    expect((await row(id)).status).toBe('outbox');
    expect(await attemptsOf(id)).toEqual([]);
    expect(server.received).toEqual([]);
  });
});
