import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { Language } from '@shared/languages';
import type { ReportDetail } from '@shared/schemas/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { differenceFrom, goldenDifference } from '../pdf/golden-images.fixtures';
import { pdfLanguage } from '../pdf/pdf-language';
import { pdfText } from '../pdf/pdf-text';
import { renderReportPdf } from './pdf/report-pdf';
import { completeRecord, readyForApplications, recordDayClock } from '../applications/applications.fixtures';
import { insertAssignedJob, insertChemical, insertTemplate } from './reports.fixtures';

/*
 * The report PDF in the reader's language (issue 35): labels, statuses, units, digits and dates in
 * Arabic, Persian and Spanish, the Arabic and Persian pages laid out right to left, and the pages
 * compared with reviewed images (src/server/pdf/golden; UPDATE_GOLDEN=1 writes them anew).
 */

let t: TestApp;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp({}, { clock: recordDayClock });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

let certified = false;

/** A finished report with an Arabic answer, a number, a date, a chemical application and devices none. */
async function finishedReport(): Promise<number> {
  const chemical = await insertChemical(t.db, { name: 'Demand CS' });
  const template = await insertTemplate(t.db, {
    name: 'Commercial Pest Service Report',
    companyName: 'Greenleaf Pest & Lawn',
    tasks: [
      {
        task: 'Service details',
        fields: [
          { name: 'Customer contact', type: FieldType.Text, required: true },
          { name: 'ملاحظات', type: FieldType.Paragraph },
          { name: 'Stations checked', type: FieldType.Number },
          { name: 'Next visit', type: FieldType.Date },
          { name: 'Areas', type: FieldType.Checkboxes, options: ['Kitchen', 'Storage', 'Dock'] },
          { name: 'Left blank', type: FieldType.Text },
        ],
      },
      { task: 'Treatment', fields: [{ name: 'Product applied', type: FieldType.ChemicalApplication }] },
    ],
  });
  const jobId = await insertAssignedJob(t.db, {
    name: 'Joe’s Diner Weekly',
    locationName: 'Joe’s Diner',
    assignees: [technician.userId],
  });
  await readyForApplications(t.db, jobId, certified ? [] : [technician.userId]);
  certified = true;
  const started = await call(technician, 'POST', '/api/reports', { job_id: jobId, template_id: template.id });
  const { id } = started.json<ReportDetail>();
  const f = template.fieldIds;
  const saved = await call(technician, 'PUT', `/api/reports/${id}/answers`, {
    answers: [
      { field_id: f[0]!, value: 'Kitchen manager' },
      { field_id: f[1]!, value: 'تم فحص المطبخ بالكامل (المطبخ والمخزن).' },
      { field_id: f[2]!, value: 14 },
      { field_id: f[3]!, value: '2026-03-08' },
      { field_id: f[4]!, value: ['Kitchen', 'Dock'] },
      {
        field_id: f[6]!,
        value: [completeRecord(chemical), completeRecord(chemical, { amount: 250, unit: 'mL' })],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
  expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
  return id;
}

async function download(id: number, query = '', session = supervisor) {
  const res = await call(session, 'GET', `/api/reports/${id}/download${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { pdf: res.rawPayload, ...(await pdfText(res.rawPayload)) };
}

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('the report PDF in the reader’s language', () => {
  it('writes Arabic labels, statuses, units and digits, right to left, with Latin values in order', async () => {
    const id = await finishedReport();
    const { pages, runs, info } = await download(id, '?lang=ar');
    const text = flat(pages);
    for (const expected of [
      'المهمة',
      'الموقع',
      'الشركة',
      'الحالة',
      // The status as the web names it ("منتهٍ"; its mark reads back before the letters).
      'منته',
      'سجل الحالة',
      'لم تتم الإجابة',
      'التطبيق ١ من ٢',
      'المنتج',
      'رقم تسجيل EPA',
      'أونصة سائلة',
      'قدم مربع',
      'فترة إعادة الدخول',
      'صفحة ١ من ٢',
      // Values stay as recorded and in their own order inside the right-to-left lines.
      'Joe’s Diner Weekly',
      'Greenleaf Pest & Lawn',
      '214 Mamaroneck Ave',
      'White Plains',
      'Demand CS',
      'Kitchen، Dock',
      '١٤',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info.Subject).toBe(`التقرير \u2068${id}\u2069`);
    for (const english of [
      'Job',
      'Status history',
      'Not answered',
      'Application 1 of 2',
      'Page 1 of 2',
      'Re-entry',
    ]) {
      expect(text).not.toContain(english);
    }
    // Mirrored: the label "Job" stands right of the job's name, the reverse of the English page.
    const at = (all: typeof runs, phrase: string) =>
      all.find((r) => r.page === 1 && r.text.includes(phrase))!.x;
    expect(at(runs, 'المهمة')).toBeGreaterThan(at(runs, 'Joe’s Diner Weekly'));
    const english = await download(id, '?lang=en');
    expect(at(english.runs, 'Job')).toBeLessThan(at(english.runs, 'Joe’s Diner Weekly'));
  });

  it('writes Persian in the account’s language when no ?lang is given, and Spanish when asked', async () => {
    const id = await finishedReport();
    const chose = await call(supervisor, 'PUT', '/api/account/language', { language: 'fa' });
    expect(chose.statusCode, chose.body).toBe(200);
    try {
      const persian = flat((await download(id)).pages);
      // The zero-width non-joiner of "پایان‌یافته" reads back as a space.
      for (const expected of ['کار', 'وضعیت', 'پایان یافته', 'کاربرد ۱ از ۲', 'اونس مایع', 'صفحه ۱ از ۲']) {
        expect(persian).toContain(expected);
      }
      const spanish = flat((await download(id, '?lang=es')).pages);
      for (const expected of [
        'Trabajo',
        'Terminado',
        'Historial de estados',
        'Aplicación 1 de 2',
        'oz líq.',
        'Página 1 de 2',
      ]) {
        expect(spanish).toContain(expected);
      }
      // A date in Spanish is written day first.
      expect(spanish).toContain('08/03/2026');
    } finally {
      await call(supervisor, 'PUT', '/api/account/language', { language: 'en' });
    }
  });

  it('refuses a language it does not speak with 400, on both download addresses', async () => {
    const id = await finishedReport();
    expect((await call(supervisor, 'GET', `/api/reports/${id}/download?lang=de`)).statusCode).toBe(400);
    const page = await t.request(supervisor, {
      method: 'GET',
      url: `/reports/download/${id}?lang=xx`,
      headers: { accept: 'application/json' },
    });
    expect(page.statusCode).toBe(400);
  });
});

/** The report's detail with everything a run makes anew (ids, numbers, clock times) fixed. */
async function fixedDetail(): Promise<ReportDetail> {
  const id = await finishedReport();
  const res = await call(supervisor, 'GET', `/api/reports/${id}/print`);
  const detail = res.json<ReportDetail>();
  const at = '2027-03-10T15:30:00.000Z';
  return {
    ...detail,
    id: 1001,
    verification_code: 'FB7K-2Q9M',
    start_date: '2027-03-10T13:05:00.000Z',
    submitted_at: '2027-03-10T14:45:00.000Z',
    finished_at: at,
    updated_at: at,
    user: { ...detail.user, name: 'Sam Technician' },
    job: { ...detail.job, location: { ...detail.job.location, address: '214 Mamaroneck Ave' } },
    history: detail.history.map((h) => ({ ...h, created_at: at, user: { ...h.user, name: 'Dana Office' } })),
    applications: detail.applications.map((a, i) => ({
      ...a,
      id: 500 + i,
      applicator: { ...a.applicator, name: 'Sam Technician' },
    })),
  };
}

async function rendered(detail: ReportDetail, language: Language) {
  return renderReportPdf(detail, {
    lang: pdfLanguage(language, 'America/New_York'),
    images: new Map(),
    verifyUrl: 'https://fieldbook.example.com/verify/FB7K-2Q9M',
  });
}

describe('the report PDF as a reviewed image', () => {
  it('draws the Arabic and Persian report and application record as the reviewed pages', async () => {
    const detail = await fixedDetail();
    const arabic = await rendered(detail, 'ar');
    const persian = await rendered(detail, 'fa');
    // Page 1: the header and the first task; page 2: the application record.
    expect(await goldenDifference(arabic, 1, 'report-ar')).toBeLessThan(0.002);
    expect(await goldenDifference(arabic, 2, 'application-record-ar')).toBeLessThan(0.002);
    expect(await goldenDifference(persian, 1, 'report-fa')).toBeLessThan(0.002);
  });

  it('tells a page laid out the other way from the reviewed one', async () => {
    const detail = await fixedDetail();
    // The English page of the same report is not the Arabic one: the comparison can fail.
    expect(await differenceFrom(await rendered(detail, 'en'), 1, 'report-ar')).toBeGreaterThan(0.01);
  });
});
