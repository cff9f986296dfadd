import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit-fields';
import { Role } from '@shared/constants';
import { ACTIVITY_SORTS, type ActivityEntry, type ActivityResponse } from '@shared/schemas/activity';
import { auditLog } from '../db/schema/audit';
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
    null,
  ];
  // Chemicals' rows written straight into the log: the test's own, away from the users it made.
  await t.db.insert(auditLog).values(
    Array.from({ length: 34 }, (_, i) => ({
      userId: people[i % 4],
      action: AUDIT_ACTIONS[(i * 3) % 5]!,
      entity: 'chemicals',
      entityId: String(900_000 + i),
      before: { name: 'Old' },
      after: { name: 'New' },
      createdAt: new Date(Date.UTC(2026, 8, 1 + (i % 13), 12, i % 2)),
    })),
  );
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(admin, { method: 'GET', url: `/api/activity?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ActivityResponse>();
  return { rows: body.entries, total: body.total };
}

describe('GET /api/activity?sort=', () => {
  it('sorts by when, who and action both ways, nulls (the system) last, page after page', async () => {
    await expectEverySort<ActivityEntry>(
      {
        page,
        id: (e) => e.id,
        columns: {
          when: (e) => new Date(e.created_at).toISOString(),
          who: (e) => e.actor?.name ?? null,
          action: (e) => AUDIT_ACTIONS.indexOf(e.action),
        },
      },
      '&entity=chemicals',
    );
  });

  it('sorts the whole log too, each row once', async () => {
    const first = await page('page=1&sort=-who');
    const second = await page('page=2&sort=-who');
    const ids = [...first.rows, ...second.rows].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.total).toBeGreaterThan(34);
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/activity?sort=entity' });
    expectUnknownSortRefused(res, [...ACTIVITY_SORTS]);
  });
});
