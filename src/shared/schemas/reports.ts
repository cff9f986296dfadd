import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { type ApplicationRecord, reportApplication } from './applications';
import { condition, type FollowupValue, followupValue, reportScore, scoring } from './checklist-logic';
import { type DeviceInspection, reportDeviceRow, sitePlanRow } from './devices';
import {
  dayText,
  errorResponse,
  multiLineText,
  recordId as positiveId,
  singleLineText,
  timestamp,
} from './common';
import { REASON_MAX } from './report-limits';

/** The English texts of the report rules; codes `report.<key>`. */
export const REPORT_MESSAGES = ERROR_TEXTS.report;
export type ReportMessageKey = keyof typeof REPORT_MESSAGES;

/** A device's own name for something it made offline (an image, a report): letters, digits, "-". */
export const clientKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
/** `visit_id` (issue 18): the visit the report is started from; without it, today's visit of the job. */
export const reportCreateBody = z.object({
  job_id: positiveId,
  template_id: positiveId,
  visit_id: positiveId.optional(),
  client_key: clientKey.optional(),
});
export type ReportCreateBody = z.input<typeof reportCreateBody>;
/** A refused start: the user's report in progress on that job, to continue instead (issue 11). */
export const reportStartConflict = errorResponse.extend({
  openReportId: z.number().optional(),
});
export type ReportStartConflict = z.infer<typeof reportStartConflict>;

export const reportParams = z.object({ id: positiveId });
export const reportFileParams = z.object({ id: positiveId, fileId: positiveId });
export const reportFileQuery = z.object({ field_id: positiveId, client_key: clientKey.optional() });

// ---------------------------------------------------------------------------------------------
// Answers, by field type (docs/product.md section 5); the JSON stored in report_answers.value.
// ---------------------------------------------------------------------------------------------

/** Signature (8): one stored PNG. */
export const signatureValue = z.object({ file_id: z.number().int().positive() });
/** Photo (9): one or more stored images, in the order taken. */
export const photosValue = z.array(signatureValue);
/** Chemical application (10) as written before issue 14; still taken, as one record (schemas/applications.ts). */
export const chemicalValue = z.object({
  chemical_id: z.number().int().positive(),
  amount: z.number(),
  unit: singleLineText(),
  target_pest: singleLineText(),
});
export type SignatureValue = z.infer<typeof signatureValue>;
export type PhotosValue = z.infer<typeof photosValue>;
export type ChemicalValue = z.infer<typeof chemicalValue>;
/** Text, paragraph, date, dropdown, radio: a string; number: a number; checkboxes: strings. */
export type AnswerValue =
  | string
  | number
  | string[]
  | SignatureValue
  | PhotosValue
  | ChemicalValue
  | ApplicationRecord[]
  | DeviceInspection[]
  | FollowupValue;

