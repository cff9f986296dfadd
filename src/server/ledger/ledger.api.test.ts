import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '@shared/constants';
import type { Filing } from '@shared/schemas/compliance';
import type { Verification } from '@shared/schemas/ledger';
import type { ReportDetail } from '@shared/schemas/reports';
import {
  recordOfReport,
  type RecordsScene,
  recordsScene,
  reportWithRecord,
} from '../applications/applications.fixtures';
import { applications } from '../db/schema/applications';
import { filings } from '../db/schema/filings';
import { ledgerEntries } from '../db/schema/ledger';
import { reportAnswers } from '../db/schema/reports';
import { decodeQrCodes } from '../devices/qr-decode';
import { pdfPagePng } from '../devices/pdf-page-image';
import { pdfText } from '../pdf/pdf-text';
import { insertReport } from '../reports/reports.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { backfillLedger } from './ledger-backfill';
import { currentCode } from './ledger.repository';
import { verifyLedger } from './ledger-verify';

// Issue 30: every finished report, application record and filing is chained in an append-only
// ledger; its code, printed on it, says to anyone whether it is still what was issued.
const STARTED = new Date('2027-03-10T14:00:00Z');
let now = new Date('2027-03-10T17:00:00Z');
let t: TestApp;
let scene: RecordsScene;

beforeAll(async () => {
  t = await createTestApp(
    { APP_TIMEZONE: 'America/New_York', PUBLIC_URL: 'https://office.example.com/' },
    { clock: () => now },
  );
  scene = await recordsScene(t);
});
afterAll(() => t.close());

/** A finished report holding one application record, finished at `at`. */
async function finished(at = '2027-03-10T17:00:00Z') {
  now = new Date(at);
  const reportId = await reportWithRecord(t, scene, STARTED, { date: '2027-03-10', start_time: '09:30' });
  const submitted = await t.request(scene.tech, { method: 'POST', url: `/api/reports/${reportId}/submit` });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const done = await t.request(scene.admin, { method: 'POST', url: `/api/reports/${reportId}/finish` });
  expect(done.statusCode, done.body).toBe(200);
  return { reportId, recordId: await recordOfReport(t.db, reportId), detail: done.json<ReportDetail>() };
}

