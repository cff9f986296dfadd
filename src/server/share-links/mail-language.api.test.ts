import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { Language } from '@shared/languages';
import type { CompanySettings } from '@shared/schemas/company';
import { jobs } from '../db/schema/jobs';
import { pdfText } from '../pdf/pdf-text';
import { locationContacts } from '../db/schema/locations';
import { users } from '../db/schema/users';
import { startMailSender } from '../mail/mail-sender';
import { textsIn } from '../texts/texts';
import { forgot, mailsTo, person } from '../password-reset/password-reset.fixtures';
import { askLink, customerSite } from '../portal/portal.fixtures';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 35 item 1: every mail in its reader's language, right to left for Arabic and Persian
 * (decision 0070), the report's PDF attached in the same language (decision 0071).
 */

const FSI = '\u2068';
const PDI = '\u2069';
let t: TestApp;
let smtp: TestSmtpServer;
let dataDir: string;
let admin: Session;
let supervisor: Session;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-mail-language-'));
  t = await createTestApp({ DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://fieldbook.example' });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The company's default language, set as an Admin sets it on the company page. */
async function companyLanguage(language: Language) {
  const current = (await t.request(admin, { method: 'GET', url: '/api/company' })).json<CompanySettings>();
  const { business_name, address, phone, licences } = current;
  const res = await t.request(admin, {
    method: 'PUT',
    url: '/api/company',
    payload: { business_name, address, phone, licences, default_language: language },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<CompanySettings>().default_language).toBe(language);
}

/** Sends what the mail queue holds to the test SMTP server; returns the mails that arrived for these addresses. */
async function deliver(addresses: string[]): Promise<Map<string, ReceivedMail>> {
  const before = smtp.received.length;
  const sender = await startMailSender({
    config: t.app.config,
    db: t.db,
    attachments: t.app.mailAttachments,
    boss: t.app.boss,
    log: t.app.log,
  });
  try {
    await sender.drain();
  } finally {
    await sender.stop();
  }
  const mails = await smtp.waitFor(before + addresses.length);
  return new Map(mails.slice(before).map((m) => [m.to[0]!, m]));
}

/** A report finished at a Latin-named place whose contacts receive it, each in their own language. */
async function finishReportFor(contacts: { email: string; language: Language | null }[]) {
  const technician = await t.createUser({ typeId: Role.Technician, name: 'Marcus Johnson' });
  const template = await insertTemplate(t.db, {
    name: 'Monthly Pest Service',
    tasks: [{ task: 'Inspect', fields: [{ name: 'Findings', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db, {
    name: 'Kitchen & <Bar> program',
    locationName: 'Harbor Diner, 12 Pier Rd',
  });
  const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  await t.db
    .insert(locationContacts)
    .values(
      contacts.map((c) => ({ locationId: job!.locationId, name: c.email, receivesReports: true, ...c })),
    );
  const id = await insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: technician,
    statusId: ReportStatus.Submitted,
    answers: { [template.fieldIds[0]!]: 'No activity' },
  });
  const res = await t.request(supervisor, { method: 'POST', url: `/api/reports/${id}/finish` });
  expect(res.statusCode, res.body).toBe(200);
  return { id, mails: await deliver(contacts.map((c) => c.email)) };
}

/** The text of the mail's one attachment, a report's PDF, as pdf.js reads it. */
async function attachedPdfText(mail: ReceivedMail['parsed']): Promise<string> {
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  return (await pdfText(mail.attachments[0]!.content)).pages.join('\n');
}

describe('a finished report mail', () => {
  it("is written in each contact's language: Arabic and Persian right to left with every value isolated, Spanish, and the company's default for a contact without one", async () => {
    await companyLanguage('es');
    const { mails } = await finishReportFor([
      { email: 'dana@diner.example', language: 'ar' },
      { email: 'sara@diner.example', language: 'fa' },
      { email: 'luis@diner.example', language: null },
      { email: 'kim@diner.example', language: 'en' },
    ]);
    const ar = mails.get('dana@diner.example')!.parsed;
    expect(ar.subject).toMatch(
      /^\u2068.+\u2069: تقرير الخدمة لموقع \u2068Harbor Diner, 12 Pier Rd\u2069، \u2068[٠-٩]{2}\u200f\/[٠-٩]{2}\u200f\/[٠-٩]{4}\u2069$/,
    );
    // Its dates day first in Arabic-Indic digits, as a contact reads Arabic (decision 0074).
    expect(ar.text).toMatch(
      /: \u2068[٠-٩]{2}\u200f\/[٠-٩]{2}\u200f\/[٠-٩]{4}\u060c [٠-٩]{1,2}:[٠-٩]{2} [صم]\u2069/,
    );
    expect(ar.text).not.toMatch(/\d\d\/\d\d\/\d{4}/);
    // The plain-text part: Arabic, each value in its isolate, the link whole.
    expect(ar.text).toContain(`أنهت ${FSI}`);
    expect(ar.text).toContain(`الفني: ${FSI}Marcus Johnson${PDI}`);
    expect(ar.text).toContain(`المهمة: ${FSI}Kitchen & <Bar> program${PDI}`);
    expect(ar.text).toMatch(/: \u2068https:\/\/fieldbook\.example\/s\/[\w-]{43}\u2069/);
    // The HTML part: Arabic, right to left, values escaped inside <bdi>.
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('<bdi>Harbor Diner, 12 Pier Rd</bdi>');
    expect(ar.html).toContain('<bdi>Kitchen &amp; &lt;Bar&gt; program</bdi>');
    expect(ar.html).not.toContain('<Bar>');
    expect(ar.html).toContain('افتح التقرير وصحائف بيانات السلامة');
    // The body isolates with <bdi> alone (the title is plain text, like the subject).
    expect(String(ar.html).split('<body')[1]).not.toContain(FSI);
    // The report's PDF attached is Arabic too (decision 0071): its labels, what was recorded as recorded.
    const arPdf = await attachedPdfText(ar);
    for (const label of ['المهمة', 'الموقع', 'الحالة']) expect(arPdf).toContain(label);
    expect(arPdf).toContain('Kitchen & <Bar> program');
    expect(arPdf).not.toMatch(/\bJob\b|\bStatus\b/);

    const fa = mails.get('sara@diner.example')!.parsed;
    expect(fa.subject).toContain(`گزارش خدمت برای ${FSI}Harbor Diner, 12 Pier Rd${PDI}`);
    expect(fa.text).toContain(`تکنسین: ${FSI}Marcus Johnson${PDI}`);
    expect(fa.subject).toMatch(/\u2068[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}\u2069$/);
    expect(fa.html).toContain('<html lang="fa" dir="rtl">');

    // No language of their own: the company's, Spanish, left to right and without isolates.
    const es = mails.get('luis@diner.example')!.parsed;
    expect(es.subject).toMatch(/: informe de servicio de Harbor Diner, 12 Pier Rd, \d\d\/\d\d\/\d{4}$/);
    expect(es.text).toContain('Técnico: Marcus Johnson');
    expect(es.text).not.toContain(FSI);
    expect(es.html).toContain('<html lang="es" dir="ltr">');

    const en = mails.get('kim@diner.example')!.parsed;
    expect(en.subject).toMatch(/: service report for Harbor Diner, 12 Pier Rd, \d\d\/\d\d\/\d{4}$/);
    expect(en.text).toContain('Technician: Marcus Johnson');
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    const enPdf = await attachedPdfText(en);
    expect(enPdf).toMatch(/\bJob\b/);
    expect(enPdf).not.toContain('المهمة');
    // Each language's PDF is its own: the Persian and Spanish mails attach theirs.
    expect(await attachedPdfText(fa)).toContain(textsIn('fa')('pdfs.report.job'));
    expect(await attachedPdfText(es)).toContain(textsIn('es')('pdfs.report.job'));
  });

  it("sent by the office to typed addresses, follows the location's contact with that address, else the company's default", async () => {
    await companyLanguage('en');
    const { id, mails } = await finishReportFor([{ email: 'Rana@diner.example', language: 'ar' }]);
    expect(mails.get('Rana@diner.example')!.parsed.subject).toContain('تقرير الخدمة');
    const res = await t.request(supervisor, {
      method: 'POST',
      url: `/api/reports/${id}/send`,
      payload: { to: ['RANA@diner.example', 'office@elsewhere.example'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await deliver(['RANA@diner.example', 'office@elsewhere.example']);
    expect(again.get('RANA@diner.example')!.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(again.get('office@elsewhere.example')!.parsed.subject).toContain(': service report for ');
  });
});

describe('a password reset mail', () => {
  it("is in the user's language, else the company's default", async () => {
    await companyLanguage('fa');
    const arabic = await person(t);
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.id));
    const none = await person(t);
    expect((await forgot(t, arabic.email, '192.0.2.71')).statusCode).toBe(200);
    expect((await forgot(t, none.email, '192.0.2.72')).statusCode).toBe(200);
    const mails = await deliver([arabic.email, none.email]);

    const ar = mails.get(arabic.email)!.parsed;
    expect(ar.subject).toBe('إعادة تعيين كلمة مرور Fieldbook');
    expect(ar.text).toContain(`مرحبًا ${FSI}${arabic.name}${PDI}،`);
    // The e-mail address inside the Arabic sentence keeps its order.
    expect(ar.text).toContain(`(${FSI}${arabic.email}${PDI})`);
    expect(ar.text).toMatch(/^https:\/\/fieldbook\.example\/reset-password\?token=[\w-]{43}$/m);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain(`(<bdi>${arabic.email}</bdi>)`);

    const fa = mails.get(none.email)!.parsed;
    expect(fa.subject).toBe('بازنشانی گذرواژهٔ Fieldbook شما');
    expect(fa.html).toContain('<html lang="fa" dir="rtl">');
    const [row] = await mailsTo(t, none.email);
    expect(row!.textBody).toContain(`(${FSI}${none.email}${PDI})`);
  });
});

describe("the portal's sign-in mail", () => {
  it("is in the contact's language, with the minutes in their plural form", async () => {
    await companyLanguage('en');
    const email = 'nour@harbour.example';
    await customerSite(t, { email, contactName: 'Nour Haddad', visitDate: '2026-12-10' });
    await t.db.update(locationContacts).set({ language: 'ar' }).where(eq(locationContacts.email, email));
    expect((await askLink(t, email, '198.51.100.71')).statusCode).toBe(202);
    const ar = (await deliver([email])).get(email)!.parsed;
    expect(ar.subject).toMatch(/^تسجيل الدخول إلى بوابة عملاء \u2068.+\u2069$/);
    expect(ar.text).toContain(`مرحبًا ${FSI}Nour Haddad${PDI}،`);
    expect(ar.text).toContain(`(${FSI}${email}${PDI})`);
    // 15 is "many" in Arabic: "١٥ دقيقة", not the "few" form's "دقائق"; in Arabic-Indic digits in
    // both parts, as the contact's language writes them.
    expect(ar.text).toContain('خلال ١٥ دقيقة.');
    expect(ar.html).toContain('خلال ١٥ دقيقة.');
    expect(ar.text).toMatch(/^https:\/\/fieldbook\.example\/portal\/sign-in\/\S{40,}$/m);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain(`(<bdi>${email}</bdi>)`);
  });
});
