import { afterAll, beforeAll, expect, it } from 'vitest';
import { queueMail } from '../mail/mail-queue';
import { startMailSender } from '../mail/mail-sender';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../test/test-app';
import { jobsOf } from './queue.fixtures';

/** Two app processes on one PostgreSQL database, each with its workers (issue 36: "safe with several app processes"). */
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: TestApp;
let second: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  first = await createTestApp({}, { databaseUrl: database.url });
  second = await createTestApp({}, { databaseUrl: database.url });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await first.close();
  await second.close();
  await database.drop();
});

const sender = (t: TestApp) =>
  startMailSender({
    config: { ...t.app.config, SMTP_URL: smtp.url, MAIL_FROM: 'office@greenleaf.example' },
    db: t.db,
    attachments: t.app.mailAttachments,
    boss: t.app.boss,
    log: t.app.log,
  });

it('runs each job once when two app processes work the queue at once', async () => {
  const recipients = Array.from({ length: 20 }, (_, i) => `customer-${i}@customer.example`);
  const ids: number[] = [];
  for (const [i, to] of recipients.entries()) {
    const { id } = await queueMail(
      (i % 2 ? first : second).db,
      { SMTP_URL: smtp.url, MAIL_FROM: 'office@greenleaf.example' },
      { kind: 'test', to: [to], subject: `Mail ${i}`, text: 'Hello' },
    );
    ids.push(id);
  }
  const [one, two] = await Promise.all([sender(first), sender(second)]);
  try {
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(20);
  } finally {
    // Both stopped, each having finished the job in hand: a mail sent twice would be here now.
    await Promise.all([one.stop(), two.stop()]);
  }
  expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
  for (const id of ids) {
    expect((await jobsOf(first.db, 'mail', { mailId: id })).map((j) => j.state)).toEqual(['completed']);
  }
});
