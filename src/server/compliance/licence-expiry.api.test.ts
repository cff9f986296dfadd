import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, Filing, ReadinessResponse } from '@shared/schemas/compliance';
import {
  RECORD_DAY_MORNING,
  recordDayClock,
  recordOfReport,
  type RecordsScene,
  recordsScene,
  reportWithRecord,
} from '../applications/applications.fixtures';
import { companyLicences } from '../db/schema/company';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 30, defect 8: a record made after the company's business licence in its state ran out is
// flagged on the record, in the readiness list and in the register, and stays flagged.
let t: TestApp;
let scene: RecordsScene;

beforeAll(async () => {
  t = await createTestApp({}, { clock: recordDayClock });
  scene = await recordsScene(t);
  // Ran out at the end of January; the records are made on 10 March 2027.
  await t.db.insert(companyLicences).values({ state: 'NY', number: 'NY-BL-7781', expiresOn: '2027-01-31' });
});
afterAll(() => t.close());

/** A finished report with one complete record; the record's id. */
async function finishedRecord(): Promise<number> {
  const id = await reportWithRecord(t, scene, RECORD_DAY_MORNING);
  // A warning, not a refusal: the work was done; the office answers for the gap.
  const submitted = await t.request(scene.tech, { method: 'POST', url: `/api/reports/${id}/submit` });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const finished = await t.request(scene.admin, { method: 'POST', url: `/api/reports/${id}/finish` });
  expect(finished.statusCode, finished.body).toBe(200);
  return recordOfReport(t.db, id);
}
const record = async (id: number) =>
  (await t.request(scene.admin, { method: 'GET', url: `/api/applications/${id}` })).json<ApplicationDetail>();
const licenceProblems = async () => {
  const res = await t.request(scene.admin, {
    method: 'GET',
    url: '/api/compliance/readiness?state=NY&from=2027-01-01&to=2027-12-31',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReadinessResponse>().problems.filter((p) => p.part === 'business_licence');
};

describe('a business licence that had run out', () => {
  it('flags the record, the readiness list and the register, and the flag outlives a renewal', async () => {
    const expired = await finishedRecord();
    expect(await record(expired)).toMatchObject({
      business_licence: 'NY-BL-7781',
      business_licence_expired_on: '2027-01-31',
    });
    expect(await licenceProblems()).toEqual([
      expect.objectContaining({
        application_id: expired,
        code: 'compliance.licenceExpired',
        params: { state: 'NY', number: 'NY-BL-7781', day: '01/31/2027' },
      }),
    ]);

    const made = await t.request(scene.admin, {
      method: 'POST',
      url: '/api/compliance/filings',
      payload: { state: 'US', from: '2027-03-01', to: '2027-03-31', kind: 'register-csv', force: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    const file = await t.request(scene.admin, {
      method: 'GET',
      url: `/api/compliance/filings/${made.json<Filing>().id}/file`,
    });
    expect(file.body).toContain('NY-BL-7781 (expired on 01/31/2027)');

    // Renewed later: what was true on the day stays on the record; a record made now is not flagged.
    await t.db
      .update(companyLicences)
      .set({ expiresOn: '2028-01-31' })
      .where(eq(companyLicences.state, 'NY'));
    expect((await record(expired)).business_licence_expired_on).toBe('2027-01-31');
    const current = await finishedRecord();
    expect((await record(current)).business_licence_expired_on).toBeNull();
    expect((await licenceProblems()).map((p) => p.application_id)).toEqual([expired]);
  });
});
