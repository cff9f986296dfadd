/**
 * A technician out sick (issue 33 item 3, decision 0065): `/api/users/{id}/day-reassignment`.
 * The proposal gives each of the person's visits of a day to another active Technician with room
 * that day, nearest first; the POST moves the visits the office confirmed, `/undo` puts them back.
 */
import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { dayText, recordId } from './common';
import { named, visitDay, visitRow } from './visits';

/** The most visits one request moves: more than any person's day. */
export const DAY_REASSIGNMENT_MAX = 200;

const T = ERROR_TEXTS.dayReassignment;

export const dayReassignmentQuery = z.object({ day: visitDay });
export type DayReassignmentQuery = z.input<typeof dayReassignmentQuery>;

/** Someone who receives visits in the proposal: their hours a day and the day's load once moved. */
export const reassignmentTarget = named.extend({
  daily_capacity_hours: z.number(),
  /** The minutes of the person's visits that day with the proposed ones added. */
  load_minutes: z.number(),
});
export type ReassignmentTarget = z.infer<typeof reassignmentTarget>;

/**
 * One visit of the day and who takes it. `to` null: the visit keeps its other people and only
 * loses the absent one, or (`visit.technicians` has no one else) nobody is free and it becomes
 * unassigned. `km`: from the new person's nearest other visit that day, as the crow flies (null:
 * they have none, so only their room chose them).
 */
export const proposedMove = z.object({
  visit: visitRow,
  to: named.nullable(),
  km: z.number().nullable(),
});
export type ProposedMove = z.infer<typeof proposedMove>;

/**
 * `GET /api/users/{id}/day-reassignment/suggestion?day=`: saves nothing. `staying`: the person's
 * visits of the day already under way or done, which stay theirs.
 */
export const dayReassignmentSuggestion = z.object({
  technician: named,
  day: dayText,
  moves: z.array(proposedMove),
  staying: z.array(visitRow),
  targets: z.array(reassignmentTarget),
});
export type DayReassignmentSuggestion = z.infer<typeof dayReassignmentSuggestion>;

const moveItem = z.object({ visit_id: recordId, to: recordId.nullable() });

/**
 * `POST /api/users/{id}/day-reassignment`: each visit given to `to` in place of the person (`null`:
 * the person only leaves it). `POST …/undo`: each visit given back to the person, taken from `to`
 * (the substitute the move answered; `null`: the visit had only lost the person).
 */
export const dayReassignmentBody = z.object({
  day: visitDay,
  moves: z
    .array(moveItem)
    .min(1, T.nothingToMove)
    .max(DAY_REASSIGNMENT_MAX)
    .refine((moves) => new Set(moves.map((m) => m.visit_id)).size === moves.length, T.visitRepeats),
});
export type DayReassignmentBody = z.input<typeof dayReassignmentBody>;

/** A visit that changed hands: `to` null when it was only taken off `from`. */
export const movedVisit = z.object({ visit_id: z.number(), from: z.number(), to: z.number().nullable() });
export type MovedVisit = z.infer<typeof movedVisit>;

export const dayReassignmentResponse = z.object({ day: dayText, moves: z.array(movedVisit) });
export type DayReassignmentResponse = z.infer<typeof dayReassignmentResponse>;
