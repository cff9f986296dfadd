import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { ACTION_PRIORITIES, ACTION_STATUSES } from '@shared/action-statuses';
import { ACTION_SORTS, type ActionRow, type ActionsResponse } from '@shared/schemas/corrective-actions';
import { jobs } from '../db/schema/jobs';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { expectEverySort, expectUnknownSortRefused } from '../test/sort-checks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAction } from './corrective-actions.fixtures';

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await t.loginAs(Role.Supervisor);
  const people = [
    await t.createUser({ name: 'zed' }),
    await t.createUser({ name: 'Amy' }),
    await t.createUser({ name: 'bob' }),
    null,
  ];
  const places: number[] = [];
  for (const name of ['delta', 'Alpha', 'charlie', 'Bravo']) {
    const jobId = await insertAssignedJob(t.db, { locationName: name });
    const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
    places.push(job!.locationId);
  }
  const titles = ['Seal', 'fix', 'Bait', 'clean', 'seal', 'Trap', 'bait'];
  for (let i = 0; i < 31; i += 1) {
    await insertAction(t.db, {
      title: titles[i % titles.length],
      locationId: places[i % 4]!,
      assigneeId: people[i % 4],
      createdBy: supervisor.userId,
      dueDate: i % 5 === 0 ? null : `2026-0${1 + (i % 9)}-1${i % 7}`,
      priority: ACTION_PRIORITIES[i % 3],
      status: ACTION_STATUSES[(i * 7) % 4],
    });
  }
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.request(supervisor, { method: 'GET', url: `/api/corrective-actions?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ActionsResponse>();
  return { rows: body.actions, total: body.total };
}

describe('GET /api/corrective-actions?sort=', () => {
  it('sorts by each column both ways, text without case, nulls last, page after page', async () => {
    await expectEverySort<ActionRow>({
      page,
      id: (a) => a.id,
      columns: {
        title: (a) => a.title,
        location: (a) => a.location.name,
        assignee: (a) => a.assignee?.name ?? null,
        due_date: (a) => a.due_date,
        priority: (a) => ACTION_PRIORITIES.indexOf(a.priority),
        status: (a) => ACTION_STATUSES.indexOf(a.status),
      },
    });
  });

  it('sorts a filtered list and keeps newest first without a sort', async () => {
    const { rows } = await page('status=open&sort=-title');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((a) => a.status === 'open')).toBe(true);
    const titles = rows.map((a) => a.title.toLowerCase());
    expect(titles).toEqual([...titles].sort().reverse());
    const own = (await page('page=1')).rows.map((a) => a.id);
    expect(own).toEqual([...own].sort((a, b) => b - a));
  });

  it('refuses a column it does not sort by, naming those it does', async () => {
    const res = await t.request(supervisor, {
      method: 'GET',
      url: '/api/corrective-actions?sort=description',
    });
    expectUnknownSortRefused(res, [...ACTION_SORTS]);
  });
});
