import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { Config } from '../config';
import { mailAttempts, mailMessages } from '../db/schema/mail';
import { reports } from '../db/schema/reports';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { freePort, startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { queueMail } from './mail-queue';
import { type MailSender, startMailSender, wakeMailSender } from './mail-sender';

let t: TestApp;
let dataDir: string;
let reportId: number;
let technicianId: number;
/** The senders' clock: tests move it past a backoff instead of waiting; never behind the database's. */
let clock = 0;
const now = () => new Date(clock);
const senders: MailSender[] = [];
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

function sender(smtpUrl: string, config: Partial<Config> = {}) {
  const s = startMailSender({
    config: {
      ...t.app.config,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Greenleaf <office@greenleaf.example>',
      ...config,
    },
    making: { db: t.db, files: t.app.files, pdfQueue: t.app.pdfQueue },
    log: t.app.log,
    timing: { now, backoffBaseMs: 30_000, maxAttempts: 12 },
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
  // The row is due from the database's now(); the senders' clock must have reached it.
  clock = Math.max(clock, Date.now() + 1000);
  return mail;
}

async function row(id: number) {
  const [r] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return r!;
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
    expect(await sender(server.url).drain()).toBe(1);
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
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(stored.sentAt).toEqual(now());
    const attempts = await attemptsOf(id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ ok: true });
    expect(attempts[0]!.response).toMatch(/^250 /);
  });

  it('leaves the PDF off above MAIL_ATTACHMENT_MAX_MB and says so in the delivery log', async () => {
    const server = await smtp();
    const { id } = await queued(['ana@customer.example'], {
      attachments: [{ kind: 'report-pdf', reportId }],
    });
    await sender(server.url, { MAIL_ATTACHMENT_MAX_MB: 0.001 }).drain();
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
    await sender(server.url).drain();
    const [mail] = await server.waitFor(1);
    expect(mail!.parsed.attachments).toEqual([]);
    expect((await attemptsOf(id))[0]!.response).toContain(
      `report ${deleted} PDF left off: the report is no longer finished`,
    );
  });

  it('keeps a mail queued while the server is down, sends it once after the backoff, never again after a restart', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const first = sender(url);
    const { id } = await queued(['ana@customer.example']);
    const triedAt = clock;
    expect(await first.drain()).toBe(1);
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(stored.lastError).toMatch(/ECONNREFUSED/);
    expect(stored.nextAttemptAt.getTime()).toBe(triedAt + 30_000);
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ ok: false })]);

    // Not before the backoff has passed, even with the server up.
    const server = await smtp({ port });
    expect(await first.drain()).toBe(0);
    clock += 30_000;
    expect(await first.drain()).toBe(1);
    await server.waitFor(1);
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });

    // A restart: this sender stops, a new one starts on the same database.
    await first.stop();
    clock += 3_600_000;
    const second = sender(url);
    expect(await second.drain()).toBe(0);
    // Stopped, a sender has finished the mail in hand: whatever it sent has arrived by now.
    await second.stop();
    expect(server.received.filter((m) => m.parsed.messageId === stored.messageId)).toHaveLength(1);
    expect((await attemptsOf(id)).map((a) => a.ok)).toEqual([false, true]);
  });

  it('sends each mail once when two senders share the database', async () => {
    const server = await smtp();
    const ids = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(async (n) => (await queued([`${n}@customer.example`])).id),
    );
    const [one, two] = [sender(server.url), sender(server.url)];
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(7);
    await server.waitFor(7);
    // Both stopped, each having finished the mail in hand: a mail sent twice would be here now.
    await Promise.all([one.stop(), two.stop()]);
    expect(server.received.map((m) => m.to[0]).sort()).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}@customer.example`),
    );
    for (const id of ids) expect((await attemptsOf(id)).map((x) => x.ok)).toEqual([true]);
  });

  it('doubles the wait after each failed try, up to an hour, and gives up after the last try', async () => {
    const url = `smtp://127.0.0.1:${await freePort()}`;
    const s = sender(url);
    const { id } = await queued(['ana@customer.example']);
    const waits: number[] = [];
    for (let tries = 1; tries <= 12; tries += 1) {
      const before = clock;
      expect(await s.drain()).toBe(1);
      const stored = await row(id);
      expect(stored.attempts).toBe(tries);
      if (tries < 12) {
        expect(stored.status).toBe('queued');
        waits.push(stored.nextAttemptAt.getTime() - before);
        clock = stored.nextAttemptAt.getTime();
      } else {
        expect(stored.status).toBe('failed');
      }
    }
    expect(waits.map((w) => w / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    clock += 86_400_000;
    expect(await s.drain()).toBe(0);
    expect(await attemptsOf(id)).toHaveLength(12);
  });

  it('fails at once when the server refuses for good (5xx)', async () => {
    const server = await smtp({ refuse: (address) => address.endsWith('@gone.example') });
    const { id } = await queued(['nobody@gone.example']);
    expect(await sender(server.url).drain()).toBe(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });
    expect(stored.lastError).toMatch(/^550 /);
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ ok: false })]);
    expect(server.received).toEqual([]);
  });

  it('tries again, not fails, when the server refuses the login (the setting is wrong, not the mail)', async () => {
    const server = await smtp({ login: { user: 'fieldbook', pass: 'right' } });
    const { id } = await queued(['ana@customer.example']);
    const wrong = server.url.replace('smtp://', 'smtp://fieldbook:wrong@');
    expect(await sender(wrong).drain()).toBe(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
    expect(stored.lastError).toMatch(/^535 /);
    // The password is never written to the delivery log.
    expect(JSON.stringify(await attemptsOf(id))).not.toContain('wrong');
    clock += 30_000;
    expect(await sender(server.url.replace('smtp://', 'smtp://fieldbook:right@')).drain()).toBe(1);
    await server.waitFor(1);
    expect((await row(id)).status).toBe('sent');
  });

  it('takes again a mail left "sending" by a sender whose lock has passed, not one still held', async () => {
    const server = await smtp();
    const held = await queued(['held@customer.example']);
    const crashed = await queued(['crashed@customer.example']);
    await t.db
      .update(mailMessages)
      .set({ status: 'sending', lockedUntil: new Date(clock + 60_000) })
      .where(eq(mailMessages.id, held.id));
    await t.db
      .update(mailMessages)
      .set({ status: 'sending', lockedUntil: new Date(clock - 1000) })
      .where(eq(mailMessages.id, crashed.id));
    expect(await sender(server.url).drain()).toBe(1);
    const [mail] = await server.waitFor(1);
    expect(mail!.to).toEqual(['crashed@customer.example']);
    expect((await row(crashed.id)).status).toBe('sent');
    expect((await row(held.id)).status).toBe('sending');
    clock += 61_000;
    expect(await senders[0]!.drain()).toBe(1);
    expect((await server.waitFor(2))[1]!.to).toEqual(['held@customer.example']);
  });

  it('wakes at once when told a mail was queued', async () => {
    const server = await smtp();
    const s = startMailSender({
      config: { ...t.app.config, SMTP_URL: server.url },
      making: { db: t.db, files: t.app.files, pdfQueue: t.app.pdfQueue },
      log: t.app.log,
      timing: { now, pollMs: 600_000 },
      poll: true,
    });
    senders.push(s);
    await s.drain();
    await queued(['woken@customer.example']);
    wakeMailSender();
    const [mail] = await server.waitFor(1, 5000);
    expect(mail!.to).toEqual(['woken@customer.example']);
  });

  it('keeps mail in the outbox without SMTP_URL, and the sender never sends outbox mail', async () => {
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
    clock += 86_400_000;
    expect(await sender(server.url).drain()).toBe(0);
    expect((await row(id)).status).toBe('outbox');
    expect(await attemptsOf(id)).toEqual([]);
    expect(server.received).toEqual([]);
  });
});
