import { haversineKm } from '@shared/haversine';
import { visitMinutes } from '@shared/visit-length';

/** A visit somewhere at a time: one of a person's visits of the day, or one to move. */
export interface Stop {
  latitude: number;
  longitude: number;
  start_time: string | null;
  end_time: string | null;
}

export interface DayVisit extends Stop {
  id: number;
  technicianIds: number[];
}

/** An active Technician who may take visits: their hours and the visits they have that day. */
export interface Candidate {
  id: number;
  name: string;
  capacityMinutes: number;
  stops: Stop[];
}

export interface PlannedMove {
  visitId: number;
  /** null: the visit keeps its other people, or nobody is left to take it. */
  to: number | null;
  km: number | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Two visits at fixed times that overlap (a visit of any time fits around the others). */
function clashes(a: Stop, b: Stop): boolean {
  if (a.start_time === null || b.start_time === null) return false;
  const aStart = minutesOf(a.start_time);
  const bStart = minutesOf(b.start_time);
  return aStart < bStart + visitMinutes(b) && bStart < aStart + visitMinutes(a);
}

const nearestKm = (visit: Stop, stops: Stop[]) =>
  stops.length === 0 ? null : Math.min(...stops.map((s) => haversineKm(visit, s)));

/**
 * Gives each visit of the absent person's day to someone else (decision 0065), in the order
 * given (the day's time order), each choice counting the visits given before it:
 *
 * 1. a visit with other people keeps them and only loses the absent one;
 * 2. else whoever still has room for it (their visits' minutes plus this one within their hours),
 *    or, when nobody has, whoever has most room left: never over someone's hours while another
 *    person has room;
 * 3. among those, who has no visit at the same time, then the nearest (haversine from their
 *    closest visit that day; someone with no visit that day comes after anyone with one), then
 *    the most room, then the name.
 */
export function planMoves(
  absentId: number,
  visits: DayVisit[],
  people: Candidate[],
): { moves: PlannedMove[]; loads: Map<number, number> } {
  const candidates = people.filter((p) => p.id !== absentId);
  const loads = new Map(candidates.map((p) => [p.id, p.stops.reduce((sum, s) => sum + visitMinutes(s), 0)]));
  const stops = new Map(candidates.map((p) => [p.id, [...p.stops]]));
  const moves: PlannedMove[] = [];
  for (const visit of visits) {
    if (visit.technicianIds.some((id) => id !== absentId)) {
      moves.push({ visitId: visit.id, to: null, km: null });
      continue;
    }
    const length = visitMinutes(visit);
    const ranked = candidates.map((p) => {
      const load = loads.get(p.id)!;
      const mine = stops.get(p.id)!;
      return {
        p,
        room: p.capacityMinutes - load,
        fits: load + length <= p.capacityMinutes,
        clash: mine.some((s) => clashes(visit, s)),
        km: nearestKm(visit, mine),
      };
    });
    const anyFits = ranked.some((r) => r.fits);
    const mostRoom = Math.max(...ranked.map((r) => r.room));
    const pool = ranked.filter((r) => (anyFits ? r.fits : r.room === mostRoom));
    pool.sort(
      (a, b) =>
        Number(a.clash) - Number(b.clash) ||
        (a.km ?? Infinity) - (b.km ?? Infinity) ||
        b.room - a.room ||
        a.p.name.localeCompare(b.p.name) ||
        a.p.id - b.p.id,
    );
    const chosen = pool[0];
    if (!chosen) {
      moves.push({ visitId: visit.id, to: null, km: null });
      continue;
    }
    loads.set(chosen.p.id, loads.get(chosen.p.id)! + length);
    stops.get(chosen.p.id)!.push(visit);
    moves.push({ visitId: visit.id, to: chosen.p.id, km: chosen.km });
  }
  return { moves, loads };
}
