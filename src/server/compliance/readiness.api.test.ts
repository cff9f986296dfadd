import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { applications } from '../db/schema/applications';
import { userCertifications } from '../db/schema/certifications';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertFinished, insertFinishedReport } from './compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { readiness, readinessTotal } from './readiness';

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

/** The home page's count is the list's count after every kind of change it rests on. */
async function sameAsTheList(expected: number) {
  expect(await readinessTotal(t.db, YEAR)).toBe(expected);
  expect((await readiness(t.db, YEAR)).total).toBe(expected);
}

describe("the home page's count of problems", () => {
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
