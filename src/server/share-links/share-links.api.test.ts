import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import type { ShareLinkCreated, ShareLinkRow, SharedView } from '@shared/schemas/share-links';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { auditLog } from '../db/schema/audit';
import { jobs } from '../db/schema/jobs';
import { reportAnswers, reports } from '../db/schema/reports';
import { shareLinkOpenings, shareLinks } from '../db/schema/share-links';
import { queryRows } from '../db/sql-helpers';
import {
  insertAssignedJob,
  insertChemical,
  insertTemplate,
  uploadReportImage,
} from '../reports/reports.fixtures';
import { photoPng } from '../reports/test-images';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

const PDF = await readFile(new URL('../../../e2e/fixtures/safety-data-sheet.pdf', import.meta.url));

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-share-links-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://office.example.com/' });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session | null, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const open = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'CustomerPhone/1.0' } });
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function chemicalWithDocument(name: string): Promise<number> {
  const id = await insertChemical(t.db, { name });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${name} SDS.pdf`);
  const res = await t.request(admin, { method: 'PUT', url: `/api/chems/${id}/file`, payload: form });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/**
 * A report at its own location with a text answer, one photo and one chemical applied (with a safety
 * document), finished unless told otherwise.
 */
async function report(opts: { finished?: boolean; jobId?: number } = {}) {
  const template = await insertTemplate(t.db, {
    name: 'Quarterly Service',
    tasks: [
      {
        task: 'Inspection',
        fields: [
          { name: 'Findings', type: FieldType.Text },
          { name: 'Photos', type: FieldType.Photo },
          { name: 'Product applied', type: FieldType.ChemicalApplication },
        ],
      },
    ],
  });
  const [textField, photoField, chemicalField] = template.fieldIds as [number, number, number];
  const jobId = opts.jobId ?? (await insertAssignedJob(t.db, { assignees: [technician.userId] }));
  const started = await call(technician, 'POST', '/api/reports', { job_id: jobId, template_id: template.id });
  expect(started.statusCode, started.body).toBe(200);
  const { id } = started.json<ReportDetail>();
  const upload = await uploadReportImage(t, technician, id, photoField, photoPng());
  expect(upload.statusCode, upload.body).toBe(200);
  const fileId = upload.json<{ id: number }>().id;
  const chemicalId = await chemicalWithDocument(`Product ${id}`);
  await t.db.insert(reportAnswers).values([
    { reportId: id, fieldId: textField, value: `No activity at report ${id}` },
    { reportId: id, fieldId: photoField, value: [{ file_id: fileId }] },
    {
      reportId: id,
      fieldId: chemicalField,
      value: { chemical_id: chemicalId, amount: 2, unit: 'oz', target_pest: 'Ants' },
    },
  ]);
  if (opts.finished !== false) {
    await t.db
      .update(reports)
      .set({ statusId: ReportStatus.Finished, finishedAt: new Date() })
      .where(eq(reports.id, id));
  }
  return { id, jobId, fileId, chemicalId, chemicalField };
}

async function share(reportId: number, body: object = { label: 'customer@example.com' }) {
  const res = await call(supervisor, 'POST', `/api/reports/${reportId}/share-links`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShareLinkCreated>();
}

describe('a report link', () => {
  it('opens the finished report read-only before it expires, with no session', async () => {
    const r = await report();
    const link = await share(r.id, { days: 7, label: 'Front desk' });
    expect(link.url).toMatch(/^https:\/\/office\.example\.com\/s\/[\w-]{43}$/);
    const days = (new Date(link.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const res = await open(`/api/shared/${tokenOf(link.url)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const view = res.json<Extract<SharedView, { kind: 'report' }>>();
    expect(view.kind).toBe('report');
    expect(view.report.template.name).toBe('Quarterly Service');
    const answers = view.report.tasks[0]!.fields.map((f) => f.answer);
    expect(answers[0]).toBe(`No activity at report ${r.id}`);
    expect(answers[1]).toEqual([{ file_id: r.fileId }]);
    expect(view.report.chemicals).toEqual([
      expect.objectContaining({ id: r.chemicalId, document: `Product ${r.id} SDS.pdf` }),
    ]);
  });

  it('answers nothing editable or internal: exactly these keys', async () => {
    const r = await report();
    const view = (await open(`/api/shared/${tokenOf((await share(r.id)).url)}`)).json<
      Extract<SharedView, { kind: 'report' }>
    >();
    expect(Object.keys(view).sort()).toEqual(['company', 'kind', 'report']);
    expect(Object.keys(view.report).sort()).toEqual(
      [
        'applications',
        'chemicals',
        'devices',
        'finished_at',
        'id',
        'job',
        'site_plans',
        'start_date',
        'status',
        'submitted_at',
        'tasks',
        'technician',
        'template',
      ].sort(),
    );
    expect(Object.keys(view.report.job).sort()).toEqual(['category', 'location', 'name']);
    expect(Object.keys(view.report.job.location).sort()).toEqual(['address', 'name']);
    expect(Object.keys(view.report.technician)).toEqual(['name']);
    expect(Object.keys(view.report.template).sort()).toEqual(['company_name', 'name']);
    expect(Object.keys(view.report.tasks[0]!).sort()).toEqual(['fields', 'id', 'task']);
    expect(Object.keys(view.report.tasks[0]!.fields[0]!).sort()).toEqual(
      ['answer', 'default_value', 'field_name', 'field_type', 'id', 'options', 'type_name'].sort(),
    );
    expect(Object.keys(view.report.chemicals[0]!).sort()).toEqual(
      ['active_ingredient', 'document', 'epa_reg_no', 'id', 'name'].sort(),
    );
    const text = JSON.stringify(view);
    for (const secret of ['can', 'history', 'user_id', 'email', 'filepath', 'application_settings']) {
      expect(text).not.toContain(`"${secret}"`);
    }
  });

  it('gives application records as the customer’s copy: no ids of the report, location or people', async () => {
    const r = await report();
    const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, r.jobId));
    await insertFinished(t.db, [
      frozenRecord({
        report_id: r.id,
        field_id: r.chemicalField,
        location_id: job!.locationId,
        chemical_id: r.chemicalId,
        applicator: { id: technician.userId, name: 'Marcus Johnson' },
        supervisor: { id: supervisor.userId, name: 'Luis Ortega' },
      }),
    ]);
    const view = (await open(`/api/shared/${tokenOf((await share(r.id)).url)}`)).json<
      Extract<SharedView, { kind: 'report' }>
    >();
    const [record] = view.report.applications;
    const { report_id: _r, location_id: _l, ...expected } = frozenRecord();
    // Its corrections too (none here), each naming its Admin by name only (issue 30).
    expect(Object.keys(record!).sort()).toEqual([...Object.keys(expected), 'corrections'].sort());
    expect(record!.corrections).toEqual([]);
    expect(record!.applicator).toEqual({ name: 'Marcus Johnson' });
    expect(record!.supervisor).toEqual({ name: 'Luis Ortega' });
  });

  it('serves its own photo and safety document, and 404 for another report’s file or chemical', async () => {
    const mine = await report();
    const other = await report();
    const token = tokenOf((await share(mine.id)).url);

    const photo = await open(`/api/shared/${token}/files/${mine.fileId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('no-store');
    const sds = await open(`/api/shared/${token}/documents/${mine.chemicalId}`);
    expect(sds.statusCode).toBe(200);
    expect(sds.rawPayload).toEqual(PDF);
    expect(sds.headers['content-disposition']).toMatch(/^attachment/);

    for (const url of [
      `/api/shared/${token}/files/${other.fileId}`,
      `/api/shared/${token}/files/${other.fileId}?report=${other.id}`,
      `/api/shared/${token}/documents/${other.chemicalId}`,
      `/api/shared/${token}/documents/${other.chemicalId}?report=${other.id}`,
      `/api/shared/${token}/reports/${other.id}`,
      `/api/shared/${token}/reports/${mine.id}`,
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('shareLink.notFound');
    }
  });

  it('answers 410 once it has expired, and 410 once revoked (revoking twice is fine)', async () => {
    const r = await report();
    const expiring = await share(r.id);
    expect((await open(`/api/shared/${tokenOf(expiring.url)}`)).statusCode).toBe(200);
    await t.db
      .update(shareLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shareLinks.id, expiring.id));
    for (const url of [
      `/api/shared/${tokenOf(expiring.url)}`,
      `/api/shared/${tokenOf(expiring.url)}/documents/${r.chemicalId}`,
    ]) {
      const gone = await open(url);
      expect(gone.statusCode).toBe(410);
      expect(gone.json<{ code: string; message: string }>()).toMatchObject({
        code: 'shareLink.gone',
        message: 'This link is no longer available. Ask the sender for a new one.',
      });
    }

    const revoked = await share(r.id);
    expect((await open(`/api/shared/${tokenOf(revoked.url)}`)).statusCode).toBe(200);
    const first = await call(supervisor, 'POST', `/api/share-links/${revoked.id}/revoke`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ShareLinkRow>().state).toBe('revoked');
    const again = await call(admin, 'POST', `/api/share-links/${revoked.id}/revoke`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<ShareLinkRow>().revoked_at).toEqual(first.json<ShareLinkRow>().revoked_at);
    expect((await open(`/api/shared/${tokenOf(revoked.url)}`)).statusCode).toBe(410);
    expect((await open(`/api/shared/${tokenOf(revoked.url)}/files/${r.fileId}`)).statusCode).toBe(410);

    const list = await call(supervisor, 'GET', `/api/reports/${r.id}/share-links`);
    const states = Object.fromEntries(
      list.json<{ links: ShareLinkRow[] }>().links.map((l) => [l.id, l.state]),
    );
    expect(states).toEqual({ [expiring.id]: 'expired', [revoked.id]: 'revoked' });
  });

  it('answers 404 for a token no link has', async () => {
    const res = await open(`/api/shared/${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('shareLink.notFound');
  });

  it('stores only the SHA-256 of the token, in no column in clear', async () => {
    const r = await report();
    const link = await share(r.id);
    const token = tokenOf(link.url);
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from share_links where id = ${link.id}`,
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);
    // The table is audited through request.transaction: the audit row names the Supervisor.
    const audit = await t.db
      .select({ userId: auditLog.userId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'share_links'), eq(auditLog.entityId, String(link.id))));
    expect(audit.map((a) => a.userId)).toEqual([supervisor.userId]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('logs each opening with its time, address, browser and what was opened', async () => {
    const r = await report();
    const link = await share(r.id);
    const before = Date.now();
    await open(`/api/shared/${tokenOf(link.url)}`);
    await open(`/api/shared/${tokenOf(link.url)}/documents/${r.chemicalId}`);
    const rows = await t.db
      .select()
      .from(shareLinkOpenings)
      .where(eq(shareLinkOpenings.shareLinkId, link.id));
    expect(rows.map((o) => [o.ip, o.userAgent, o.what]).sort()).toEqual(
      [
        ['127.0.0.1', 'CustomerPhone/1.0', 'report'],
        ['127.0.0.1', 'CustomerPhone/1.0', `document Product ${r.id} SDS.pdf`],
      ].sort(),
    );
    for (const o of rows) expect(o.openedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const openings = await call(supervisor, 'GET', `/api/share-links/${link.id}/openings`);
    expect(openings.statusCode).toBe(200);
    expect(openings.json<{ total: number }>().total).toBe(2);
    const [listed] = (await call(supervisor, 'GET', `/api/reports/${r.id}/share-links`)).json<{
      links: ShareLinkRow[];
    }>().links;
    expect(listed).toMatchObject({ openings: 2, state: 'active', label: 'customer@example.com' });
    expect(listed!.last_opened_at).not.toBeNull();
  });
});

describe('making links', () => {
  it('refuses a report that is not finished (409), a deleted or unknown one (404), bad days (400)', async () => {
    const open = await report({ finished: false });
    const refused = await call(supervisor, 'POST', `/api/reports/${open.id}/share-links`, { label: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('shareLink.reportNotFinished');
    const deleted = await report();
    await t.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, deleted.id));
    expect((await call(supervisor, 'POST', `/api/reports/${deleted.id}/share-links`, {})).statusCode).toBe(
      404,
    );
    expect((await call(supervisor, 'POST', '/api/reports/999999/share-links', {})).statusCode).toBe(404);
    for (const days of [0, 3651, 1.5]) {
      expect(
        (await call(supervisor, 'POST', `/api/reports/${deleted.id}/share-links`, { days })).statusCode,
      ).toBe(400);
    }
  });

  it('lets only Admins and Supervisors make, list and revoke links; anonymous gets 401', async () => {
    const r = await report();
    const link = await share(r.id);
    const urls: [string, string][] = [
      ['POST', `/api/reports/${r.id}/share-links`],
      ['GET', `/api/reports/${r.id}/share-links`],
      ['POST', `/api/share-links/${link.id}/revoke`],
      ['GET', `/api/share-links/${link.id}/openings`],
    ];
    for (const [method, url] of urls) {
      expect((await call(technician, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(
        403,
      );
      expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
    }
    expect((await open(`/api/shared/${tokenOf(link.url)}`)).statusCode).toBe(200);
  });
});

describe('a location link', () => {
  it('lists the location’s finished reports and opens only those', async () => {
    const a = await report();
    const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, a.jobId));
    const locationId = job!.locationId;
    const b = await report({ jobId: a.jobId });
    const unfinished = await report({ jobId: a.jobId, finished: false });
    const elsewhere = await report();
    const created = await call(admin, 'POST', `/api/locations/${locationId}/share-links`, {
      label: 'Customer page',
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = tokenOf(created.json<ShareLinkCreated>().url);

    const page = await open(`/api/shared/${token}`);
    expect(page.statusCode).toBe(200);
    const view = page.json<Extract<SharedView, { kind: 'location' }>>();
    expect(view.kind).toBe('location');
    expect(view.reports.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(view.total).toBe(2);
    expect(Object.keys(view.reports[0]!).sort()).toEqual([
      'finished_at',
      'id',
      'job',
      'start_date',
      'template',
    ]);

    const one = await open(`/api/shared/${token}/reports/${b.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Extract<SharedView, { kind: 'report' }>>().report.id).toBe(b.id);
    expect((await open(`/api/shared/${token}/documents/${b.chemicalId}?report=${b.id}`)).statusCode).toBe(
      200,
    );
    expect((await open(`/api/shared/${token}/files/${b.fileId}?report=${b.id}`)).statusCode).toBe(200);
    for (const url of [
      `/api/shared/${token}/reports/${elsewhere.id}`,
      `/api/shared/${token}/reports/${unfinished.id}`,
      `/api/shared/${token}/documents/${elsewhere.chemicalId}?report=${elsewhere.id}`,
      `/api/shared/${token}/documents/${elsewhere.chemicalId}?report=${b.id}`,
      `/api/shared/${token}/documents/${b.chemicalId}`,
      `/api/shared/${token}/files/${elsewhere.fileId}?report=${b.id}`,
    ]) {
      expect((await open(url)).statusCode, url).toBe(404);
    }
    const links = await call(supervisor, 'GET', `/api/locations/${locationId}/share-links`);
    expect(links.json<{ links: ShareLinkRow[] }>().links).toHaveLength(1);
    expect((await call(supervisor, 'GET', '/api/locations/999999/share-links')).statusCode).toBe(404);
  });
});
