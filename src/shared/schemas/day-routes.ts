/**
 * A technician's day in order (issue 33 item 2, decision 0062): `/api/users/{id}/day-route` and its
 * `/suggestion`. Distances are kilometres as the crow flies (haversine) between the jobs' locations.
 */
import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { dayText, recordId } from './common';
import { named, visitDay, visitRow } from './visits';

/** The most visits a day may have for "Suggest order": the solver's work grows fast past it. */
export const DAY_ROUTE_MAX_STOPS = 25;

const T = ERROR_TEXTS.dayRoute;

export const dayRouteQuery = z.object({ day: visitDay });
export type DayRouteQuery = z.input<typeof dayRouteQuery>;

/** One stop: the visit, where it is, and how far it is from the stop before (null: the first). */
export const routeStop = z.object({
  visit: visitRow,
  latitude: z.number(),
  longitude: z.number(),
  km_from_previous: z.number().nullable(),
});
export type RouteStop = z.infer<typeof routeStop>;

/**
 * `GET` and `PUT /api/users/{id}/day-route`: the day's visits (skipped ones aside) in the saved
 * order, or in time order while none is saved (`ordered: false`), with the day's total.
 */
export const dayRouteResponse = z.object({
  technician: named,
  day: dayText,
  ordered: z.boolean(),
  stops: z.array(routeStop),
  total_km: z.number(),
});
export type DayRouteResponse = z.infer<typeof dayRouteResponse>;

/**
 * `GET /api/users/{id}/day-route/suggestion?day=`: the order of least distance that keeps every
 * timed visit at its time (a proposal: nothing is saved). `late_visit_ids`: timed visits that no
 * order reaches in time (the day was planned tighter than the roads allow); none are later than in
 * the order shown now.
 */
export const dayRouteSuggestion = z.object({
  visit_ids: z.array(z.number()),
  total_km: z.number(),
  current_km: z.number(),
  saved_km: z.number(),
  late_visit_ids: z.array(z.number()),
});
export type DayRouteSuggestion = z.infer<typeof dayRouteSuggestion>;

/**
 * `PUT /api/users/{id}/day-route`: save the day's order (every visit of the day once), or `null`
 * to drop a saved order (Undo of the first order applied).
 */
export const dayRouteBody = z.object({
  day: visitDay,
  visit_ids: z
    .array(recordId)
    .max(DAY_ROUTE_MAX_STOPS * 4)
    .refine((ids) => new Set(ids).size === ids.length, T.orderRepeats)
    .nullable(),
});
export type DayRouteBody = z.input<typeof dayRouteBody>;
