import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import { companySettings } from '../db/schema/company';
import { locationContacts } from '../db/schema/locations';
import { pdfText } from '../pdf/pdf-text';
import { createTestApp, type Session } from '../test/test-app';
import { textsIn } from '../texts/texts';
import { customerSite, portalSignIn } from './portal.fixtures';

/** Issue 35 item 1: the report PDF the portal gives is in the contact's language (decision 0071). */

const t = await createTestApp();
afterAll(() => t.close());

let seq = 0;
/** A signed-in contact whose language is `language` (null: none chosen), with a finished report. */
async function contact(language: Language | null) {
  const email = `reader${++seq}@harbour.example`;
  const site = await customerSite(t, { email, visitDate: '2026-12-10' });
  await t.db.update(locationContacts).set({ language }).where(eq(locationContacts.email, email));
  return { session: await portalSignIn(t, email), reportId: site.finishedId };
}

async function pdfOf(session: Session, reportId: number, query = '') {
  const res = await t.request(session, { method: 'GET', url: `/api/portal/reports/${reportId}/pdf${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfText(res.rawPayload)).pages.join('\n');
}

const label = (language: Language) => textsIn(language)('pdfs.report.status');

it("is written in the contact's language; ?lang asks for another", async () => {
  const { session, reportId } = await contact('ar');
  const arabic = await pdfOf(session, reportId);
  expect(arabic).toContain(label('ar'));
  expect(arabic).not.toContain(label('en'));
  const english = await pdfOf(session, reportId, '?lang=en');
  expect(english).toContain(label('en'));
  expect(english).not.toContain(label('ar'));
  const refused = await t.request(session, {
    method: 'GET',
    url: `/api/portal/reports/${reportId}/pdf?lang=xx`,
  });
  expect(refused.statusCode).toBe(400);
});

it("is in the company's default language for a contact who chose none", async () => {
  await t.db.update(companySettings).set({ defaultLanguage: 'fa' });
  try {
    const { session, reportId } = await contact(null);
    expect(await pdfOf(session, reportId)).toContain(label('fa'));
  } finally {
    await t.db.update(companySettings).set({ defaultLanguage: 'en' });
  }
});
