/**
 * Checklist logic (issue 16, decision 0034): a field's or a task's condition, a choice field's
 * scoring, and what a flagged answer asks for. One shape for the template editor, the server's
 * checks, the report snapshot and the technician's form.
 */
import { z } from 'zod';

export const POINTS_MIN = -1000;
export const POINTS_MAX = 1000;
export const CONDITION_TEXT_MAX = 200;
export const CONDITION_VALUES_MAX = 100;
export const FOLLOWUP_NOTE_MAX = 2000;

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

const sourceId = z
  .number({ error: 'Choose the question the rule looks at.' })
  .int('Choose the question the rule looks at.')
  .positive('Choose the question the rule looks at.');
const ruleText = z
  .string({ error: 'Give the answer the rule compares with.' })
  .trim()
  .min(1, 'Give the answer the rule compares with.')
  .max(CONDITION_TEXT_MAX, `A rule's answer has at most ${CONDITION_TEXT_MAX} characters.`);
const ruleNumber = z
  .number({ error: 'A rule compares with a number.' })
  .refine(Number.isFinite, 'A rule compares with a number.');

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
      values: z
        .array(ruleText)
        .min(1, 'Choose at least one answer.')
        .max(CONDITION_VALUES_MAX, `A rule lists at most ${CONDITION_VALUES_MAX} answers.`),
    }),
    z.object({ field_id: sourceId, op: z.literal('contains'), value: ruleText }),
    z.object({ field_id: sourceId, op: z.literal('lt'), value: ruleNumber }),
    z.object({ field_id: sourceId, op: z.literal('gt'), value: ruleNumber }),
    z
      .object({ field_id: sourceId, op: z.literal('between'), min: ruleNumber, max: ruleNumber })
      .refine((r) => r.min <= r.max, { message: 'The lower number comes first.', path: ['max'] }),
    z.object({ field_id: sourceId, op: z.literal('answered') }),
    z.object({ field_id: sourceId, op: z.literal('empty') }),
  ],
  { error: 'Choose how the rule compares.' },
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
        .number({ error: 'Points are a whole number.' })
        .int('Points are a whole number.')
        .min(POINTS_MIN, `Points are between ${POINTS_MIN} and ${POINTS_MAX}.`)
        .max(POINTS_MAX, `Points are between ${POINTS_MIN} and ${POINTS_MAX}.`),
    )
    .default({}),
  flagged: z.array(z.string()).max(100).default([]),
  flag_requires: z.enum(FLAG_REQUIRES).nullable().default(null),
});
export type Scoring = z.output<typeof scoring>;

/** A template's pass mark, in percent of the points it can score; null: no pass or fail. */
export const passMark = z
  .number({ error: 'The pass mark is a whole percentage from 0 to 100.' })
  .int('The pass mark is a whole percentage from 0 to 100.')
  .min(0, 'The pass mark is a whole percentage from 0 to 100.')
  .max(100, 'The pass mark is a whole percentage from 0 to 100.')
  .nullable();

/**
 * What the technician adds to a flagged answer: a note and/or photos of this report's files. It is
 * saved as the answer of the field's follow-up id (`followupId`), so it travels, waits on the device
 * and is checked like every other answer.
 */
export const followupValue = z.object({
  note: z.string().max(FOLLOWUP_NOTE_MAX, `A note has at most ${FOLLOWUP_NOTE_MAX} characters.`).optional(),
  photos: z
    .array(z.object({ file_id: z.number().int().positive() }))
    .max(10)
    .optional(),
});
export type FollowupValue = z.infer<typeof followupValue>;

/**
 * The id a field's follow-up is saved under: the field's id negated. Field ids are positive, so the
 * two never meet, and the answers' one key stays a number everywhere (outbox, autosave, server).
 */
export const followupId = (fieldId: number) => -fieldId;
export const isFollowupId = (id: number) => id < 0;
export const fieldOfFollowup = (id: number) => -id;

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
