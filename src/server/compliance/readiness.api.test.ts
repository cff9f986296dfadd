import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { applications } from '../db/schema/applications';
import { userCertifications } from '../db/schema/certifications';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertFinished, insertFinishedReport } from './compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { keptReadiness, readiness, readinessTotal } from './readiness';

let t: TestApp;
let reportId: number;
let userId: number;
const YEAR = { state: 'NY', from: '2026-01-01', to: '2026-12-31' } as const;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.loginAs(Role.Technician)).userId;
  reportId = await insertFinishedReport(t.db, userId);
});
afterAll(() => t.close());

const record = (over = {}) =>
  frozenRecord({
    report_id: reportId,
    applied_on: '2026-03-03',
    applicator: { id: userId, name: 'Oscar' },
    ...over,
  });

/**
 * The home page's count and the list's page, both kept, are the list read afresh after every kind
 * of change they rest on.
 */
async function sameAsTheList(expected: number) {
  const fresh = await readiness(t.db, YEAR);
  expect(fresh.total).toBe(expected);
  expect(await readinessTotal(t.db, YEAR)).toBe(expected);
  expect(await keptReadiness(t.db, YEAR)).toEqual(fresh);
}

describe("the readiness list and the home page's count of problems, kept", () => {
  it('follows new records, corrections, certifications recorded late and records leaving the list', async () => {
    await sameAsTheList(0);
    const [bad] = await insertFinished(t.db, [record({ county: 'Brooklyn' })]);
    await sameAsTheList(1);
    await t.db
      .update(applications)
      .set({ county: 'Kings', correctedAt: new Date() })
      .where(eq(applications.id, bad!));
    await sameAsTheList(0);
    await insertFinished(t.db, [record({ applicator_certification: null })]);
    await sameAsTheList(1);
    await t.db.insert(userCertifications).values({
      userId,
      state: 'NY',
      certificationId: 'C1',
      category: '7A',
      expiresOn: '2030-01-01',
    });
    await sameAsTheList(0);
    const [other] = await insertFinished(t.db, [record({ zip: '1' })]);
    await sameAsTheList(1);
    await t.db.update(applications).set({ listed: false }).where(eq(applications.id, other!));
    await sameAsTheList(0);
  });
});

describe('the readiness list read again', () => {
  it('is not read again while nothing it rests on changed, and is when a record comes', async () => {
    const scope = { state: 'NY', from: '2025-01-01', to: '2025-12-31' } as const;
    await insertFinished(t.db, [record({ applied_on: '2025-05-05', county: 'Brooklyn' })]);
    const first = await keptReadiness(t.db, scope);
    expect(first.total).toBe(1);
    // The same answer, not one read again: the records' rows are not read.
    expect(await keptReadiness(t.db, scope)).toBe(first);
    await insertFinished(t.db, [record({ applied_on: '2025-06-06', zip: '1' })]);
    const second = await keptReadiness(t.db, scope);
    expect(second).not.toBe(first);
    expect(second.total).toBe(2);
    expect(second.problems.map((p) => p.applied_on)).toEqual(['2025-05-05', '2025-06-06']);
  });
});
