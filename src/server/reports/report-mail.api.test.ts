import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { ReportSendsResponse } from '@shared/schemas/report-mail';
import { jobs } from '../db/schema/jobs';
import { locationContacts } from '../db/schema/locations';
import { mailMessages } from '../db/schema/mail';
import { shareLinks } from '../db/schema/share-links';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertReport, insertTemplate } from './reports.fixtures';

let t: TestApp;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://fieldbook.example/' });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

/** A submitted report at a location whose contacts are given. */
async function submitted(contacts: { name: string; email: string; receivesReports: boolean }[]) {
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Inspect', fields: [{ name: 'Note', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db, { name: 'Monthly pest service', locationName: 'Harbor Diner' });
  const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  if (contacts.length > 0) {
    await t.db.insert(locationContacts).values(contacts.map((c) => ({ ...c, locationId: job!.locationId })));
  }
  return insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: technician.userId,
    statusId: ReportStatus.Submitted,
  });
}

const mailsOf = (reportId: number) =>
  t.db.select().from(mailMessages).where(eq(mailMessages.reportId, reportId)).orderBy(mailMessages.id);

describe('finishing a report', () => {
  it('mails it to each report recipient of the location, each with a link of their own', async () => {
    const id = await submitted([
      { name: 'Dana', email: 'dana@bistro.example', receivesReports: true },
      { name: 'Cook', email: 'cook@bistro.example', receivesReports: false },
      { name: 'Auditor', email: 'audit@foodsafe.example', receivesReports: true },
    ]);
    const res = await call(supervisor, 'POST', `/api/reports/${id}/finish`);
    expect(res.statusCode, res.body).toBe(200);

    const mails = await mailsOf(id);
    expect(mails.map((m) => m.recipients)).toEqual([['dana@bistro.example'], ['audit@foodsafe.example']]);
    // No SMTP_URL in this app: the outbox keeps them for the Admins to read.
    expect(mails.map((m) => m.status)).toEqual(['outbox', 'outbox']);
    const [first] = mails;
    expect(first!.subject).toMatch(/^.+: service report for Harbor Diner, \d\d\/\d\d\/\d{4}$/);
    expect(first!.textBody).toContain('Job: Monthly pest service');
    expect(first!.attachments).toEqual([{ kind: 'report-pdf', reportId: id, language: 'en' }]);
    expect(first!.createdBy).toBeNull();

    // Each mail's link is a share link of its own, kept only as its hash.
    const tokens = mails.map((m) => /https:\/\/fieldbook\.example\/s\/([\w-]+)/.exec(m.textBody)?.[1]);
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(2);
    const links = await t.db.select().from(shareLinks).where(eq(shareLinks.reportId, id));
    expect(links.map((l) => l.label).sort()).toEqual(['audit@foodsafe.example', 'dana@bistro.example']);
    const hashes = tokens.map((token) => createHash('sha256').update(token!).digest('base64url'));
    expect(links.map((l) => l.tokenHash).sort()).toEqual(hashes.sort());

    const log = await call(supervisor, 'GET', `/api/reports/${id}/sends`);
    expect(log.json<ReportSendsResponse>().sends.map((s) => [s.recipients, s.status, s.sent_by])).toEqual([
      [['audit@foodsafe.example'], 'outbox', null],
      [['dana@bistro.example'], 'outbox', null],
    ]);
  });

  it('sends nothing when no one receives the reports, and nothing when finishing is refused', async () => {
    const id = await submitted([{ name: 'Cook', email: 'cook@bistro.example', receivesReports: false }]);
    expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
    expect(await mailsOf(id)).toEqual([]);
    const again = await call(supervisor, 'POST', `/api/reports/${id}/finish`);
    expect(again.statusCode).toBe(409);
    expect(await mailsOf(id)).toEqual([]);
  });
});

describe('sending a finished report from its page', () => {
  it('sends again to the recipients, or to the addresses given, logged with who sent it', async () => {
    const id = await submitted([{ name: 'Dana', email: 'dana@bistro.example', receivesReports: true }]);
    await call(supervisor, 'POST', `/api/reports/${id}/finish`);
    const again = await call(supervisor, 'POST', `/api/reports/${id}/send`, {});
    expect(again.statusCode, again.body).toBe(200);
    const other = await call(supervisor, 'POST', `/api/reports/${id}/send`, {
      to: ['owner@bistro.example', ' Owner@Bistro.example '],
    });
    expect(other.statusCode, other.body).toBe(200);
    const sends = other.json<ReportSendsResponse>().sends;
    expect(sends.map((s) => s.recipients)).toEqual([
      ['owner@bistro.example'],
      ['dana@bistro.example'],
      ['dana@bistro.example'],
    ]);
    expect(sends.map((s) => s.sent_by)).toEqual([expect.any(String), expect.any(String), null]);
  });

  it('refuses what cannot be sent, with the reason and nothing queued', async () => {
    const unfinished = await submitted([
      { name: 'Dana', email: 'dana@bistro.example', receivesReports: true },
    ]);
    const early = await call(supervisor, 'POST', `/api/reports/${unfinished}/send`, {});
    expect([early.statusCode, early.json<{ code: string }>().code]).toEqual([409, 'reportMail.notFinished']);

    const nobody = await submitted([]);
    await call(supervisor, 'POST', `/api/reports/${nobody}/finish`);
    const none = await call(supervisor, 'POST', `/api/reports/${nobody}/send`, {});
    expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([409, 'reportMail.noRecipients']);

    const bad = await call(supervisor, 'POST', `/api/reports/${nobody}/send`, {
      to: ['dana@', 'ok@x.example'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes['to.0']?.code).toBe(
      'reportMail.toInvalid',
    );
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@x.example`);
    const tooMany = await call(supervisor, 'POST', `/api/reports/${nobody}/send`, { to: many });
    expect(tooMany.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes.to?.code).toBe(
      'reportMail.toTooMany',
    );
    expect([...(await mailsOf(unfinished)), ...(await mailsOf(nobody))]).toEqual([]);
  });

  it('is for Supervisors and Admins only; a deleted report is 404', async () => {
    const id = await submitted([{ name: 'Dana', email: 'dana@bistro.example', receivesReports: true }]);
    await call(supervisor, 'POST', `/api/reports/${id}/finish`);
    expect((await call(technician, 'POST', `/api/reports/${id}/send`, {})).statusCode).toBe(403);
    expect((await call(technician, 'GET', `/api/reports/${id}/sends`)).statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url: `/api/reports/${id}/sends` })).statusCode).toBe(401);
    expect((await call(supervisor, 'GET', `/api/reports/999999/sends`)).statusCode).toBe(404);
  });
});
