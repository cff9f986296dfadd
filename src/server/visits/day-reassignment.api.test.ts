import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { DayReassignmentResponse, DayReassignmentSuggestion } from '@shared/schemas/day-reassignment';
import { insertJobAt } from '../day-routes/day-routes.fixtures';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { visitUsers } from '../db/schema/visits';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from './visits.fixtures';

/** Issue 33 item 3: a technician out sick, their day moved to others and back. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
/** Out sick. */
let absent: number;
/** A Technician who signs in, near the day's first visit. */
let tech: Session;
/** Near the day's second visit. */
let carla: number;
/** Near the third visit but with a day already full (1 h, one visit of 1 h). */
let dora: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  absent = await t.createUser({ name: 'Abe Absent' });
  carla = await t.createUser({ name: 'Carla Close' });
  dora = await t.createUser({ name: 'Dora Full' });
  await t.db.update(users).set({ dailyCapacityMinutes: 60 }).where(eq(users.id, dora));
});
afterAll(() => t.close());

const url = (userId: number, tail = '') => `/api/users/${userId}/day-reassignment${tail}`;
const suggest = (session: Session, userId: number, day: string) =>
  t.request(session, { method: 'GET', url: `${url(userId, '/suggestion')}?day=${day}` });
const move = (session: Session, userId: number, payload: unknown) =>
  t.request(session, { method: 'POST', url: url(userId), payload });
const undo = (session: Session, userId: number, payload: unknown) =>
  t.request(session, { method: 'POST', url: url(userId, '/undo'), payload });
async function peopleOf(visitId: number): Promise<number[]> {
  const rows = await t.db.select().from(visitUsers).where(eq(visitUsers.visitId, visitId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * A day of the absent person: visits at 0, 50 and 100 km, one shared with the Technician at 20 km,
 * one under way; the others' own visits at 2 km (Technician), 48 km (Carla) and 101 km (Dora).
 */
async function planDay(day: string, own: number[] = []) {
  const at0 = await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 0, own),
    date: day,
    startTime: '08:00',
    endTime: '10:00',
    people: [absent],
  });
  const at50 = await insertVisit(t.db, { jobId: await insertJobAt(t.db, 50), date: day, people: [absent] });
  const at100 = await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 100),
    date: day,
    startTime: '14:00',
    people: [absent],
  });
  const shared = await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 20),
    date: day,
    people: [absent, tech.userId],
  });
  const underWay = await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 30),
    date: day,
    status: 'in_progress',
    people: [absent],
  });
  const skipped = await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 31),
    date: day,
    status: 'skipped',
    people: [absent],
  });
  await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 2),
    date: day,
    startTime: '12:00',
    people: [tech.userId],
  });
  await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 48),
    date: day,
    startTime: '16:00',
    people: [carla],
  });
  await insertVisit(t.db, {
    jobId: await insertJobAt(t.db, 101),
    date: day,
    startTime: '09:00',
    people: [dora],
  });
  return { at0, at50, at100, shared, underWay, skipped };
}

