import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { DayRouteResponse, DayRouteSuggestion } from '@shared/schemas/day-routes';
import type { MyVisitsResponse } from '@shared/schemas/visits';
import { companySettings } from '../db/schema/company';
import { visitUsers } from '../db/schema/visits';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from '../visits/visits.fixtures';
import { insertJobAt } from './day-routes.fixtures';

/** Issue 33 item 2: a technician's day in order, a proposal of the shortest, saved and undone. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let otherSupervisor: Session;
let tech: Session;
let tech2: Session;
const DAY = '2026-04-14';
/** The day's visits as planned: at 0, 30, 10 and 20 km along one road, in that (time) order. */
let v0: number;
let v30: number;
let v10: number;
let v20: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  otherSupervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  tech2 = await t.loginAs(Role.Technician);
  const people = [tech.userId];
  const own = [supervisor.userId, tech.userId];
  v0 = await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 0, own),
    date: DAY,
    startTime: '08:00',
    people,
  });
  v30 = await insertVisit(t.db, { jobId: await insertJobAt(t.db, 30, own), date: DAY, people });
  v10 = await insertVisit(t.db, { jobId: await insertJobAt(t.db, 10, own), date: DAY, people });
  v20 = await insertVisit(t.db, { jobId: await insertJobAt(t.db, 20, own), date: DAY, people });
  // Skipped: not a stop. Another day, and another person's visit: not in this day.
  await insertVisit(t.db, { jobId: await insertJobAt(t.db, 90, own), date: DAY, status: 'skipped', people });
  await insertVisit(t.db, { jobId: await insertJobAt(t.db, 60, own), date: '2026-04-15', people });
  await insertVisit(t.db, { jobId: await insertJobAt(t.db, 70), date: DAY, people: [tech2.userId] });
});
afterAll(() => t.close());

const url = (userId: number, tail = '') => `/api/users/${userId}/day-route${tail}`;
const read = (session: Session, userId: number, day = DAY) =>
  t.request(session, { method: 'GET', url: `${url(userId)}?day=${day}` });
const suggest = (session: Session, userId: number, day = DAY) =>
  t.request(session, { method: 'GET', url: `${url(userId, '/suggestion')}?day=${day}` });
const save = (session: Session, userId: number, payload: unknown) =>
  t.request(session, { method: 'PUT', url: url(userId), payload });
const ids = (route: DayRouteResponse) => route.stops.map((s) => s.visit.id);
const positions = async (userId: number) =>
  (
    await t.db
      .select({ visitId: visitUsers.visitId, position: visitUsers.routePosition })
      .from(visitUsers)
      .where(eq(visitUsers.userId, userId))
  ).filter((r) => r.position !== null);

describe('GET /api/users/:id/day-route', () => {
  it('answers the day in time order with the km between stops and the total', async () => {
    const res = await read(admin, tech.userId);
    expect(res.statusCode).toBe(200);
    const route = res.json<DayRouteResponse>();
    expect(route).toMatchObject({ technician: { id: tech.userId }, day: DAY, ordered: false });
    expect(ids(route)).toEqual([v0, v30, v10, v20]);
    expect(route.stops.map((s) => s.km_from_previous?.toFixed(0) ?? null)).toEqual([null, '30', '20', '10']);
    expect(route.total_km).toBeCloseTo(60, 0);
    expect(route.stops[0]).toMatchObject({ latitude: 40.7, longitude: -74 });
  });

  it('answers an empty day with no stops', async () => {
    const route = (await read(admin, tech.userId, '2026-04-20')).json<DayRouteResponse>();
    expect(route.stops).toEqual([]);
    expect(route.total_km).toBe(0);
  });

  it('lets a Technician read their own day only, and a Supervisor days of their own jobs', async () => {
    expect((await read(tech, tech.userId)).statusCode).toBe(200);
    const other = await read(tech2, tech.userId);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('dayRoute.notYours');
    expect((await read(supervisor, tech.userId)).statusCode).toBe(200);
    const notOwn = await read(otherSupervisor, tech.userId);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().code).toBe('dayRoute.supervisorOnlyOwn');
    // tech2's day is of a job no Supervisor has: only Admins and tech2 read it.
    expect((await read(supervisor, tech2.userId)).statusCode).toBe(403);
  });

  it('refuses a bad day and an unknown person with 4xx', async () => {
    expect((await read(admin, tech.userId, '2026-02-30')).statusCode).toBe(400);
    expect((await read(admin, tech.userId, 'tomorrow')).statusCode).toBe(400);
    const missing = await read(admin, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('notFound.user');
  });
});