export const answersBody = z.object({
  answers: z
    // A negative id is a flagged answer's follow-up (note, photos): followupId in checklist-logic.
    .array(
      z.object({
        field_id: z.int32().refine((n) => n !== 0),
        value: z.unknown(),
        /**
         * What the device knew the server held for the field when it was edited (null: empty).
         * Given, and the server now holds something else that is not `value` either, the answer is
         * not saved: a 409 names the server's version (issue 32, decision 0069).
         */
        base: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type AnswersBody = z.infer<typeof answersBody>;

const answer = z.object({ field_id: z.number(), value: z.unknown() });
export const answersResponse = z.object({ answers: z.array(answer), updated_at: timestamp });
export type AnswersResponse = z.infer<typeof answersResponse>;

/** A field changed on the server since the device's base: what it holds, by whom and when if known. */
export const answerConflict = z.object({
  field_id: z.number(),
  value: z.unknown(),
  changed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  changed_at: timestamp.nullable(),
});
export type AnswerConflict = z.infer<typeof answerConflict>;
/**
 * `report.answerConflict` (409): the conflicting fields were not saved; the call's other answers
 * were, and `saved` is the report's answers as stored after it (decision 0069).
 */
export const answersConflictResponse = errorResponse.extend({
  conflicts: z.array(answerConflict),
  saved: answersResponse,
});
export type AnswersConflictResponse = z.infer<typeof answersConflictResponse>;

export const returnBody = z.object({
  reason: multiLineText({ error: REPORT_MESSAGES.reasonRequired })
    .trim()
    .min(1, REPORT_MESSAGES.reasonRequired)
    .max(REASON_MAX, REPORT_MESSAGES.reasonTooLong),
});
export type ReturnBody = z.input<typeof returnBody>;

// ---------------------------------------------------------------------------------------------
// One report, as the report view, the field form, the print page and the PDF read it.
// ---------------------------------------------------------------------------------------------

export const reportField = z.object({
  id: z.number(),
  field_name: z.string(),
  field_type: z.number(),
  type_name: z.string(),
  required: z.number(),
  options: z.array(z.string()),
  weight: z.number(),
  default_value: z.string().nullable(),
  /** The stored answer, or null when the field has none. */
  answer: z.unknown(),
  /**
   * Issue 16, from the snapshot (null or absent: none). The server always sends them; they are
   * optional so that a report read before them (and the shared page) still reads.
   */
  condition: condition.nullable().optional(),
  scoring: scoring.nullable().optional(),
  /** The flagged answer's note and photos (saved under followupId(id)), or null. */
  followup: followupValue.nullable().optional(),
  /** Hidden by a rule on the stored answers: the form keeps the answer, views leave it out. */
  hidden: z.boolean().optional(),
  /** A Device inspection field (issue 17): submit needs every active device of the location. */
  full_coverage: z.boolean().optional(),
});
export type ReportField = z.infer<typeof reportField>;

export const reportTask = z.object({
  id: z.number(),
  task: z.string(),
  weight: z.number(),
  condition: condition.nullable().optional(),
  hidden: z.boolean().optional(),
  fields: z.array(reportField),
});
export type ReportTask = z.infer<typeof reportTask>;

export const reportFile = z.object({
  id: z.number(),
  field_id: z.number(),
  mime: z.string(),
  size: z.number(),
});
export type ReportFile = z.infer<typeof reportFile>;

export const historyEntry = z.object({
  id: z.number(),
  from_status_id: z.number().nullable(),
  to_status_id: z.number(),
  from: z.object({ status: z.string() }).nullable(),
  to: z.object({ status: z.string() }),
  user: z.object({ id: z.number(), name: z.string() }),
  reason: z.string().nullable(),
  created_at: timestamp,
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const chemicalSummary = z.object({
  id: z.number(),
  name: z.string(),
  epa_reg_no: z.string().nullable(),
  active_ingredient: z.string().nullable(),
});
export type ChemicalSummary = z.infer<typeof chemicalSummary>;

export const reportDetail = z.object({
  id: z.number(),
  status_id: z.number(),
  status: z.object({ status: z.string() }),
  start_date: timestamp,
  submitted_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  updated_at: timestamp,
  return_reason: z.string().nullable(),
  job: z.object({
    id: z.number(),
    name: z.string(),
    category: z.string(),
    location: z.object({ id: z.number(), name: z.string(), address: z.string() }),
  }),
  /** As it was when the report started (the snapshot), whatever became of the template since. */
  template: z.object({ id: z.number(), name: z.string(), company_name: z.string() }),
  user: z.object({ id: z.number(), name: z.string() }),
  /** The snapshot's pass mark (issue 16), and the score of the shown answers computed from it. */
  pass_mark: z.number().nullable().optional(),
  score: reportScore.optional(),
  tasks: z.array(reportTask),
  files: z.array(reportFile),
  chemicals: z.array(chemicalSummary),
  /**
   * With a Device inspection field (issue 17): the location's devices in place, and any other its
   * answers name (removed since), by number; and the location's site plans. Empty otherwise.
   */
  devices: z.array(reportDeviceRow).optional(),
  site_plans: z.array(sitePlanRow).optional(),
  history: z.array(historyEntry),
  /** A finished report's code in the ledger (decision 0040), printed on its PDF; null before. */
  verification_code: z.string().nullable().optional(),
  /** The application records as submitted (issue 14): empty while the report is in progress. */
  applications: z.array(reportApplication),
  /** What the record form needs: the location's state, the company's choices, who may supervise. */
  application_settings: z.object({
    state: z.string().nullable(),
    record_weather: z.boolean(),
    rate_check_warn_only: z.boolean(),
    applicators: z.array(
      z.object({ id: z.number(), name: z.string(), certification_id: z.string(), expires_on: dayText }),
    ),
  }),
  /** What the current user may do with it now; the server checks the same on each call. */
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    finish: z.boolean(),
    return: z.boolean(),
    print: z.boolean(),
    delete: z.boolean(),
  }),
});
export type ReportDetail = z.infer<typeof reportDetail>;

/** Templates a report can start from, and the chemicals a chemical application may name. */
export const startTemplate = z.object({
  id: z.number(),
  name: z.string(),
  company_name: z.string(),
  field_count: z.number(),
});
export type StartTemplate = z.infer<typeof startTemplate>;

export const chemicalOption = chemicalSummary.extend({
  /** The category names from the root down, e.g. ["Insecticides", "Pyrethroids"]. */
  path: z.array(z.string()),
  /** The lots in stock (label facts): what an application record's lot is picked from. */
  lots: z.array(z.string()),
});
export type ChemicalOption = z.infer<typeof chemicalOption>;
