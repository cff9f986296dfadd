import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import { dayIn } from '@shared/dates';
import type { ActivityResponse } from '@shared/schemas/activity';
import type { Db } from '../db/client';
import { EXACT_COUNT_LIMIT, TRUSTED_ESTIMATE_FACTOR } from '../db/list-count';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { listActivity } from './activity.repository';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  // Whole days are the office's (APP_TIMEZONE): early UTC hours are the day before in New York.
  t = await createTestApp({ APP_TIMEZONE: 'America/New_York' });
  admin = await t.loginAs(Role.Admin);
  other = await t.loginAs(Role.SuperAdmin);
});
afterAll(() => t.close());

async function activity(query = '', session: Session = admin): Promise<ActivityResponse> {
  const res = await t.request(session, { method: 'GET', url: `/api/activity${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const location = (name: string) => ({
  name,
  address: '',
  latitude: 40,
  longitude: -74,
  status_id: Status.Active,
});

async function createLocation(session: Session, name: string): Promise<number> {
  const res = await t.request(session, { method: 'POST', url: '/api/locations', payload: location(name) });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('GET /api/activity', () => {
  it('is for Admins only', async () => {
    for (const role of [Role.Supervisor, Role.Technician]) {
      const res = await t.request(await t.loginAs(role), { method: 'GET', url: '/api/activity' });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request(null, { method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });

  it('lists every change newest first, with who, what changed and the record it belongs to', async () => {
    const id = await createLocation(admin, 'Mill Street Deli');
    await t.request(admin, {
      method: 'PUT',
      url: `/api/locations/${id}`,
      payload: location('Mill Street Cafe'),
    });
    const { entries, total } = await activity();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entity: 'locations',
      entity_id: String(id),
      actor: { id: admin.userId },
      record: { entity: 'locations', id, name: 'Mill Street Cafe' },
      changes: [{ field: 'name', kind: 'text', before: 'Mill Street Deli', after: 'Mill Street Cafe' }],
    });
    expect(entries[1]).toMatchObject({ action: 'insert', entity: 'locations', record: { id } });
    const times = entries.map((e) => Date.parse(String(e.created_at)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by person, kind of record and action, alone and together', async () => {
    const mine = await createLocation(other, 'Other Person Place');
    await t.request(other, {
      method: 'POST',
      url: '/api/delete-location',
      payload: { params: { id: mine } },
    });

    const byPerson = await activity(`?user_id=${other.userId}`);
    expect(byPerson.entries.length).toBeGreaterThanOrEqual(2);
    expect(byPerson.entries.every((e) => e.actor?.id === other.userId)).toBe(true);

    const byEntity = await activity('?entity=locations');
    expect(byEntity.entries.every((e) => e.entity === 'locations')).toBe(true);
    expect(byEntity.entries.map((e) => e.entity_id)).toContain(String(mine));

    const deletes = await activity(`?user_id=${other.userId}&entity=locations&action=delete`);
    expect(deletes.total).toBe(1);
    expect(deletes.entries[0]).toMatchObject({ action: 'delete', entity_id: String(mine), changes: [] });

    expect((await activity(`?user_id=${other.userId}&entity=users`)).total).toBe(0);
  });

  it('filters by whole days in the office time zone', async () => {
    const [row] = await t.db
      .insert(auditLog)
      .values({
        userId: admin.userId,
        action: 'update',
        entity: 'groups',
        entityId: '424242',
        before: { name: 'Late A' },
        after: { name: 'Late B' },
        // 02:30 UTC on March 11th is 10:30 PM on March 10th in New York (EDT from March 8th, 2026).
        createdAt: new Date('2026-03-11T02:30:00Z'),
      })
      .returning({ id: auditLog.id });
    const on = (from: string, to: string) => activity(`?entity=groups&start_date=${from}&end_date=${to}`);
    expect((await on('2026-03-10', '2026-03-10')).entries.map((e) => e.id)).toEqual([row!.id]);
    expect((await on('2026-03-11', '2026-03-11')).total).toBe(0);
    expect((await on('2026-03-01', '2026-03-31')).entries[0]!.changes).toEqual([
      { field: 'name', kind: 'text', before: 'Late A', after: 'Late B' },
    ]);
    const bad = await t.request(admin, {
      method: 'GET',
      url: '/api/activity?start_date=2026-03-12&end_date=2026-03-10',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.request(admin, { method: 'GET', url: '/api/activity?entity=secrets' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.request(admin, { method: 'GET', url: '/api/activity?start_date=2026-02-30' })).statusCode,
    ).toBe(400);
  });

  it('keeps and lists a row two years old: nothing prunes the log', async () => {
    const twoYearsBefore = (d: Date) => new Date(new Date(d).setUTCFullYear(d.getUTCFullYear() - 2));
    // Two years before now, and before each awkward hour (a New York evening is the next day in
    // UTC): each is found on its day in the office's time zone, whatever the hour the test runs at.
    const instants = [new Date(), ...CLOCK_INSTANTS.map((c) => new Date(c.at))].map(twoYearsBefore);
    const rows = await t.db
      .insert(auditLog)
      .values(
        instants.map((createdAt, i) => ({
          userId: admin.userId,
          action: 'update',
          entity: 'jobs',
          entityId: `7${i}`,
          before: { name: 'Ancient' },
          after: { name: 'Still here' },
          createdAt,
        })),
      )
      .returning({ id: auditLog.id });
    // Write more through the API (any pruning on write would run now), then read them back.
    await createLocation(admin, 'After The Old Row');
    for (const [i, at] of instants.entries()) {
      const day = dayIn(at, t.app.config.APP_TIMEZONE);
      const { entries } = await activity(`?entity=jobs&start_date=${day}&end_date=${day}`);
      expect(
        entries.map((e) => e.id),
        `${at.toISOString()} on ${day}`,
      ).toContain(rows[i]!.id);
      const [kept] = await t.db.select().from(auditLog).where(eq(auditLog.id, rows[i]!.id));
      expect(kept?.createdAt.getTime()).toBe(at.getTime());
    }
  });

  it('pages 25 at a time with the total', async () => {
    const person = await t.createUser({ name: 'Paged Person', typeId: Role.Admin });
    await t.db.execute(sql`
      insert into audit_log (user_id, action, entity, entity_id, before, after, created_at)
      select ${person}, 'update', 'templates', g::text, '{"name":"a"}', '{"name":"b"}',
             now() - make_interval(mins => g)
      from generate_series(1, 30) g`);
    const first = await activity(`?user_id=${person}`);
    expect(first.total).toBe(30);
    expect(first.entries.map((e) => e.entity_id)).toEqual(
      Array.from({ length: 25 }, (_, i) => String(i + 1)),
    );
    const second = await activity(`?user_id=${person}&page=2`);
    expect(second.entries.map((e) => e.entity_id)).toEqual(['26', '27', '28', '29', '30']);
    expect(second.entries[0]!.actor).toEqual({ id: person, name: 'Paged Person' });
    const [named] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, person));
    expect(named!.name).toBe('Paged Person');
  });
});

describe('the total of a long trail', () => {
  it('is the statistics’ estimate, with no count read, once they know of far more than the cap', async () => {
    // 120,000 entries in a transaction that is rolled back, analyzed so the planner knows them;
    // each statement sent is kept.
    const sent: string[] = [];
    const done = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into audit_log (action, entity, entity_id, created_at)
        select 'update', 'jobs', g::text, now() - g * interval '1 minute' from generate_series(1, 120000) g`);
      await tx.execute(sql`analyze audit_log`);
      const watched = new Proxy<Db>(tx, {
        get: (target, prop, receiver) =>
          prop === 'execute'
            ? (query: SQL) => {
                sent.push(new PgDialect().sqlToQuery(query).sql);
                return target.execute(query);
              }
            : (Reflect.get(target, prop, receiver) as unknown),
      });
      const answer = await listActivity(
        watched,
        { page: 1, sort: undefined, start_date: undefined, end_date: undefined },
        'America/New_York',
      );
      expect(answer.total_estimated).toBe(true);
      expect(answer.total).toBeGreaterThan(TRUSTED_ESTIMATE_FACTOR * EXACT_COUNT_LIMIT);
      expect(answer.entries).toHaveLength(PAGE_SIZE);
      tx.rollback();
    });
    await expect(done).rejects.toThrow(/rollback/i);
    expect(sent.some((text) => /count\(\*\)/.test(text))).toBe(false);
  });
});
