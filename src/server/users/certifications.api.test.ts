import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { Role } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import type { CertificationsResponse, ExpiringResponse } from '@shared/schemas/certifications';
import { auditLog } from '../db/schema/audit';
import { companyLicences } from '../db/schema/company';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { listExpiring, validCertification } from './certifications.repository';

let t: TestApp;
let admin: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(() => t.close());

const put = (userId: number, certifications: unknown, session = admin) =>
  t.request(session, {
    method: 'PUT',
    url: `/api/users/${userId}/certifications`,
    payload: { certifications },
  });
const NY_7A = {
  state: 'NY',
  certification_id: 'C1234567',
  category: '7A Structural',
  expires_on: '2027-05-31',
};

describe('certifications of a user', () => {
  it('are replaced as a whole: changed in place, dropped (kept in the audit log) or added', async () => {
    const tech = await t.createUser({ typeId: Role.Technician, name: 'Cert Tech' });
    const first = await put(tech, [
      NY_7A,
      { ...NY_7A, state: 'NJ', certification_id: '99-321', category: '7B' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CertificationsResponse>().certifications.map((c) => c.state)).toEqual(['NJ', 'NY']);

    const second = await put(tech, [{ ...NY_7A, expires_on: '2028-05-31' }]);
    expect(second.json<CertificationsResponse>().certifications).toEqual([
      { ...NY_7A, expires_on: '2028-05-31' },
    ]);
    const read = await t.request(admin, { method: 'GET', url: `/api/users/${tech}/certifications` });
    expect(read.json<CertificationsResponse>().certifications).toHaveLength(1);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'user_certifications'));
    expect(
      trail.some(
        (a) =>
          (a.after as { state?: string; deleted_at?: string | null }).state === 'NJ' &&
          (a.after as { deleted_at: string | null }).deleted_at !== null,
      ),
    ).toBe(true);
  });

  it('refuses what a record could not use, naming the field, and changes nothing', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    await put(tech, [NY_7A]);
    const cases: [unknown[], string, string][] = [
      [[{ ...NY_7A, state: 'ZZ' }], 'certifications.0.state', 'certification.stateRequired'],
      [[{ ...NY_7A, category: '' }], 'certifications.0.category', 'certification.categoryRequired'],
      [
        [{ ...NY_7A, expires_on: '05/31/2027' }],
        'certifications.0.expires_on',
        'certification.expiryRequired',
      ],
      [[NY_7A, { ...NY_7A, category: '7a structural' }], 'certifications', 'certification.twice'],
    ];
    for (const [list, field, code] of cases) {
      const res = await put(tech, list);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes[field]?.code,
        field,
      ).toBe(code);
    }
    const kept = await t.request(admin, { method: 'GET', url: `/api/users/${tech}/certifications` });
    expect(kept.json<CertificationsResponse>().certifications).toEqual([NY_7A]);
  });

  it('are for Admins: a Supervisor gets 403, an unknown user 404', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    expect((await put(tech, [NY_7A], supervisor)).statusCode).toBe(403);
    expect((await put(999_999, [NY_7A])).statusCode).toBe(404);
  });

  it('give the certification valid in a state on a day, or none', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    await put(tech, [NY_7A]);
    expect(await validCertification(t.db, tech, 'NY', '2027-05-31')).toMatchObject({
      certificationId: 'C1234567',
    });
    expect(await validCertification(t.db, tech, 'NY', '2027-06-01')).toBeNull();
    expect(await validCertification(t.db, tech, 'NJ', '2027-01-01')).toBeNull();
  });
});

describe('what expires', () => {
  it('lists expired and soon-expiring certifications and licences, soonest first, on any day', async () => {
    const tech = await t.createUser({ typeId: Role.Technician, name: 'Expiry Tech' });
    const gone = await t.createUser({ typeId: Role.Technician, name: 'Gone Tech' });
    await put(tech, [
      { ...NY_7A, expires_on: '2026-12-31' },
      { ...NY_7A, state: 'CT', category: 'B', certification_id: 'CT-1', expires_on: '2027-01-15' },
      { ...NY_7A, state: 'NJ', category: '7B', certification_id: 'NJ-1', expires_on: '2027-03-01' },
    ]);
    await put(gone, [{ ...NY_7A, expires_on: '2027-01-02' }]);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    await t.db.insert(companyLicences).values({ state: 'TX', number: 'TPCL 1', expiresOn: '2027-01-10' });

    const seen = async (today: string, days: number) =>
      (await listExpiring(t.db, today, days, 1)).rows
        .filter((r) => r.user?.name !== 'Cert Tech')
        .map((r) => `${r.kind === 'licence' ? 'licence' : r.user!.name} ${r.state} ${r.expires_on}`);
    // New Year's Eve, with 14 days: the one expiring that day, the licence; not the deleted user's.
    expect(await seen('2026-12-31', 14)).toEqual(['Expiry Tech NY 2026-12-31', 'licence TX 2027-01-10']);
    // Across the year: the expired one stays until it is renewed or removed.
    expect(await seen('2027-01-05', 14)).toEqual([
      'Expiry Tech NY 2026-12-31',
      'licence TX 2027-01-10',
      'Expiry Tech CT 2027-01-15',
    ]);
    // The end of February reaches into March.
    expect((await seen('2027-02-28', 1)).at(-1)).toBe('Expiry Tech NJ 2027-03-01');
    expect(await seen('2026-11-01', 30)).toEqual([]);
  });

  it('answers the office’s today through the API, at any hour, for Admins only', async () => {
    const tech = await t.createUser({ typeId: Role.Technician, name: 'Soon Tech' });
    expect(t.app.config.APP_TIMEZONE).toBe('America/New_York');
    try {
      for (const c of CLOCK_INSTANTS) {
        t.app.clock = () => new Date(c.at);
        // The last day inside 60 days, and the first day after them, counted from New York's today.
        const saved = await put(tech, [
          { ...NY_7A, expires_on: addDaysTo(c.newYork, 60) },
          { ...NY_7A, state: 'NJ', certification_id: 'C7654321', expires_on: addDaysTo(c.newYork, 61) },
        ]);
        expect(saved.statusCode, saved.body).toBe(200);
        const res = await t.request(admin, { method: 'GET', url: '/api/expiring?days=60&sort=-expires' });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<ExpiringResponse>();
        expect(body.today, `${c.at}: ${c.what}`).toBe(c.newYork);
        const soon = body.rows.filter((r) => r.user?.name === 'Soon Tech').map((r) => r.number);
        expect(soon, `${c.at}: ${c.what}`).toEqual(['C1234567']);
      }
    } finally {
      t.app.clock = () => new Date();
    }
    expect((await t.request(supervisor, { method: 'GET', url: '/api/expiring' })).statusCode).toBe(403);
  });
});
