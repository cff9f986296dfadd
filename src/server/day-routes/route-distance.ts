import { haversineKm } from '@shared/haversine';

/** Where a stop is and when it must be done, in minutes after midnight of its day. */
export interface RoutePlace {
  id: number;
  latitude: number;
  longitude: number;
  /** A visit with a start time begins then; null: any time of the working day. */
  start: number | null;
  /** How long it takes, in minutes: its window's length, else an hour (as the board counts it). */
  length: number;
}

export interface WorkDay {
  start: number;
  end: number;
}

/**
 * Kilometres a technician covers in an hour between stops: a straight line is shorter than the
 * road and town speeds are low, so a plain 30 km/h stands for both until a routing service is
 * configured (decision 0062).
 */
export const TRAVEL_KM_PER_HOUR = 30;

export const travelMinutes = (km: number) => (km / TRAVEL_KM_PER_HOUR) * 60;

/** The km from each stop to the next, the first stop's null, and their sum. */
export function legsOf(order: readonly Pick<RoutePlace, 'latitude' | 'longitude'>[]): {
  legs: (number | null)[];
  total: number;
} {
  const legs = order.map((p, i) => (i === 0 ? null : haversineKm(order[i - 1]!, p)));
  return { legs, total: legs.reduce<number>((sum, km) => sum + (km ?? 0), 0) };
}

/**
 * The minutes each stop would start after its time when the day is driven in this order: a timed
 * visit later than its start, an any-time one ending past the working day. The first stop starts
 * at its time (or the day's start); a stop reached early waits.
 */
export function latenessOf(order: readonly RoutePlace[], day: WorkDay): Map<number, number> {
  const late = new Map<number, number>();
  let free: number | null = null;
  order.forEach((p, i) => {
    const arrival = free === null ? -Infinity : free + travelMinutes(haversineKm(order[i - 1]!, p));
    const begin = Math.max(arrival, p.start ?? day.start);
    const minutes = p.start === null ? begin + p.length - day.end : begin - p.start;
    late.set(p.id, Math.max(0, minutes));
    free = begin + p.length;
  });
  return late;
}

/** Whole minutes, so that a rounding of the solver's times never counts as late. */
export const totalLateness = (late: Map<number, number>) =>
  [...late.values()].reduce((sum, m) => sum + (m > 0.5 ? m : 0), 0);