/** `/api/verify/:code` without a login, as a stranger holding the paper. */
const verify = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(code)}` });

async function statusOf(code: string): Promise<Verification> {
  const res = await verify(code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Verification>();
}

describe('a finished report in the ledger', () => {
  it('gets a code at its finish, which anyone may check without a login and without seeing the report', async () => {
    const { reportId, recordId, detail } = await finished('2027-03-10T17:00:00Z');
    expect(detail.verification_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    const res = await verify(detail.verification_code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: detail.verification_code,
      kind: 'report',
      issued_at: '2027-03-10T17:00:00.000Z',
      status: 'unchanged',
      corrected_at: null,
      checked_at: '2027-03-10T17:00:00.000Z',
    });
    // Typed from paper: any case, without dashes, O for 0 and I or L for 1.
    const typed = detail
      .verification_code!.toLowerCase()
      .replace(/-/g, '')
      .replace(/0/g, 'o')
      .replace(/1/g, 'l');
    expect((await statusOf(typed)).code).toBe(detail.verification_code);
    // Its application record has an entry of its own, issued with it.
    const recordCode = await currentCode(t.db, 'application', recordId);
    expect(await statusOf(recordCode!)).toMatchObject({ kind: 'application', status: 'unchanged' });
    // A report in progress has none yet.
    const draft = await reportWithRecord(t, scene, STARTED);
    const read = await t.request(scene.admin, { method: 'GET', url: `/api/reports/${draft}` });
    expect(read.json<ReportDetail>().verification_code).toBeNull();
    expect(
      (await t.request(scene.admin, { method: 'GET', url: `/api/reports/${reportId}` })).json(),
    ).toMatchObject({
      verification_code: detail.verification_code,
    });
  });

  it('answers 404 for a code no record has, and for text that cannot be a code', async () => {
    for (const code of ['0000-0000-0000', 'not a code', 'ABCD-EFGH-IJK!']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound.verificationCode' });
    }
  });

  it('prints the code on the PDF, with a QR of the address that checks it', async () => {
    const { reportId, detail } = await finished();
    const pdf = await t.request(scene.admin, { method: 'GET', url: `/api/reports/${reportId}/download` });
    expect(pdf.statusCode).toBe(200);
    const url = `https://office.example.com/verify/${detail.verification_code}`;
    const text = (await pdfText(pdf.rawPayload)).pages[0]!.replace(/\s+/g, ' ');
    expect(text).toContain(`Verification code: ${detail.verification_code}`);
    expect(text).toContain(url);
    const decoded = await decodeQrCodes(await pdfPagePng(pdf.rawPayload, 1, 3));
    expect(decoded.map((d) => d.text)).toEqual([url]);
  });

  it('says a record changed in SQL after it was issued, on /verify and in the whole check', async () => {
    const { reportId, recordId, detail } = await finished();
    expect((await verifyLedger(t.db, t.app.files)).broken).toBeNull();
    const [answer] = await t.db.select().from(reportAnswers).where(eq(reportAnswers.reportId, reportId));
    const setAnswer = (value: unknown) =>
      t.db.update(reportAnswers).set({ value }).where(eq(reportAnswers.reportId, reportId));
    // One answer of the finished report, changed behind the application's back.
    await setAnswer([]);
    expect(await statusOf(detail.verification_code!)).toMatchObject({ kind: 'report', status: 'altered' });
    const check = await verifyLedger(t.db, t.app.files);
    expect(check.broken).toMatchObject({
      problem: 'content',
      entry: { kind: 'report', subjectId: reportId },
    });
    // Its application record is another record: still unchanged.
    expect(await statusOf((await currentCode(t.db, 'application', recordId))!)).toMatchObject({
      status: 'unchanged',
    });
    // Put back as it was, it verifies again: the hash is of the content, not of the moment.
    await setAnswer(answer!.value);
    expect(await statusOf(detail.verification_code!)).toMatchObject({ status: 'unchanged' });
    expect((await verifyLedger(t.db, t.app.files)).broken).toBeNull();
  });
});

