import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { CompanySettings } from '@shared/schemas/company';
import { auditLog } from '../db/schema/audit';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

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

const get = (session: Session) => t.request(session, { method: 'GET', url: '/api/company' });
const put = (session: Session, payload: unknown) =>
  t.request(session, { method: 'PUT', url: '/api/company', payload });

const GREENLEAF = {
  business_name: 'Greenleaf Pest & Lawn',
  address: '400 Main Street\nAustin, TX 78701',
  phone: '(512) 555-0142',
  licences: [
    { state: 'TX', number: 'TPCL 0712345', expires_on: '2027-03-31' },
    { state: 'NY', number: '15342', expires_on: '2026-12-31' },
  ],
};

describe('company settings', () => {
  it('start empty, are saved by an Admin with a licence per state (sorted by state), and read by office staff', async () => {
    const empty = await get(supervisor);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<CompanySettings>()).toMatchObject({
      business_name: '',
      address: '',
      phone: '',
      licences: [],
    });

    const saved = await put(admin, GREENLEAF);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      business_name: 'Greenleaf Pest & Lawn',
      address: '400 Main Street\nAustin, TX 78701',
      phone: '(512) 555-0142',
      licences: [
        { state: 'NY', number: '15342', expires_on: '2026-12-31' },
        { state: 'TX', number: 'TPCL 0712345', expires_on: '2027-03-31' },
      ],
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await get(supervisor)).json()).toMatchObject(expected);
  });

  it('changes a licence in place, drops a state no longer listed (kept in the audit log) and adds a new one', async () => {
    await put(admin, GREENLEAF);
    const res = await put(admin, {
      ...GREENLEAF,
      licences: [
        { state: 'TX', number: 'TPCL 0799999', expires_on: '2028-03-31' },
        { state: 'CA', number: 'OP-44-1234', expires_on: '2027-06-30' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompanySettings>().licences).toEqual([
      { state: 'CA', number: 'OP-44-1234', expires_on: '2027-06-30' },
      { state: 'TX', number: 'TPCL 0799999', expires_on: '2028-03-31' },
    ]);
    const history = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'company_licences'))
      .orderBy(asc(auditLog.id));
    const ny = history.filter((h) => (h.before as { state?: string } | null)?.state === 'NY');
    expect(ny.at(-1)?.after).toMatchObject({ state: 'NY', number: '15342' });
    expect((ny.at(-1)?.after as { deleted_at: string | null }).deleted_at).not.toBeNull();
    const settingsAudit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'company_settings'));
    expect(settingsAudit.some((a) => a.userId === admin.userId)).toBe(true);
  });

  it('refuses what a record could not use, with the field named, and changes nothing', async () => {
    await put(admin, GREENLEAF);
    const cases: [unknown, string, string][] = [
      [
        { ...GREENLEAF, licences: [{ state: 'XX', number: '1', expires_on: '2027-01-01' }] },
        'licences.0.state',
        'company.stateRequired',
      ],
      [
        { ...GREENLEAF, licences: [{ state: 'TX', number: ' ', expires_on: '2027-01-01' }] },
        'licences.0.number',
        'company.licenceNumberRequired',
      ],
      [
        { ...GREENLEAF, licences: [{ state: 'TX', number: '1', expires_on: '2027-02-30' }] },
        'licences.0.expires_on',
        'company.expiryRequired',
      ],
      [
        { ...GREENLEAF, licences: [GREENLEAF.licences[0], GREENLEAF.licences[0]] },
        'licences',
        'company.stateTwice',
      ],
      [{ ...GREENLEAF, business_name: 'x'.repeat(201) }, 'business_name', 'company.businessNameTooLong'],
      [{ ...GREENLEAF, phone: '555\u0007' }, 'phone', 'validation.controlCharacters'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await put(admin, payload);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes[field]?.code,
        field,
      ).toBe(code);
    }
    expect((await get(admin)).json()).toMatchObject({ business_name: GREENLEAF.business_name });
    expect((await get(admin)).json<CompanySettings>().licences).toHaveLength(2);
  });

  it('lets only Admins change it and keeps technicians out', async () => {
    expect((await put(supervisor, GREENLEAF)).statusCode).toBe(403);
    expect((await get(technician)).statusCode).toBe(403);
  });
});
