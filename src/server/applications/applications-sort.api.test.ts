import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { APPLICATION_SORTS, type ApplicationsResponse } from '@shared/schemas/applications';
import { applications } from '../db/schema/applications';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { expectEverySort, expectUnknownSortRefused } from '../test/sort-checks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

type Row = ApplicationsResponse['applications'][number];

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await t.loginAs(Role.Supervisor);
  const template = await insertTemplate(t.db);
  const reportIds: number[] = [];
  for (const name of ['delta', 'Alpha', 'charlie', 'Bravo']) {
    const jobId = await insertAssignedJob(t.db, { name });
    reportIds.push(
      await insertReport(t.db, {
        jobId,
        templateId: template.id,
        userId: supervisor.userId,
        statusId: ReportStatus.Finished,
      }),
    );
  }
  const words = ['Temprid', 'advion', 'Demand', 'maxforce', 'temprid', 'Bifen', 'alpine'];
  await t.db.insert(applications).values(
    Array.from({ length: 32 }, (_, i) => ({
      reportId: reportIds[i % 4]!,
      fieldId: 1,
      position: i,
      listed: true,
      appliedOn: `2027-0${1 + (i % 8)}-1${i % 6}`,
      startTime: '09:00',
      customerName: 'Customer',
      customerAddress: '1 Main St',
      customerPhone: '555',
      locationId: 1,
      locationName: words[(i + 3) % 7]!,
      street: '1 Main St',
      municipality: 'Town',
      county: 'County',
      state: 'NY',
      zip: '10601',
      chemicalId: 1,
      productName: words[i % 7]!,
      epaRegNo: '1-1',
      restrictedUse: false,
      lot: 'L1',
      amount: (i * 7) % 5,
      unit: 'fl oz',
      area: ((i * 3) % 11) * 100.5,
      areaUnit: 'sq ft',
      place: 'Kitchen',
      method: 'Spray',
      targetPests: 'Ants',
      applicatorId: supervisor.userId,
      applicatorName: words[(i + 5) % 7]!,
    })),
  );
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(supervisor, { method: 'GET', url: `/api/applications?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ApplicationsResponse>();
  return { rows: body.applications, total: body.total };
}

describe('GET /api/applications?sort=', () => {
  it('sorts by each column both ways, text without case, page after page', async () => {
    await expectEverySort<Row>({
      page,
      id: (a) => a.id,
      columns: {
        date: (a) => a.applied_on,
        product: (a) => a.product_name,
        amount: (a) => a.amount,
        area: (a) => a.area,
        where: (a) => a.location_name,
        applicator: (a) => a.applicator.name,
        job: (a) => a.job_name,
      },
    });
  });

  it('names the job of each record, for its link', async () => {
    const { rows } = await page('sort=job');
    expect(rows[0]).toMatchObject({ job_name: 'Alpha', job_id: expect.any(Number) });
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(supervisor, { method: 'GET', url: '/api/applications?sort=lot' });
    expectUnknownSortRefused(res, [...APPLICATION_SORTS]);
  });
});
