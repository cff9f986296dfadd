import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { IMPORT_KINDS, IMPORT_SORTS, type ImportSummary } from '@shared/schemas/imports';
import { imports } from '../db/schema/imports';
import { expectEverySort, expectUnknownSortRefused } from '../test/sort-checks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const people = [
    admin.userId,
    await t.createUser({ typeId: Role.Admin, name: 'zoe' }),
    await t.createUser({ typeId: Role.Admin, name: 'Bea' }),
  ];
  const words = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'Foxtrot', 'golf'];
  await t.db.insert(imports).values(
    Array.from({ length: 29 }, (_, i) => ({
      kind: IMPORT_KINDS[i % 3]!,
      fileName: `${words[(i * 2) % 7]}.csv`,
      rows: 10,
      created: (i * 3) % 7,
      updated: (i * 5) % 4,
      changes: [],
      createdBy: people[i % 3]!,
      createdAt: new Date(Date.UTC(2026, 9, 1 + (i % 11), 10)),
    })),
  );
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(admin, { method: 'GET', url: `/api/imports?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<ImportSummary[]>(), total: Number(res.headers['x-total-count']) };
}

describe('GET /api/imports?sort=', () => {
  it('sorts by each column both ways, text without case, page after page', async () => {
    await expectEverySort<ImportSummary>({
      page,
      id: (r) => r.id,
      columns: {
        created_at: (r) => new Date(r.created_at).toISOString(),
        kind: (r) => r.kind,
        file: (r) => r.file_name,
        by: (r) => r.created_by.name,
        created: (r) => r.created,
        updated: (r) => r.updated,
      },
    });
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/imports?sort=rows' });
    expectUnknownSortRefused(res, [...IMPORT_SORTS]);
  });
});
