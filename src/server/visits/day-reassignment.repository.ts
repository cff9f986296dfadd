import { and, eq, isNull, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type {
  DayReassignmentResponse,
  DayReassignmentSuggestion,
  dayReassignmentBody,
} from '@shared/schemas/day-reassignment';
import type { VisitRow } from '@shared/schemas/visits';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { badRequest, conflict, notFound } from '../http/errors';
import { type Candidate, type DayVisit, planMoves, type Stop } from './day-reassignment-plan';
import { SOONEST_FIRST, visitRows } from './visit-rows';
import { updateVisit } from './visits.repository';
import { ownJobSql } from '../db/job-scope';

type Actor = Pick<SessionUser, 'id' | 'typeId'>;
type Body = z.output<typeof dayReassignmentBody>;

async function personOf(db: Db, userId: number): Promise<{ id: number; name: string }> {
  const [person] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!person) throw notFound('user');
  return person;
}

/** The person's visits of the day on live jobs, skipped ones aside; a Supervisor's own jobs' only. */
function visitsOfDay(db: Db, userId: number, day: string, actor: Actor): Promise<VisitRow[]> {
  const own = actor.typeId === Role.Supervisor ? sql`and ${ownJobSql(actor.id)}` : sql``;
  return visitRows(
    db,
    sql`v.date = ${day}::date and j.deleted_at is null and v.status <> 'skipped' ${own}
      and exists (select 1 from visit_users vu where vu.visit_id = v.id and vu.user_id = ${userId})`,
    SOONEST_FIRST,
  );
}

interface PlaceRow {
  visit_id: number;
  latitude: number;
  longitude: number;
}