describe('corrections and filings', () => {
  it('adds an entry for a correction; the earlier code says when the record was corrected', async () => {
    const { recordId } = await finished();
    const issued = (await currentCode(t.db, 'application', recordId))!;
    now = new Date('2027-03-12T15:00:00Z');
    const res = await t.request(scene.admin, {
      method: 'POST',
      url: `/api/applications/${recordId}/correct`,
      payload: { amount: 1.25, note: 'Weighed again at the office' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const corrected = (await currentCode(t.db, 'application', recordId))!;
    expect(corrected).not.toBe(issued);
    expect(await statusOf(issued)).toMatchObject({
      status: 'corrected',
      corrected_at: '2027-03-12T15:00:00.000Z',
    });
    expect(await statusOf(corrected)).toMatchObject({ status: 'unchanged', corrected_at: null });
    const reasons = await t.db
      .select({ reason: ledgerEntries.reason })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'application'), eq(ledgerEntries.subjectId, recordId)))
      .orderBy(ledgerEntries.id);
    expect(reasons.map((r) => r.reason)).toEqual(['issued', 'corrected']);
    // Changed again in SQL, not through a correction: the latest code says so.
    await t.db.execute(sql`update ${applications} set amount = 9 where ${applications.id} = ${recordId}`);
    expect(await statusOf(corrected)).toMatchObject({ status: 'altered' });
    await t.db.execute(sql`update ${applications} set amount = 1.25 where ${applications.id} = ${recordId}`);
    expect(await statusOf(corrected)).toMatchObject({ status: 'unchanged' });
  });

  it('gives a filing a code when it is made, and tells when its file was replaced', async () => {
    now = new Date('2027-04-02T15:00:00Z');
    const made = await t.request(scene.admin, {
      method: 'POST',
      url: '/api/compliance/filings',
      payload: { state: 'US', kind: 'register-csv', from: '2027-03-01', to: '2027-03-31' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const filing = made.json<Filing>();
    expect(await statusOf(filing.verification_code!)).toMatchObject({ kind: 'filing', status: 'unchanged' });
    const [row] = await t.db.select().from(filings).where(eq(filings.id, filing.id));
    const bytes = (await t.app.files.read(row!.fileKey))!;
    const put = (data: Buffer) =>
      t.app.files.put(row!.fileKey, Readable.from([data]), { size: data.length, contentType: 'text/csv' });
    await put(Buffer.from('Date,Product\r\n'));
    expect(await statusOf(filing.verification_code!)).toMatchObject({ status: 'altered' });
    await put(bytes);
    expect(await statusOf(filing.verification_code!)).toMatchObject({ status: 'unchanged' });
  });

  it('prints a PDF filing’s code in it, with a QR of its check; the entry hashes those very bytes', async () => {
    now = new Date('2027-04-02T16:00:00Z');
    const made = await t.request(scene.admin, {
      method: 'POST',
      url: '/api/compliance/filings',
      payload: { state: 'US', kind: 'register-pdf', from: '2027-03-01', to: '2027-03-31' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { id, verification_code: code } = made.json<Filing>();
    const file = await t.request(scene.admin, { method: 'GET', url: `/api/compliance/filings/${id}/file` });
    const url = `https://office.example.com/verify/${code}`;
    const text = (await pdfText(file.rawPayload)).pages[0]!.replace(/\s+/g, ' ');
    expect(text).toContain(`Verification code: ${code}`);
    expect(text).toContain(`Check that this filing is unchanged at ${url}`);
    const decoded = await decodeQrCodes(await pdfPagePng(file.rawPayload, 1, 3));
    expect(decoded.map((d) => d.text)).toEqual([url]);
    expect(await statusOf(code!)).toMatchObject({ kind: 'filing', status: 'unchanged' });
  });
});

describe('the chain', () => {
  it('is only appended to: the database refuses to change or remove an entry', async () => {
    await finished();
    await expect(t.db.execute(sql`update ledger_entries set reason = 'issued'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });

  it('names the first broken link when an entry is removed from the middle', async () => {
    await finished();
    await finished();
    await finished();
    expect((await verifyLedger(t.db, t.app.files)).broken).toBeNull();
    const all = await t.db.select().from(ledgerEntries).orderBy(ledgerEntries.id);
    const gone = all[all.length - 3]!;
    // Only with the trigger off, as someone with the database owner's rights would.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
      await tx.execute(sql`delete from ledger_entries where id = ${gone.id}`);
      await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
    });
    const check = await verifyLedger(t.db, t.app.files);
    expect(check.broken).toMatchObject({ problem: 'link', entry: { id: all[all.length - 2]!.id } });
    // Back in its place (an insert: the ledger refuses only changes and removals), the chain holds.
    await t.db.insert(ledgerEntries).values(gone);
    expect((await verifyLedger(t.db, t.app.files)).broken).toBeNull();
  });

  it('enters reports finished before the ledger once, each with a code that checks', async () => {
    const earlier = await insertReport(t.db, {
      jobId: scene.jobId,
      templateId: scene.templateId,
      userId: scene.tech.userId,
      statusId: ReportStatus.Finished,
    });
    expect(await currentCode(t.db, 'report', earlier)).toBeNull();
    now = new Date('2027-05-01T12:00:00Z');
    expect(await backfillLedger(t.db, t.app.files, () => now)).toBeGreaterThanOrEqual(1);
    const code = (await currentCode(t.db, 'report', earlier))!;
    expect(await statusOf(code)).toMatchObject({
      status: 'unchanged',
      issued_at: '2027-05-01T12:00:00.000Z',
    });
    expect(await backfillLedger(t.db, t.app.files, () => now)).toBe(0);
  });

  it('keeps one chain when reports are finished at the same moment', async () => {
    const reports = await Promise.all(
      [1, 2, 3, 4].map(() => reportWithRecord(t, scene, STARTED, { date: '2027-03-10' })),
    );
    for (const id of reports) {
      const s = await t.request(scene.tech, { method: 'POST', url: `/api/reports/${id}/submit` });
      expect(s.statusCode, s.body).toBe(200);
    }
    const done = await Promise.all(
      reports.map((id) => t.request(scene.admin, { method: 'POST', url: `/api/reports/${id}/finish` })),
    );
    expect(done.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const check = await verifyLedger(t.db, t.app.files);
    expect(check.broken).toBeNull();
  });
});
