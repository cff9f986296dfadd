import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { LocationContactsResponse } from '@shared/schemas/location-contacts';
import { auditLog } from '../db/schema/audit';
import { locationContacts } from '../db/schema/locations';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { reportRecipients } from './location-contacts.repository';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

const put = (locationId: number, contacts: unknown, session = admin) =>
  t.request(session, { method: 'PUT', url: `/api/locations/${locationId}/contacts`, payload: { contacts } });
const MANAGER = {
  name: 'Dana Ruiz',
  email: 'dana@bistro.example',
  phone: '555-0101',
  role: 'Store manager',
  receives_reports: true,
  language: 'ar',
};
const AUDITOR = {
  name: 'Sam Lee',
  email: 'audit@foodsafe.example',
  role: 'Auditor',
  receives_reports: true,
  language: null,
};

describe('contacts of a location', () => {
  it('are replaced as a whole: kept in place by e-mail, added, removed (the audit log keeps it)', async () => {
    const location = await insertLocation(t.db);
    const first = await put(location, [MANAGER, { name: 'Night cook', phone: '555-0199' }]);
    expect(first.statusCode, first.body).toBe(200);
    const [dana] = first.json<LocationContactsResponse>().contacts;
    expect(first.json<LocationContactsResponse>().contacts).toEqual([
      { id: dana!.id, ...MANAGER },
      {
        id: expect.any(Number),
        name: 'Night cook',
        email: '',
        phone: '555-0199',
        role: '',
        receives_reports: false,
        // None chosen: mail to them is in the company's language (decision 0070).
        language: null,
      },
    ]);

    const second = await put(location, [{ ...MANAGER, phone: '555-0102' }, AUDITOR]);
    expect(second.statusCode, second.body).toBe(200);
    const contacts = second.json<LocationContactsResponse>().contacts;
    expect(contacts.map((c) => [c.name, c.phone])).toEqual([
      ['Dana Ruiz', '555-0102'],
      ['Sam Lee', ''],
    ]);
    expect(contacts[0]!.id).toBe(dana!.id);
    expect(await reportRecipients(t.db, location)).toEqual([
      { email: 'dana@bistro.example', language: 'ar' },
      { email: 'audit@foodsafe.example', language: null },
    ]);

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'location_contacts'));
    expect(
      trail.some((a) => a.action === 'purge' && (a.before as { name: string }).name === 'Night cook'),
    ).toBe(true);
  });

  it('names what is wrong and writes nothing', async () => {
    const location = await insertLocation(t.db);
    const cases: [unknown[], string, string][] = [
      [[{ ...MANAGER, name: ' ' }], 'contacts.0.name', 'contact.nameRequired'],
      [[{ ...MANAGER, email: 'not an address' }], 'contacts.0.email', 'location.emailInvalid'],
      [[{ name: 'No mail', receives_reports: true }], 'contacts.0.email', 'contact.emailForReports'],
      [[MANAGER, { ...AUDITOR, email: 'DANA@bistro.example' }], 'contacts', 'contact.twice'],
      // Only a language Fieldbook writes mail in.
      [[{ ...MANAGER, language: 'de' }], 'contacts.0.language', 'validation.choice'],
      [Array.from({ length: 51 }, (_, i) => ({ name: `P${i}` })), 'contacts', 'contact.tooMany'],
    ];
    for (const [contacts, field, code] of cases) {
      const res = await put(location, contacts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes[field]?.code).toBe(code);
    }
    expect(
      await t.db.select().from(locationContacts).where(eq(locationContacts.locationId, location)),
    ).toEqual([]);
  });

  it('Admins change them, Supervisors read them, Technicians neither; a deleted location is 404', async () => {
    const location = await insertLocation(t.db);
    expect((await put(location, [MANAGER], supervisor)).statusCode).toBe(403);
    expect((await put(location, [MANAGER], technician)).statusCode).toBe(403);
    expect((await put(location, [MANAGER])).statusCode).toBe(200);
    const read = await t.request(supervisor, { method: 'GET', url: `/api/locations/${location}/contacts` });
    expect(read.json<LocationContactsResponse>().contacts).toHaveLength(1);
    const techRead = await t.request(technician, {
      method: 'GET',
      url: `/api/locations/${location}/contacts`,
    });
    expect(techRead.statusCode).toBe(403);
    const gone = await insertLocation(t.db, { deletedAt: new Date() });
    expect((await put(gone, [MANAGER])).statusCode).toBe(404);
    expect(
      (await t.request(admin, { method: 'GET', url: `/api/locations/${gone}/contacts` })).statusCode,
    ).toBe(404);
  });
});