/** Where each visit is: its job's location. */
async function placesOf(db: Db, visitIds: number[]): Promise<Map<number, PlaceRow>> {
  if (visitIds.length === 0) return new Map();
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select v.id as visit_id, l.latitude, l.longitude from visits v
      join jobs j on j.id = v.job_id join locations l on l.id = j.location_id
      where v.id in (${sql.join(visitIds, sql`, `)})`,
  );
  return new Map(rows.map((r) => [r.visit_id, r]));
}

/**
 * Every active Technician with their hours and their visits of the day (every job's, whoever
 * asks: a person's day is as full as it is, whichever office planned it).
 */
async function candidatesOf(db: Db, day: string): Promise<Candidate[]> {
  const people = await db
    .select({ id: users.id, name: users.name, capacityMinutes: users.dailyCapacityMinutes })
    .from(users)
    .where(
      and(eq(users.typeId, Role.Technician), eq(users.statusId, Status.Active), isNull(users.deletedAt)),
    );
  const stops = await queryRows<Stop & { user_id: number }>(
    db,
    sql`select vu.user_id, v.start_time, v.end_time, l.latitude, l.longitude
      from visit_users vu join visits v on v.id = vu.visit_id
      join jobs j on j.id = v.job_id join locations l on l.id = j.location_id
      join users u on u.id = vu.user_id
      where v.date = ${day}::date and v.status <> 'skipped' and j.deleted_at is null
      and u.type_id = ${Role.Technician} and u.status_id = ${Status.Active} and u.deleted_at is null`,
  );
  return people.map((p) => ({ ...p, stops: stops.filter((s) => s.user_id === p.id) }));
}

/**
 * A proposal for the person's day (decision 0065): each visit still to do goes to another
 * active Technician with room, nearest first (day-reassignment-plan.ts). Saves nothing.
 */
export async function suggestReassignment(
  db: Db,
  userId: number,
  day: string,
  actor: Actor,
): Promise<DayReassignmentSuggestion> {
  const person = await personOf(db, userId);
  const rows = await visitsOfDay(db, userId, day, actor);
  const movable = rows.filter((v) => v.status === 'scheduled');
  const places = await placesOf(
    db,
    movable.map((v) => v.id),
  );
  const candidates = await candidatesOf(db, day);
  const dayVisits: DayVisit[] = movable.map((v) => ({
    ...places.get(v.id)!,
    id: v.id,
    start_time: v.start_time,
    end_time: v.end_time,
    technicianIds: v.technicians.map((p) => p.id),
  }));
  const { moves, loads } = planMoves(userId, dayVisits, candidates);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const receiving = [...new Set(moves.flatMap((m) => (m.to === null ? [] : [m.to])))];
  return {
    technician: person,
    day,
    moves: moves.map((m, i) => ({
      visit: movable[i]!,
      to: m.to === null ? null : { id: m.to, name: byId.get(m.to)!.name },
      km: m.km,
    })),
    staying: rows.filter((v) => v.status !== 'scheduled'),
    targets: receiving.map((id) => ({
      id,
      name: byId.get(id)!.name,
      daily_capacity_hours: byId.get(id)!.capacityMinutes / 60,
      load_minutes: loads.get(id)!,
    })),
  };
}

interface Held {
  id: number;
  date: string;
  status: string;
  people: number[];
}

/** The visits named, locked for the change, with their day, status and people. */
async function held(tx: Db, visitIds: number[]): Promise<Map<number, Held>> {
  const rows = await queryRows<{ id: number; date: string; status: string }>(
    tx,
    sql`select v.id, to_char(v.date, 'YYYY-MM-DD') as date, v.status from visits v
      join jobs j on j.id = v.job_id and j.deleted_at is null
      where v.id in (${sql.join(visitIds, sql`, `)}) for update of v`,
  );
  const people = await queryRows<{ visit_id: number; user_id: number }>(
    tx,
    sql`select visit_id, user_id from visit_users where visit_id in (${sql.join(visitIds, sql`, `)})`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, people: people.filter((p) => p.visit_id === r.id).map((p) => p.user_id) },
    ]),
  );
}

/** The ids among `ids` that are active Technicians. */
async function activeTechnicians(tx: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from users where id in (${sql.join(ids, sql`, `)}) and type_id = ${Role.Technician}
      and status_id = ${Status.Active} and deleted_at is null`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Moves the confirmed visits off the person (decision 0065). Every item is checked before any is
 * written, and all are written through updateVisit (a Supervisor's scope, `moved`, the audit), in
 * the caller's one transaction: a refusal writes nothing.
 */
export async function reassignDay(
  tx: Db,
  userId: number,
  body: Body,
  actor: Actor,
): Promise<DayReassignmentResponse> {
  await personOf(tx, userId);
  const visits = await held(
    tx,
    body.moves.map((m) => m.visit_id),
  );
  const targets = await activeTechnicians(
    tx,
    body.moves.flatMap((m) => (m.to === null ? [] : [m.to])),
  );
  for (const { visit_id, to } of body.moves) {
    const v = visits.get(visit_id);
    if (!v || v.date !== body.day || v.status !== 'scheduled' || !v.people.includes(userId)) {
      throw badRequest({ code: 'dayReassignment.visitNotInDay', params: { visit_id } });
    }
    if (to !== null && (to === userId || !targets.has(to) || v.people.includes(to))) {
      throw badRequest({ code: 'dayReassignment.targetInvalid', params: { visit_id } });
    }
  }
  for (const { visit_id, to } of body.moves) {
    const people = visits
      .get(visit_id)!
      .people.flatMap((id) => (id !== userId ? [id] : to === null ? [] : [to]));
    await updateVisit(tx, visit_id, { technician_ids: people }, actor);
  }
  return { day: body.day, moves: body.moves.map((m) => ({ visit_id: m.visit_id, from: userId, to: m.to })) };
}

/**
 * Undo: each visit back to the person, off the substitute the move gave it. Only a visit as the
 * move left it (that day, still to do, the substitute on it, the person not) goes back; any
 * other is a 409 naming it, and nothing is written.
 */
export async function undoReassignment(
  tx: Db,
  userId: number,
  body: Body,
  actor: Actor,
): Promise<DayReassignmentResponse> {
  await personOf(tx, userId);
  const visits = await held(
    tx,
    body.moves.map((m) => m.visit_id),
  );
  for (const { visit_id, to } of body.moves) {
    const v = visits.get(visit_id);
    const asLeft =
      v &&
      v.date === body.day &&
      v.status === 'scheduled' &&
      !v.people.includes(userId) &&
      (to === null || v.people.includes(to));
    if (!asLeft) throw conflict({ code: 'dayReassignment.changed', params: { visit_id } });
  }
  for (const { visit_id, to } of body.moves) {
    const people = [...visits.get(visit_id)!.people.filter((id) => id !== to), userId];
    await updateVisit(tx, visit_id, { technician_ids: people }, actor);
  }
  return { day: body.day, moves: body.moves.map((m) => ({ visit_id: m.visit_id, from: userId, to: m.to })) };
}
