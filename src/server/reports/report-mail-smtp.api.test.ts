import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import { jobs } from '../db/schema/jobs';
import { locationContacts } from '../db/schema/locations';
import { mailMessages } from '../db/schema/mail';
import { startMailSender } from '../mail/mail-sender';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { insertAssignedJob, insertReport, insertTemplate } from './reports.fixtures';

let t: TestApp;
let smtp: TestSmtpServer;
let dataDir: string;
let supervisor: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-report-mail-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Greenleaf Pest Control <office@greenleaf.example>',
    PUBLIC_URL: 'https://fieldbook.example',
  });
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('a finished report reaches its recipients through the mail server, with its link and its PDF', async () => {
  const technician = await t.createUser({ typeId: Role.Technician, name: 'Marcus Johnson' });
  const template = await insertTemplate(t.db, {
    name: 'Monthly Pest Service',
    tasks: [{ task: 'Inspect', fields: [{ name: 'Findings', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db, { name: 'Kitchen program', locationName: 'Harbor Diner' });
  const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  await t.db.insert(locationContacts).values([
    { locationId: job!.locationId, name: 'Dana', email: 'dana@bistro.example', receivesReports: true },
    { locationId: job!.locationId, name: 'Sam', email: 'audit@foodsafe.example', receivesReports: true },
  ]);
  const id = await insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: technician,
    statusId: ReportStatus.Submitted,
    answers: { [template.fieldIds[0]!]: 'No activity at the dock door' },
  });
  expect((await t.request(supervisor, { method: 'POST', url: `/api/reports/${id}/finish` })).statusCode).toBe(
    200,
  );

  const sender = await startMailSender({
    config: t.app.config,
    db: t.db,
    attachments: t.app.mailAttachments,
    boss: t.app.boss,
    log: t.app.log,
  });
  try {
    expect(await sender.drain()).toBe(2);
  } finally {
    await sender.stop();
  }
  const mails = await smtp.waitFor(2);
  expect(mails.map((m) => m.to).sort()).toEqual([['audit@foodsafe.example'], ['dana@bistro.example']]);
  for (const { to, parsed } of mails) {
    expect(parsed.from?.value).toEqual([
      { name: 'Greenleaf Pest Control', address: 'office@greenleaf.example' },
    ]);
    expect(parsed.subject).toMatch(/: service report for Harbor Diner, \d\d\/\d\d\/\d{4}$/);
    expect(parsed.text).toContain('Technician: Marcus Johnson');
    expect(parsed.text).toMatch(/https:\/\/fieldbook\.example\/s\/[\w-]{43}/);
    expect(parsed.html).toContain('href="https://fieldbook.example/s/');
    const [pdf] = parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`report-${id}-Kitchen program.pdf`);
    expect((await pdfText(pdf!.content)).pages.join('\n')).toContain('No activity at the dock door');
    // Each recipient's link is their own: the other recipient's is not in this mail.
    const other = mails.find((m) => m.to[0] !== to[0])!;
    expect(parsed.text).not.toContain(/\/s\/([\w-]{43})/.exec(other.parsed.text ?? '')![1]);
  }
  const rows = await t.db.select().from(mailMessages).where(eq(mailMessages.reportId, id));
  expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  // Sent is sent: draining again sends nothing more.
  const again = await startMailSender({
    config: t.app.config,
    db: t.db,
    attachments: t.app.mailAttachments,
    boss: t.app.boss,
    log: t.app.log,
  });
  expect(await again.drain()).toBe(0);
  await again.stop();
  expect(smtp.received).toHaveLength(2);
});
