/**
 * Visits and recurring service (issue 18, decision 0036): the contract of `/api/visits`,
 * `/api/schedule`, `/api/my-visits` and a job's `/api/jobs/{id}/visits` and `/recurrence`.
 * Days are 'YYYY-MM-DD' in APP_TIMEZONE; times are wall-clock 'HH:MM' on that day.
 */
import { z } from 'zod';
import { daysBetween, isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { MAX_EXCEPTIONS, MAX_INTERVAL, MONTHLY_BY, REPEAT_FREQUENCIES } from '../recurrence-rules';
import { SCHEDULE_CARDS_PER_DAY_MAX } from '../schedule-cards';
import { VISIT_STATUSES } from '../visit-statuses';
import { dayText, multiLineText, pageQuery, recordId, singleLineText } from './common';

export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const SKIP_REASON_MAX = 500;
/** The schedule reads at most this many days at once (a month view with its edges). */
export const SCHEDULE_MAX_DAYS = 62;
/** Technicians on one visit. */
export const VISIT_PEOPLE_MAX = 20;

const T = ERROR_TEXTS.visit;

export const visitDay = singleLineText().refine((v) => isIsoDate(v), T.dateInvalid);
export const visitTime = singleLineText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.timeInvalid);
const people = z.array(recordId).max(VISIT_PEOPLE_MAX);

const windowInOrder = (v: { start_time?: string | null; end_time?: string | null }) =>
  !v.start_time || !v.end_time || v.end_time > v.start_time;
const windowIssue = { message: T.windowOrder, path: ['end_time'] };

export const named = z.object({ id: z.number(), name: z.string() });

/** One visit as every screen shows it. `report`: the newest live report started from it. */
export const visitRow = z.object({
  id: z.number(),
  job_id: z.number(),
  date: dayText,
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  skip_reason: z.string().nullable(),
  /** The recurrence day it was generated for; null: made by hand. */
  occurrence: z.string().nullable(),
  /** A generated visit changed by hand: a new rule leaves it as it is. */
  moved: z.boolean(),
  technicians: z.array(named),
  job: z.object({ id: z.number(), name: z.string(), category: z.string() }),
  location: z.object({ id: z.number(), name: z.string(), address: z.string() }),
  report: z.object({ id: z.number(), status_id: z.number(), user_id: z.number() }).nullable(),
});
export type VisitRow = z.infer<typeof visitRow>;

/** `POST /api/visits` (Admins; Supervisors on their own jobs). */
export const visitCreateBody = z
  .object({
    job_id: recordId,
    date: visitDay,
    start_time: visitTime.nullish().transform((v) => v ?? null),
    end_time: visitTime.nullish().transform((v) => v ?? null),
    technician_ids: people.default([]),
  })
  .refine(windowInOrder, windowIssue);
export type VisitCreateBody = z.input<typeof visitCreateBody>;

/**
 * `PATCH /api/visits/{id}`: move (date, window), reassign (the whole list of technicians), skip with
 * a reason, or schedule a skipped visit again. Undo on the schedule is the same call with the values
 * read before.
 */
export const visitUpdateBody = z
  .object({
    date: visitDay.optional(),
    start_time: visitTime.nullable().optional(),
    end_time: visitTime.nullable().optional(),
    technician_ids: people.optional(),
    status: z.enum(['scheduled', 'skipped']).optional(),
    skip_reason: multiLineText()
      .trim()
      .min(1, T.skipReasonRequired)
      .max(SKIP_REASON_MAX, T.skipReasonTooLong)
      .optional(),
  })
  .refine(windowInOrder, windowIssue)
  .refine((v) => v.status !== 'skipped' || v.skip_reason !== undefined, {
    message: T.skipReasonRequired,
    path: ['skip_reason'],
  });
export type VisitUpdateBody = z.input<typeof visitUpdateBody>;

export const visitResponse = z.object({ visit: visitRow });

