import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ActivityResponse } from '@shared/schemas/activity';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { exportCsv, exportIds, listIds } from './export.fixtures';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  other = await t.loginAs(Role.Admin);
  for (let i = 0; i < 30; i += 1) {
    const id = await insertLocation(t.db, { name: `Pier ${i}` });
    const res = await t.request(i % 3 ? admin : other, {
      method: 'PUT',
      url: `/api/locations/${id}`,
      payload: {
        name: `Dock ${i}`,
        address: `${i} Main Street`,
        latitude: 40.7,
        longitude: -74,
        status_id: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const activityIds = (query: string) =>
  listIds(t, admin, `/api/activity${query}`, (body: ActivityResponse) => body.entries.map((e) => e.id));

describe('the Activity export', () => {
  it('holds exactly the rows the Activity list shows for the same filters, in its order', async () => {
    for (const query of ['', `?user_id=${admin.userId}&entity=locations`, '?action=update']) {
      const expected = await activityIds(query);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(await exportIds(t, admin, 'activity', query.replace('?', '&'))).toEqual(expected);
    }
  });

  it('writes who changed what, each change as "Field: before → after"', async () => {
    const { headings, rows } = await exportCsv(
      t,
      admin,
      'activity',
      `&user_id=${other.userId}&action=update`,
    );
    expect(headings).toEqual(['When', 'Who', 'Action', 'Kind', 'Record ID', 'What', 'Changes', 'ID']);
    expect(rows).toHaveLength(10);
    const row = rows.find((r) => (r.Changes ?? '').includes('Pier 0'))!;
    expect(row.Kind).toBe('locations');
    expect(row.Changes ?? '').toContain('Pier 0 → Dock 0');
  });

  it('is for Admins, like the Activity page', async () => {
    const supervisor = await t.loginAs(Role.Supervisor);
    const res = await t.request(supervisor, { method: 'GET', url: '/api/export/activity?format=csv' });
    expect(res.statusCode).toBe(403);
  });
});