describe('GET /api/users/:id/day-reassignment/suggestion', () => {
  it('gives each visit to the nearest person with room, a shared visit only loses the absent one', async () => {
    const day = '2026-05-12';
    const v = await planDay(day);
    const res = await suggest(admin, absent, day);
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json<DayReassignmentSuggestion>();
    expect(proposal.technician).toEqual({ id: absent, name: 'Abe Absent' });
    const to = Object.fromEntries(proposal.moves.map((m) => [m.visit.id, m.to?.id ?? null]));
    expect(to).toEqual({
      [v.at0]: tech.userId,
      [v.at50]: carla,
      // Dora is nearest but her hour is taken: Carla, next nearest with room, gets it.
      [v.at100]: carla,
      [v.shared]: null,
    });
    const km = Object.fromEntries(proposal.moves.map((m) => [m.visit.id, m.km]));
    expect(km[v.at0]).toBeCloseTo(2, 0);
    expect(km[v.at50]).toBeCloseTo(2, 0);
    // The 14:00 visit is placed before the any-time one (time order): from Carla's own at 48 km.
    expect(km[v.at100]).toBeCloseTo(52, 0);
    expect(proposal.staying.map((s) => s.id)).toEqual([v.underWay]);
    expect(proposal.targets).toEqual(
      expect.arrayContaining([
        // Their own hour, the shared visit's hour and the two hours from 08:00.
        { id: tech.userId, name: expect.any(String), daily_capacity_hours: 8, load_minutes: 240 },
        { id: carla, name: 'Carla Close', daily_capacity_hours: 8, load_minutes: 180 },
      ]),
    );
    expect(proposal.targets).toHaveLength(2);
  });

  it('goes over someone’s hours only when nobody has room, then to whoever has most', async () => {
    const day = '2026-05-13';
    // Everyone but Dora is full: 8 h each; Dora (1 h) has no visit, so her hour is the most room.
    for (const person of [tech.userId, carla]) {
      await insertVisit(t.db, {
        jobId: await insertJobAt(t.db, 0),
        date: day,
        startTime: '08:00',
        endTime: '16:00',
        people: [person],
      });
    }
    const long = await insertVisit(t.db, {
      jobId: await insertJobAt(t.db, 0),
      date: day,
      startTime: '09:00',
      endTime: '12:00',
      people: [absent],
    });
    const proposal = (await suggest(admin, absent, day)).json<DayReassignmentSuggestion>();
    expect(proposal.moves).toMatchObject([{ visit: { id: long }, to: { id: dora }, km: null }]);
    expect(proposal.targets).toEqual([
      { id: dora, name: 'Dora Full', daily_capacity_hours: 1, load_minutes: 180 },
    ]);
  });

  it('answers an empty day with no moves, and 404 for nobody', async () => {
    const proposal = (await suggest(admin, absent, '2026-06-01')).json<DayReassignmentSuggestion>();
    expect(proposal).toMatchObject({ moves: [], staying: [], targets: [] });
    expect((await suggest(admin, 999999, '2026-06-01')).statusCode).toBe(404);
    expect((await suggest(admin, absent, '2026-02-30')).statusCode).toBe(400);
  });

  it('refuses a Technician (403) and shows a Supervisor their own jobs’ visits only', async () => {
    const day = '2026-05-14';
    const v = await planDay(day, [supervisor.userId]);
    expect((await suggest(tech, absent, day)).statusCode).toBe(403);
    const proposal = (await suggest(supervisor, absent, day)).json<DayReassignmentSuggestion>();
    expect(proposal.moves.map((m) => m.visit.id)).toEqual([v.at0]);
  });
});