/** `GET /api/jobs/{id}/visits?when=coming|past&page=`: coming ones soonest first, past ones latest first. */
export const jobVisitsQuery = z.object({
  when: z.enum(['coming', 'past']).default('coming'),
  page: pageQuery,
});
export type JobVisitsQuery = z.input<typeof jobVisitsQuery>;
export const jobVisitsResponse = z.object({ visits: z.array(visitRow), total: z.number() });
export type JobVisitsResponse = z.infer<typeof jobVisitsResponse>;

/** A page of the schedule's lanes (decisions 0066 and 0079): about a screen and its margin of rows. */
export const SCHEDULE_LANE_PAGE_SIZE = 10;
export const SCHEDULE_LANE_PAGE_MAX = 50;

/**
 * `GET /api/schedule?from=&to=` (Supervisors and Admins): the lanes and every visit of the days.
 * `lane_page` (and `lane_page_size`, default 10): what the week board and the day and month views
 * read, one page of lanes with their visits and loads, and on the first page how many lanes there
 * are (decisions 0066 and 0079). `cards_per_day`: each lane's first visits of a day only, the
 * number of the rest in `day_totals` (the month view). `technician_id`: that person's lane alone
 * (a month's cell whose "+N more" is opened).
 */
export const scheduleQuery = z
  .object({
    from: visitDay,
    to: visitDay,
    technician: z.string().max(200).optional(),
    lane_page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    lane_page_size: z.coerce.number().int().min(1).max(SCHEDULE_LANE_PAGE_MAX).optional(),
    cards_per_day: z.coerce.number().int().min(1).max(SCHEDULE_CARDS_PER_DAY_MAX).optional(),
    technician_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) < SCHEDULE_MAX_DAYS, {
    message: T.rangeInvalid,
    path: ['to'],
  })
  .refine((q) => q.lane_page_size === undefined || q.lane_page !== undefined, {
    message: T.lanePageSizeAlone,
    path: ['lane_page_size'],
  })
  .refine(
    (q) => q.lane_page !== undefined || (q.cards_per_day === undefined && q.technician_id === undefined),
    {
      message: T.lanePageNeeded,
      path: ['lane_page'],
    },
  );
export type ScheduleQuery = z.input<typeof scheduleQuery>;
/**
 * A visit on the office's schedule. `change_requested`: a location's contact has asked in the
 * portal to move it, and at least one such request is not yet marked handled (decision 0049,
 * part 3). Only the schedule carries it: who reads the schedule reads the requests.
 */
export const scheduleVisit = visitRow.extend({ change_requested: z.boolean() });
export type ScheduleVisit = z.infer<typeof scheduleVisit>;
/**
 * A visit as the week board's card shows it (decision 0066): what the card, its drag and its
 * accessible name need. A schedule visit is one too; the dialog reads the whole visit by its id.
 */
export const boardVisit = scheduleVisit
  .pick({
    id: true,
    date: true,
    start_time: true,
    end_time: true,
    status: true,
    technicians: true,
    change_requested: true,
  })
  .extend({
    job: z.object({ id: z.number(), name: z.string() }),
    location: z.object({ id: z.number(), name: z.string() }),
  });
export type BoardVisit = z.infer<typeof boardVisit>;
/** A lane's person, with the hours of a working day their visits are weighed against (decision 0059). */
export const scheduleLane = named.extend({ daily_capacity_hours: z.number() });
export type ScheduleLane = z.infer<typeof scheduleLane>;
const workDay = z.object({ start: z.string(), end: z.string() });
/**
 * `technicians`: one lane each (active Technicians, and anyone else on a visit of the range).
 * `work_day`: the company's working hours ('HH:MM'), which the day view opens on.
 */
export const scheduleResponse = z.object({
  technicians: z.array(scheduleLane),
  visits: z.array(scheduleVisit),
  work_day: workDay,
});
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
/**
 * A lane's load on each day of the range, in order from `from`: the visits that count (not
 * skipped) and their minutes (a window's length, an hour without one).
 */
