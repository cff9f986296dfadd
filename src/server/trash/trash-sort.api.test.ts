import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { TRASH_SORTS, type TrashItem, type TrashResponse } from '@shared/schemas/trash';
import { chemicals } from '../db/schema/chemicals';
import { locations } from '../db/schema/locations';
import { expectEverySort, expectUnknownSortRefused } from '../test/sort-checks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const people = [
    await t.createUser({ typeId: Role.Admin, name: 'zed' }),
    await t.createUser({ typeId: Role.Admin, name: 'Amy' }),
    null,
  ];
  const words = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'Foxtrot', 'golf'];
  // Deleted hours ago (the Trash keeps 30 days), some at one instant, so kind and id break ties.
  const deleted = (i: number) => ({
    deletedAt: new Date(Date.now() - (1 + (i % 9)) * HOUR),
    deletedBy: people[i % 3],
  });
  await t.db.insert(locations).values(
    Array.from({ length: 16 }, (_, i) => ({
      name: words[i % 7]!,
      address: '1 Main St',
      latitude: 40,
      longitude: -74,
      statusId: Status.Active,
      ...deleted(i),
    })),
  );
  await t.db
    .insert(chemicals)
    .values(Array.from({ length: 14 }, (_, i) => ({ name: words[(i * 3) % 7]!, ...deleted(i + 1) })));
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(admin, { method: 'GET', url: `/api/trash?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<TrashResponse>();
  return { rows: body.items, total: body.total };
}

const byKindThenId = (a: TrashItem, b: TrashItem) =>
  a.entity === b.entity ? a.id - b.id : a.entity < b.entity ? -1 : 1;

describe('GET /api/trash?sort=', () => {
  it('sorts by each column both ways across kinds, text without case, page after page', async () => {
    await expectEverySort<TrashItem>({
      page,
      id: (item) => `${item.entity}:${item.id}`,
      tie: byKindThenId,
      columns: {
        kind: (item) => item.entity,
        name: (item) => item.name,
        deleted_at: (item) => new Date(item.deleted_at).toISOString(),
        deleted_by: (item) => item.deleted_by?.name ?? null,
      },
    });
  });

  it('sorts one kind', async () => {
    const { rows } = await page('entity=chemicals&sort=-name');
    expect(rows).toHaveLength(14);
    const names = rows.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/trash?sort=id' });
    expectUnknownSortRefused(res, [...TRASH_SORTS]);
  });
});