describe('GET /api/users/:id/day-route/suggestion', () => {
  it('proposes the shortest order that keeps the 08:00 visit first, saving nothing', async () => {
    const res = await suggest(admin, tech.userId);
    expect(res.statusCode).toBe(200);
    const proposal = res.json<DayRouteSuggestion>();
    expect(proposal.visit_ids).toEqual([v0, v10, v20, v30]);
    expect(proposal.current_km).toBeCloseTo(60, 0);
    expect(proposal.total_km).toBeCloseTo(30, 0);
    expect(proposal.saved_km).toBeCloseTo(30, 0);
    expect(proposal.late_visit_ids).toEqual([]);
    expect(await positions(tech.userId)).toEqual([]);
  });

  it('keeps a visit at its time over a shorter path', async () => {
    // 30 km is an hour's drive: the visit at 10 km fixed at 09:10 comes before the one at 20 km.
    const person = await t.loginAs(Role.Technician);
    const p = [person.userId];
    const a = await insertVisit(t.db, {
      jobId: await insertJobAt(t.db, 0),
      date: DAY,
      startTime: '08:00',
      people: p,
    });
    const far = await insertVisit(t.db, {
      jobId: await insertJobAt(t.db, 20),
      date: DAY,
      startTime: '09:30',
      people: p,
    });
    const near = await insertVisit(t.db, {
      jobId: await insertJobAt(t.db, 10),
      date: DAY,
      startTime: '13:00',
      people: p,
    });
    const proposal = (await suggest(admin, person.userId)).json<DayRouteSuggestion>();
    // 0 → 10 → 20 would drive 20 km but do the 13:00 visit before the 09:30 one.
    expect(proposal.visit_ids).toEqual([a, far, near]);
    expect(proposal.saved_km).toBe(0);
  });

  it('is refused to Technicians and to Supervisors of other jobs', async () => {
    expect((await suggest(tech, tech.userId)).statusCode).toBe(403);
    expect((await suggest(otherSupervisor, tech.userId)).statusCode).toBe(403);
    expect((await suggest(supervisor, tech.userId)).statusCode).toBe(200);
  });

  it('refuses a bad day (400) and a day longer than the solver takes (409), naming the limit', async () => {
    expect((await suggest(admin, tech.userId, '2026-13-01')).statusCode).toBe(400);
    const busy = await t.loginAs(Role.Technician);
    const jobId = await insertJobAt(t.db, 1);
    for (let i = 0; i < 26; i++) await insertVisit(t.db, { jobId, date: DAY, people: [busy.userId] });
    const res = await suggest(admin, busy.userId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'dayRoute.tooMany', params: { max: 25 } });
  });

  it('reads the working day from the company settings', async () => {
    // Any-time visits fill the working day: with a day ending at 08:30, only one fits after 08:00.
    await t.db.update(companySettings).set({ workDayStart: '06:00', workDayEnd: '08:30' });
    try {
      const proposal = (await suggest(admin, tech.userId)).json<DayRouteSuggestion>();
      expect(proposal.late_visit_ids.length).toBeGreaterThan(0);
    } finally {
      await t.db.update(companySettings).set({ workDayStart: '07:00', workDayEnd: '18:00' });
    }
  });
});

