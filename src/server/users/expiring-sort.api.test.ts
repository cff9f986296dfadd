import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { EXPIRING_SORTS, type ExpiringResponse, type ExpiringRow } from '@shared/schemas/certifications';
import { userCertifications } from '../db/schema/certifications';
import { companyLicences } from '../db/schema/company';
import { expectEverySort, expectUnknownSortRefused } from '../test/sort-checks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const people = [
    await t.createUser({ name: 'zed' }),
    await t.createUser({ name: 'Amy' }),
    await t.createUser({ name: 'bob' }),
  ];
  const states = ['NY', 'NJ', 'CT', 'PA', 'MA'];
  const words = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'Foxtrot', 'golf'];
  // Expired years ago, so the list shows them whatever today is; some on one day.
  await t.db.insert(userCertifications).values(
    Array.from({ length: 27 }, (_, i) => ({
      userId: people[i % 3]!,
      state: states[i % 5]!,
      certificationId: `${words[(i * 2) % 7]}${i}`,
      category: `${words[(i * 3) % 7]}${i % 4}`,
      expiresOn: `2020-0${1 + (i % 9)}-15`,
    })),
  );
  await t.db.insert(companyLicences).values([
    { state: 'NY', number: 'Licence1', expiresOn: '2020-03-15' },
    { state: 'VT', number: 'bizlic', expiresOn: '2020-01-15' },
    { state: 'ME', number: 'Zeta', expiresOn: '2020-09-15' },
  ]);
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(admin, { method: 'GET', url: `/api/expiring?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ExpiringResponse>();
  return { rows: body.rows, total: body.total };
}

const byKindThenId = (a: ExpiringRow, b: ExpiringRow) =>
  a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1;

describe('GET /api/expiring?sort=', () => {
  it('sorts by each column both ways, text without case, the business last by whose, page after page', async () => {
    await expectEverySort<ExpiringRow>({
      page,
      id: (r) => `${r.kind}:${r.id}`,
      tie: byKindThenId,
      columns: {
        expires: (r) => r.expires_on,
        whose: (r) => r.user?.name ?? null,
        state: (r) => r.state,
        number: (r) => r.number,
        category: (r) => r.category,
      },
    });
  });

  it('stays soonest first without a sort', async () => {
    const { rows } = await page('page=1');
    const days = rows.map((r) => r.expires_on);
    expect(days).toEqual([...days].sort());
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/expiring?sort=kind' });
    expectUnknownSortRefused(res, [...EXPIRING_SORTS]);
  });
});