export const laneLoad = z.object({
  technician_id: z.number(),
  visits: z.array(z.number()),
  minutes: z.array(z.number()),
});
export type LaneLoad = z.infer<typeof laneLoad>;
/**
 * `?lane_page=` (decision 0066, amended 2026-12-03): the page's lanes only (`technicians`, in the
 * order of all lanes; `lane_page.lane_ids` their ids), their visits as cards (the first page also
 * the unassigned ones) and their load of each day. `lane_count`: how many lanes there are in all,
 * on the first page (the board sizes its rows from it); null on the others.
 */
export const scheduleLanePage = z.object({
  technicians: z.array(scheduleLane),
  visits: z.array(boardVisit),
  work_day: workDay,
  lane_page: z.object({ page: z.number(), size: z.number(), lane_ids: z.array(z.number()) }),
  lane_count: z.number().nullable(),
  loads: z.array(laneLoad),
  /**
   * With `cards_per_day`: each lane's day holding more visits than that, and how many it holds
   * (its first `cards_per_day` are in `visits`, by time, a visit without a window first). Empty
   * without it.
   */
  day_totals: z.array(z.object({ technician_id: z.number(), date: dayText, visits: z.number() })),
});
export type ScheduleLanePage = z.infer<typeof scheduleLanePage>;

/** `GET /api/my-visits?day=`: the person's visits of the day; on today, overdue open ones too. */
export const myVisitsQuery = z.object({ day: visitDay.optional() });
export const myVisitsResponse = z.object({
  /** The office's today (APP_TIMEZONE, the server's clock) and the day shown. */
  today: dayText,
  day: dayText,
  /** `stop`: the visit's number in the person's day as the office ordered it (null: not ordered). */
  visits: z.array(visitRow.extend({ stop: z.number().nullable() })),
});
export type MyVisitsResponse = z.infer<typeof myVisitsResponse>;

/** `PUT /api/jobs/{id}/recurrence` (Admins): the rule and the window of every generated visit. */
export const recurrenceBody = z
  .object({
    start_date: visitDay,
    frequency: z.enum(REPEAT_FREQUENCIES),
    interval: z.coerce.number().int().min(1).max(MAX_INTERVAL).default(1),
    monthly_by: z.enum(MONTHLY_BY).default('day'),
    until: visitDay.nullish().transform((v) => v ?? null),
    exceptions: z.array(visitDay).max(MAX_EXCEPTIONS, T.recurrenceTooMany).default([]),
    start_time: visitTime.nullish().transform((v) => v ?? null),
    end_time: visitTime.nullish().transform((v) => v ?? null),
  })
  .refine(windowInOrder, windowIssue)
  .refine((v) => v.until === null || v.until >= v.start_date, {
    message: T.recurrenceUntil,
    path: ['until'],
  });
export type RecurrenceBody = z.input<typeof recurrenceBody>;

/** A job's rule as stored (`rrule`: the RFC 5545 text) and as the form edits it; null: none. */
export const jobRecurrence = z
  .object({
    rrule: z.string(),
    start_date: z.string(),
    frequency: z.enum(REPEAT_FREQUENCIES),
    interval: z.number(),
    monthly_by: z.enum(MONTHLY_BY),
    until: z.string().nullable(),
    exceptions: z.array(z.string()),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
  })
  .nullable();
export type JobRecurrence = z.infer<typeof jobRecurrence>;
/** GET, PUT and DELETE `/api/jobs/{id}/recurrence`; `generated`/`removed`: visits added or taken away. */
export const recurrenceResponse = z.object({
  recurrence: jobRecurrence,
  generated: z.number().optional(),
  removed: z.number().optional(),
});
export type RecurrenceResponse = z.infer<typeof recurrenceResponse>;