describe('PUT /api/users/:id/day-route', () => {
  it('saves the order as stop numbers, shown on the day and on Today, and Undo drops it', async () => {
    const res = await save(supervisor, tech.userId, { day: DAY, visit_ids: [v0, v10, v20, v30] });
    expect(res.statusCode).toBe(200);
    const route = res.json<DayRouteResponse>();
    expect(route.ordered).toBe(true);
    expect(ids(route)).toEqual([v0, v10, v20, v30]);
    expect(route.total_km).toBeCloseTo(30, 0);
    const mine = await t.request(tech, { method: 'GET', url: `/api/my-visits?day=${DAY}` });
    const stops = new Map(mine.json<MyVisitsResponse>().visits.map((v) => [v.id, v.stop]));
    expect([v0, v10, v20, v30].map((id) => stops.get(id))).toEqual([1, 2, 3, 4]);
    expect([...stops.values()].filter((s) => s === null)).toHaveLength(1); // the skipped one

    const undo = await save(supervisor, tech.userId, { day: DAY, visit_ids: null });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<DayRouteResponse>().ordered).toBe(false);
    expect(ids(undo.json<DayRouteResponse>())).toEqual([v0, v30, v10, v20]);
    expect(await positions(tech.userId)).toEqual([]);
  });

  it('Undo of a second order puts the first back', async () => {
    await save(admin, tech.userId, { day: DAY, visit_ids: [v0, v10, v20, v30] });
    await save(admin, tech.userId, { day: DAY, visit_ids: [v0, v30, v20, v10] });
    const back = await save(admin, tech.userId, { day: DAY, visit_ids: [v0, v10, v20, v30] });
    expect(ids(back.json<DayRouteResponse>())).toEqual([v0, v10, v20, v30]);
    await save(admin, tech.userId, { day: DAY, visit_ids: null });
  });

  it('refuses an order that is not the day as it is now, writing nothing', async () => {
    const cases = [
      [v0, v10, v20], // one missing
      [v0, v10, v20, v30, 987654], // one that is not there
      [v0, v10, v20, v30 + 1000],
    ];
    for (const visit_ids of cases) {
      const res = await save(admin, tech.userId, { day: DAY, visit_ids });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('dayRoute.changed');
    }
    // Another person's visit of the same day is not this day's.
    const theirs = await read(admin, tech2.userId);
    const other = theirs.json<DayRouteResponse>().stops[0]!.visit.id;
    const res = await save(admin, tech.userId, { day: DAY, visit_ids: [v0, v10, v20, other] });
    expect(res.statusCode).toBe(409);
    expect(await positions(tech.userId)).toEqual([]);
  });

  it('refuses bad input with 400 and roles with 403', async () => {
    const repeat = await save(admin, tech.userId, { day: DAY, visit_ids: [v0, v0, v10, v20] });
    expect(repeat.statusCode).toBe(400);
    expect((await save(admin, tech.userId, { day: '14/04/2026', visit_ids: null })).statusCode).toBe(400);
    expect((await save(admin, tech.userId, { day: DAY, visit_ids: ['x'] })).statusCode).toBe(400);
    expect((await save(admin, tech.userId, { day: DAY })).statusCode).toBe(400);
    expect((await save(tech, tech.userId, { day: DAY, visit_ids: null })).statusCode).toBe(403);
    const notOwn = await save(otherSupervisor, tech.userId, { day: DAY, visit_ids: [v0, v10, v20, v30] });
    expect(notOwn.statusCode).toBe(403);
    expect(await positions(tech.userId)).toEqual([]);
  });

  it('drops a visit’s stop number when it moves to another day', async () => {
    await save(admin, tech.userId, { day: DAY, visit_ids: [v0, v10, v20, v30] });
    const moved = await t.request(admin, {
      method: 'PATCH',
      url: `/api/visits/${v30}`,
      payload: { date: '2026-04-16' },
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.db
      .select({ position: visitUsers.routePosition })
      .from(visitUsers)
      .where(and(eq(visitUsers.visitId, v30), eq(visitUsers.userId, tech.userId)));
    expect(row!.position).toBeNull();
    const route = (await read(admin, tech.userId)).json<DayRouteResponse>();
    expect(ids(route)).toEqual([v0, v10, v20]);
    await t.request(admin, { method: 'PATCH', url: `/api/visits/${v30}`, payload: { date: DAY } });
    await save(admin, tech.userId, { day: DAY, visit_ids: null });
  });
});
