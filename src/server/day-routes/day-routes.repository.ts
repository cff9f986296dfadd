import { and, eq, isNull, sql } from 'drizzle-orm';
import { isAdminRole, Role } from '@shared/constants';
import { WORK_DAY_DEFAULT } from '@shared/schemas/company';
import {
  DAY_ROUTE_MAX_STOPS,
  type DayRouteResponse,
  type DayRouteSuggestion,
  type RouteStop,
} from '@shared/schemas/day-routes';
import type { VisitRow } from '@shared/schemas/visits';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { users } from '../db/schema/users';
import { visitUsers } from '../db/schema/visits';
import { queryRows } from '../db/sql-helpers';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { ownJobSql } from '../db/job-scope';
import { SOONEST_FIRST, visitRows } from '../visits/visits.public';
import { legsOf, type RoutePlace } from './route-distance';
import { suggestOrder } from './route-order';

type Actor = Pick<SessionUser, 'id' | 'typeId'>;

interface Place {
  visit_id: number;
  route_position: number | null;
  latitude: number;
  longitude: number;
}

/** 'HH:MM' as minutes after midnight. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Who may see a person's day: Admins any; the person their own; a Supervisor a day whose visits
 * are all of their own jobs (the schedule shows them only those, so they order only those days).
 */
async function assertReads(db: Db, userId: number, visitIds: number[], actor: Actor): Promise<void> {
  if (isAdminRole(actor.typeId) || actor.id === userId) return;
  if (actor.typeId !== Role.Supervisor) throw forbidden('dayRoute.notYours');
  if (visitIds.length === 0) return;
  const others = await queryRows<{ id: number }>(
    db,
    sql`select v.id from visits v where v.id in (${sql.join(visitIds, sql`, `)}) and not ${ownJobSql(actor.id)}`,
  );
  if (others.length > 0) throw forbidden('dayRoute.supervisorOnlyOwn');
}

interface Day {
  name: string;
  /** The stops in the saved order (unsaved ones after, in time order), or in time order. */
  stops: (VisitRow & { place: Place })[];
  ordered: boolean;
}

/** The person's visits of the day on live jobs, skipped ones aside, with where each is. */
async function dayOf(db: Db, userId: number, day: string, actor: Actor): Promise<Day> {
  const [person] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!person) throw notFound('user');
  const rows = await visitRows(
    db,
    sql`v.date = ${day}::date and j.deleted_at is null and v.status <> 'skipped'
      and exists (select 1 from visit_users vu where vu.visit_id = v.id and vu.user_id = ${userId})`,
    SOONEST_FIRST,
  );
  await assertReads(
    db,
    userId,
    rows.map((r) => r.id),
    actor,
  );
  const places =
    rows.length === 0
      ? []
      : await queryRows<Place>(
          db,
          sql`select vu.visit_id, vu.route_position, l.latitude, l.longitude
            from visit_users vu join visits v on v.id = vu.visit_id
            join jobs j on j.id = v.job_id join locations l on l.id = j.location_id
            where vu.user_id = ${userId} and vu.visit_id in (${sql.join(
              rows.map((r) => r.id),
              sql`, `,
            )})`,
        );
  const byVisit = new Map(places.map((p) => [p.visit_id, p]));
  const stops = rows.map((r) => ({ ...r, place: byVisit.get(r.id)! }));
  const position = (s: (typeof stops)[number]) => s.place.route_position ?? Number.MAX_SAFE_INTEGER;
  // A stable sort: visits without a position keep their time order after the ordered ones.
  stops.sort((a, b) => position(a) - position(b));
  return { name: person.name, stops, ordered: stops.some((s) => s.place.route_position !== null) };
}

function answer(userId: number, day: string, d: Day): DayRouteResponse {
  const { legs, total } = legsOf(d.stops.map((s) => s.place));
  const stops: RouteStop[] = d.stops.map(({ place, ...visit }, i) => ({
    visit,
    latitude: place.latitude,
    longitude: place.longitude,
    km_from_previous: legs[i] ?? null,
  }));
  return { technician: { id: userId, name: d.name }, day, ordered: d.ordered, stops, total_km: total };
}

export async function dayRouteOf(
  db: Db,
  userId: number,
  day: string,
  actor: Actor,
): Promise<DayRouteResponse> {
  return answer(userId, day, await dayOf(db, userId, day, actor));
}

/** The stop as the solver sees it: a start time is kept, any other visit takes the board's hour. */
function placeOf(s: Day['stops'][number]): RoutePlace {
  const start = s.start_time === null ? null : minutes(s.start_time);
  const length = start !== null && s.end_time !== null ? minutes(s.end_time) - start : 60;
  return { id: s.id, latitude: s.place.latitude, longitude: s.place.longitude, start, length };
}

/** A proposal: the day's order of least distance that keeps its times; nothing is saved. */
export async function suggestDayRoute(
  db: Db,
  userId: number,
  day: string,
  actor: Actor,
): Promise<DayRouteSuggestion> {
  const d = await dayOf(db, userId, day, actor);
  if (d.stops.length > DAY_ROUTE_MAX_STOPS) {
    throw new HttpError(409, { code: 'dayRoute.tooMany', params: { max: DAY_ROUTE_MAX_STOPS } });
  }
  const [hours] = await db
    .select({ start: companySettings.workDayStart, end: companySettings.workDayEnd })
    .from(companySettings);
  const work = hours ?? WORK_DAY_DEFAULT;
  const current = d.stops.map(placeOf);
  const { order, late } = await suggestOrder(current, { start: minutes(work.start), end: minutes(work.end) });
  const currentKm = legsOf(current).total;
  const totalKm = legsOf(order).total;
  return {
    visit_ids: order.map((p) => p.id),
    total_km: totalKm,
    current_km: currentKm,
    saved_km: Math.max(0, currentKm - totalKm),
    late_visit_ids: late,
  };
}

/**
 * Saves the day's order as each visit's stop number for this person, or drops it (`null`). The
 * order must name the day's visits as they are now, each once: a visit added, moved or skipped
 * since the proposal was read makes it a 409, and nothing is written.
 */
export async function saveDayRoute(
  tx: Db,
  userId: number,
  day: string,
  visitIds: number[] | null,
  actor: Actor,
): Promise<void> {
  // The person's rows of the day are locked first, so two saves of one day run one after another.
  await queryRows(
    tx,
    sql`select vu.visit_id from visit_users vu join visits v on v.id = vu.visit_id
      where vu.user_id = ${userId} and v.date = ${day}::date for update of vu`,
  );
  const d = await dayOf(tx, userId, day, actor);
  const ids = d.stops.map((s) => s.id);
  if (visitIds !== null && (visitIds.length !== ids.length || visitIds.some((id) => !ids.includes(id)))) {
    throw conflict('dayRoute.changed');
  }
  // Every row of the day is cleared, skipped visits' too, so no old number is left behind.
  await tx.execute(
    sql`update visit_users vu set route_position = null from visits v
      where v.id = vu.visit_id and vu.user_id = ${userId} and v.date = ${day}::date
      and vu.route_position is not null`,
  );
  for (const [i, visitId] of (visitIds ?? []).entries()) {
    await tx
      .update(visitUsers)
      .set({ routePosition: i + 1 })
      .where(and(eq(visitUsers.userId, userId), eq(visitUsers.visitId, visitId)));
  }
}
