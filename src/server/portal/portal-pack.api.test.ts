import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { userCertifications } from '../db/schema/certifications';
import { reports } from '../db/schema/reports';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { insertDevices } from '../device-trends/device-trends.fixtures';
import { deviceInspections, deviceTypes } from '../db/schema/devices';
import { locationContacts } from '../db/schema/locations';
import { pdfText } from '../pdf/pdf-text';
import { createTestApp, type Session } from '../test/test-app';
import { customerAction, customerSite, portalSignIn } from './portal.fixtures';

const t = await createTestApp(
  { APP_TIMEZONE: 'America/New_York' },
  { clock: () => new Date('2026-11-30T15:00:00Z') },
);
afterAll(() => t.close());
const admin = await t.loginAs(Role.Admin);

/** A customer's location with a month of everything the pack shows, each named after `tag`. */
async function servedSite(email: string, tag: string) {
  const site = await customerSite(t, { email, visitDate: '2026-11-25', pastDate: '2026-11-10' });
  await t.db
    .update(reports)
    .set({ finishedAt: new Date('2026-11-20T15:00:00Z') })
    .where(eq(reports.id, site.finishedId));
  await insertFinished(t.db, [
    frozenRecord({
      report_id: site.finishedId,
      location_id: site.locationId,
      applied_on: '2026-11-20',
      product_name: `Product ${tag}`,
      epa_reg_no: '12455-79',
      applicator: { id: site.technicianId, name: `Portal Technician ${site.n}` },
    }),
  ]);
  const [type] = await t.db.select({ id: deviceTypes.id }).from(deviceTypes).limit(1);
  const [deviceId] = await insertDevices(t.db, site.locationId, [
    { number: 7, typeId: type!.id, zone: `Zone ${tag}` },
  ]);
  await t.db.insert(deviceInspections).values({
    reportId: site.finishedId,
    deviceId: deviceId!,
    // The report's template has no device field: the pack reads inspections, not the form.
    fieldId: 1,
    locationId: site.locationId,
    userId: site.technicianId,
    inspectedAt: new Date('2026-11-20T15:00:00Z'),
    condition: 'good',
    activity: 4,
  });
  await customerAction(t, {
    locationId: site.locationId,
    createdBy: admin.userId,
    title: `Action ${tag}`,
    createdAt: new Date('2026-11-15T15:00:00Z'),
  });
  await t.db.insert(userCertifications).values([
    {
      userId: site.technicianId,
      state: 'NY',
      certificationId: `C-${tag}`,
      category: '7A',
      expiresOn: '2027-06-30',
    },
    {
      userId: site.technicianId,
      state: 'NJ',
      certificationId: `OLD-${tag}`,
      category: '8',
      expiresOn: '2026-01-01',
    },
  ]);
  return site;
}

const a = await servedSite('pack@harbour.example', 'Harbour');
const b = await servedSite('pack@oak.example', 'Oak');
const aSession = await portalSignIn(t, 'pack@harbour.example', '192.0.2.41');
const bSession = await portalSignIn(t, 'pack@oak.example', '192.0.2.42');

const pack = (session: Session, locationId: number, from = '2026-11-01', to = '2026-11-30') =>
  t.request(session, {
    method: 'GET',
    url: `/api/portal/locations/${locationId}/audit-pack?from=${from}&to=${to}`,
  });

describe('the audit pack', () => {
  it("is one PDF of the location's period: each section's entries, and nothing of another location", async () => {
    const res = await pack(aSession, a.locationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/audit-pack-2026-11-01-2026-11-30\.pdf/);
    const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Audit pack');
    expect(text).toContain(`Portal Site ${a.n}`);
    // Visits: the one planned and the one past, both in the period.
    expect(text).toContain(`11/25/2026 · Portal Job ${a.n} · Scheduled`);
    expect(text).toContain(`11/10/2026 · Portal Job ${a.n} · Scheduled`);
    expect(text).toContain(`Report ${a.finishedId}: Portal Service ${a.n}`);
    expect(text).toContain('Product Harbour (EPA Reg. No. 12455-79)');
    expect(text).toContain('Activity per month, all devices');
    expect(text).toContain('Device 7');
    expect(text).toContain('Action Harbour');
    expect(text).toContain(`Portal Technician ${a.n}: NY C-Harbour, category 7A, valid until 06/30/2027`);
    expect(text).not.toContain('OLD-Harbour');
    for (const other of ['Oak', `Portal Job ${b.n}`, `Portal Service ${b.n}`, `Portal Technician ${b.n}`]) {
      expect(text).not.toContain(other);
    }
  });

  it('leaves out what falls outside the period', async () => {
    const res = await pack(aSession, a.locationId, '2026-11-21', '2026-11-30');
    const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('11/25/2026');
    expect(text).not.toContain('11/10/2026');
    expect(text).toContain('No reports were finished in this period.');
    expect(text).toContain('No applications were made in this period.');
    expect(text).toContain('No corrective actions were opened in this period.');
  });

  it('a period of at most 366 days, its start first (400)', async () => {
    for (const [from, to] of [
      ['2025-11-29', '2026-11-30'],
      ['2026-11-30', '2026-11-01'],
      ['2026-11-31', '2026-12-01'],
    ] as const) {
      const res = await pack(aSession, a.locationId, from, to);
      expect(res.statusCode, `${from} ${to}`).toBe(400);
      expect(JSON.stringify(res.json()), `${from} ${to}`).toContain('portal.packRange');
    }
    expect((await pack(aSession, a.locationId, '2025-12-01', '2026-11-30')).statusCode).toBe(200);
  });

  it("another customer's location is not found (404)", async () => {
    const res = await pack(bSession, a.locationId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('portal.notFound');
  });

  it("is in the contact's language: Arabic labels, statuses and digits, what was recorded as recorded; ?lang asks for another", async () => {
    await t.db
      .update(locationContacts)
      .set({ language: 'ar' })
      .where(eq(locationContacts.email, 'pack@oak.example'));
    try {
      const res = await pack(bSession, b.locationId);
      expect(res.statusCode, res.body).toBe(200);
      const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
      for (const label of [
        'ملف التدقيق',
        'الزيارات',
        'التقارير المنتهية',
        'سجلات الاستخدام',
        'الفنيون وشهاداتهم الحالية',
      ])
        expect(text).toContain(label);
      expect(text).toContain('النشاط شهريًا، كل الأجهزة');
      expect(text).toContain('مجدولة');
      expect(text).toContain('Product Oak');
      expect(text).toContain(`Portal Technician ${b.n}`);
      // The days in Arabic-Indic digits (25 November 2026), not the English MM/DD/YYYY.
      expect(text).not.toContain('11/25/2026');
      expect(text).not.toMatch(/Audit pack|Finished reports|Application records/);
      const english = await t.request(bSession, {
        method: 'GET',
        url: `/api/portal/locations/${b.locationId}/audit-pack?from=2026-11-01&to=2026-11-30&lang=en`,
      });
      expect(english.statusCode).toBe(200);
      expect((await pdfText(english.rawPayload)).pages.join('\n')).toContain('Finished reports');
      const refused = await t.request(bSession, {
        method: 'GET',
        url: `/api/portal/locations/${b.locationId}/audit-pack?from=2026-11-01&to=2026-11-30&lang=de`,
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await t.db
        .update(locationContacts)
        .set({ language: null })
        .where(eq(locationContacts.email, 'pack@oak.example'));
    }
  });
});