describe('POST /api/users/:id/day-reassignment and /undo', () => {
  it('moves the confirmed visits in one audited change, and Undo gives them back', async () => {
    const day = '2026-05-19';
    const v = await planDay(day);
    const proposal = (await suggest(admin, absent, day)).json<DayReassignmentSuggestion>();
    const moves = proposal.moves.map((m) => ({ visit_id: m.visit.id, to: m.to?.id ?? null }));
    const res = await move(admin, absent, { day, moves });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<DayReassignmentResponse>();
    expect(answer.moves).toEqual(moves.map((m) => ({ visit_id: m.visit_id, from: absent, to: m.to })));
    expect(await peopleOf(v.at0)).toEqual([tech.userId]);
    expect(await peopleOf(v.at50)).toEqual([carla]);
    expect(await peopleOf(v.at100)).toEqual([carla]);
    expect(await peopleOf(v.shared)).toEqual([tech.userId]);
    expect(await peopleOf(v.underWay)).toEqual([absent]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_users'), eq(auditLog.userId, admin.userId)));
    expect(audit.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ visit_id: v.at0, user_id: tech.userId }),
    );
    expect(audit.map((a) => a.before)).toContainEqual(
      expect.objectContaining({ visit_id: v.at0, user_id: absent }),
    );

    const back = await undo(admin, absent, {
      day,
      moves: answer.moves.map(({ visit_id, to }) => ({ visit_id, to })),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await peopleOf(v.at0)).toEqual([absent]);
    expect(await peopleOf(v.at50)).toEqual([absent]);
    expect(await peopleOf(v.shared)).toEqual(sorted(absent, tech.userId));
  });

  it('refuses an Undo of a visit changed since (409) and puts nothing back', async () => {
    const day = '2026-05-20';
    const v = await planDay(day);
    const moves = [
      { visit_id: v.at0, to: tech.userId },
      { visit_id: v.at50, to: carla },
    ];
    expect((await move(admin, absent, { day, moves })).statusCode).toBe(200);
    const patched = await t.request(admin, {
      method: 'PATCH',
      url: `/api/visits/${v.at50}`,
      payload: { technician_ids: [dora] },
    });
    expect(patched.statusCode).toBe(200);
    const res = await undo(admin, absent, { day, moves });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'dayReassignment.changed' });
    expect(res.json().message).toContain(String(v.at50));
    expect(await peopleOf(v.at0)).toEqual([tech.userId]);
    expect(await peopleOf(v.at50)).toEqual([dora]);
  });

  it('refuses a bad item with a 400 naming it and moves none of the others', async () => {
    const day = '2026-05-21';
    const v = await planDay(day);
    const otherDay = await insertVisit(t.db, {
      jobId: await insertJobAt(t.db, 0),
      date: '2026-05-22',
      people: [absent],
    });
    const cases: [unknown, string][] = [
      [
        {
          day,
          moves: [
            { visit_id: v.at0, to: carla },
            { visit_id: otherDay, to: carla },
          ],
        },
        'visitNotInDay',
      ],
      [
        {
          day,
          moves: [
            { visit_id: v.at0, to: carla },
            { visit_id: v.underWay, to: carla },
          ],
        },
        'visitNotInDay',
      ],
      [
        {
          day,
          moves: [
            { visit_id: v.at0, to: carla },
            { visit_id: v.skipped, to: carla },
          ],
        },
        'visitNotInDay',
      ],
      [
        {
          day,
          moves: [
            { visit_id: v.at0, to: carla },
            { visit_id: v.at50, to: admin.userId },
          ],
        },
        'targetInvalid',
      ],
      [
        {
          day,
          moves: [
            { visit_id: v.at0, to: carla },
            { visit_id: v.at50, to: absent },
          ],
        },
        'targetInvalid',
      ],
      [
        {
          day,
          moves: [
            { visit_id: v.at0, to: carla },
            { visit_id: v.shared, to: tech.userId },
          ],
        },
        'targetInvalid',
      ],
    ];
    for (const [payload, code] of cases) {
      const res = await move(admin, absent, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: `dayReassignment.${code}` });
    }
    for (const payload of [
      { day, moves: [] },
      {
        day,
        moves: [
          { visit_id: v.at0, to: carla },
          { visit_id: v.at0, to: tech.userId },
        ],
      },
      { day: 'Tuesday', moves: [{ visit_id: v.at0, to: carla }] },
      { day, moves: [{ visit_id: v.at0 }] },
    ]) {
      expect((await move(admin, absent, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await peopleOf(v.at0)).toEqual([absent]);
    expect(await peopleOf(v.at50)).toEqual([absent]);
  });

  it('refuses a Technician (403), and a Supervisor another’s job’s visit without moving their own', async () => {
    const day = '2026-05-26';
    const v = await planDay(day, [supervisor.userId]);
    const moves = [{ visit_id: v.at0, to: carla }];
    expect((await move(tech, absent, { day, moves })).statusCode).toBe(403);
    const mixed = await move(supervisor, absent, { day, moves: [...moves, { visit_id: v.at50, to: carla }] });
    expect(mixed.statusCode).toBe(403);
    expect(await peopleOf(v.at0)).toEqual([absent]);
    const own = await move(supervisor, absent, { day, moves });
    expect(own.statusCode, own.body).toBe(200);
    expect(await peopleOf(v.at0)).toEqual([carla]);
    expect((await undo(tech, absent, { day, moves })).statusCode).toBe(403);
    expect((await undo(supervisor, absent, { day, moves })).statusCode).toBe(200);
    expect(await peopleOf(v.at0)).toEqual([absent]);
  });

  it('answers 409 for an Undo done twice', async () => {
    const day = '2026-05-27';
    const v = await planDay(day);
    const moves = [{ visit_id: v.shared, to: null }];
    expect((await move(admin, absent, { day, moves })).statusCode).toBe(200);
    expect(await peopleOf(v.shared)).toEqual([tech.userId]);
    expect((await undo(admin, absent, { day, moves })).statusCode).toBe(200);
    expect(await peopleOf(v.shared)).toEqual(sorted(absent, tech.userId));
    expect((await undo(admin, absent, { day, moves })).statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(visitUsers)
        .where(inArray(visitUsers.visitId, [v.shared])),
    ).toHaveLength(2);
  });
});
