/**
 * Checklist logic (issue 16, decision 0034): a field's or a task's condition, a choice field's
 * scoring, and what a flagged answer asks for. One shape for the template editor, the server's
 * checks, the report snapshot and the technician's form.
 */
import { z } from 'zod';
import { ID_MAX } from '../route-id';
import { ERROR_TEXTS } from '../error-codes';
import { FOLLOWUP_NOTE_MAX, FOLLOWUP_PHOTOS_MAX } from './checklist-values';

// The form's code takes these from checklist-values.ts (no zod there); here for the schemas' users.
export { fieldOfFollowup, FOLLOWUP_NOTE_MAX, followupId, isFollowupId } from './checklist-values';

const T = ERROR_TEXTS.checklist;

export const POINTS_MIN = -1000;
export const POINTS_MAX = 1000;
export const CONDITION_TEXT_MAX = 200;
export const CONDITION_VALUES_MAX = 100;

/** The operators a rule is chosen from; which apply depends on the source field's type. */
export const CONDITION_OPS = [
  'equals',
  'one_of',
  'contains',
  'lt',
  'gt',
  'between',
  'answered',
  'empty',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

const sourceId = z.number({ error: T.ruleSource }).int(T.ruleSource).positive(T.ruleSource).max(ID_MAX);
const ruleText = z
  .string({ error: T.ruleText })
  .trim()
  .min(1, T.ruleText)
  .max(CONDITION_TEXT_MAX, T.ruleTextTooLong);
const ruleNumber = z.number({ error: T.ruleNumber }).refine(Number.isFinite, T.ruleNumber);

/**
 * "Show only when <field> <op> …". Missing or null means always shown. The source must come
 * earlier in the template (templates refuse anything else when saved, naming the fields).
 */
export const condition = z.discriminatedUnion(
  'op',
  [
    z.object({ field_id: sourceId, op: z.literal('equals'), value: ruleText }),
    z.object({
      field_id: sourceId,
      op: z.literal('one_of'),
      values: z.array(ruleText).min(1, T.ruleValues).max(CONDITION_VALUES_MAX, T.ruleValuesTooMany),
    }),
    z.object({ field_id: sourceId, op: z.literal('contains'), value: ruleText }),
    z.object({ field_id: sourceId, op: z.literal('lt'), value: ruleNumber }),
    z.object({ field_id: sourceId, op: z.literal('gt'), value: ruleNumber }),
    z
      .object({ field_id: sourceId, op: z.literal('between'), min: ruleNumber, max: ruleNumber })
      .refine((r) => r.min <= r.max, { message: T.ruleOrder, path: ['max'] }),
    z.object({ field_id: sourceId, op: z.literal('answered') }),
    z.object({ field_id: sourceId, op: z.literal('empty') }),
  ],
  { error: T.ruleOperator },
);
export type Condition = z.infer<typeof condition>;

/** What a flagged answer needs before the report can be submitted. */
export const FLAG_REQUIRES = ['note', 'photo', 'action'] as const;
export type FlagRequires = (typeof FLAG_REQUIRES)[number];

/**
 * A choice field's scoring: points per option (options without points score 0), the options that
 * flag the answer as failing, and what a flagged answer requires.
 */
export const scoring = z.object({
  points: z
    .record(
      z.string(),
      z
        .number({ error: T.points })
        .int(T.points)
        .min(POINTS_MIN, T.pointsRange)
        .max(POINTS_MAX, T.pointsRange),
    )
    .default({}),
  flagged: z.array(z.string()).max(100).default([]),
  flag_requires: z.enum(FLAG_REQUIRES).nullable().default(null),
});
export type Scoring = z.output<typeof scoring>;

/** A template's pass mark, in percent of the points it can score; null: no pass or fail. */
export const passMark = z
  .number({ error: T.passMark })
  .int(T.passMark)
  .min(0, T.passMark)
  .max(100, T.passMark)
  .nullable();

/**
 * What the technician adds to a flagged answer: a note and/or photos of this report's files. It is
 * saved as the answer of the field's follow-up id (`followupId`), so it travels, waits on the device
 * and is checked like every other answer.
 */
export const followupValue = z.object({
  note: z.string().max(FOLLOWUP_NOTE_MAX, T.noteTooLong).optional(),
  photos: z
    .array(z.object({ file_id: z.number().int().positive() }))
    .max(FOLLOWUP_PHOTOS_MAX)
    .optional(),
});
export type FollowupValue = z.infer<typeof followupValue>;

/** A report's score as the server computed it from its snapshot and answers. */
export const reportScore = z.object({
  points: z.number(),
  max_points: z.number(),
  /** Whole percent of max_points; null when nothing in the report is scored. */
  percent: z.number().nullable(),
  flagged: z.number(),
  /** Null when the template has no pass mark or nothing is scored. */
  passed: z.boolean().nullable(),
});
export type ReportScore = z.infer<typeof reportScore>;
