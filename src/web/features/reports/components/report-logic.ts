/*
 * What issue 16 adds to a report as the API sends it (the shared contract): each task's and field's
 * rule and `hidden`, a field's scoring and follow-up, the report's pass mark and score, a list
 * row's score. Optional here so the web reads them before and after the shared schemas carry them;
 * a ReportDetail is assignable to these as it is.
 */
import type { Condition, FollowupValue, ReportScore, Scoring } from '@shared/schemas/checklist-logic';
import type { ReportDetail, ReportField, ReportRow, ReportTask } from '@shared/schemas/reports';

export type LogicReportField = ReportField & {
  condition?: Condition | null;
  scoring?: Scoring | null;
  /** The saved answer under followupId(field.id): the flagged answer's note and photos. */
  followup?: FollowupValue | null;
  /** The server's visibility from the stored answers: left out of the view and the print. */
  hidden?: boolean;
};
export type LogicReportTask = Omit<ReportTask, 'fields'> & {
  condition?: Condition | null;
  hidden?: boolean;
  fields: LogicReportField[];
};
export type LogicReport = Omit<ReportDetail, 'tasks'> & {
  tasks: LogicReportTask[];
  pass_mark?: number | null;
  score?: ReportScore;
};
export type LogicReportRow = ReportRow & {
  score_percent?: number | null;
  passed?: boolean | null;
  flagged_count?: number;
};

/** A follow-up as the form holds it: its photos may still wait on the device (`{pending}`). */
export interface FollowupDraft {
  note?: string;
  photos?: ({ file_id: number } | { pending: string })[];
}

export const asFollowup = (v: unknown): FollowupDraft =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
