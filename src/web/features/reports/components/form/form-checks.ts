/*
 * What the form checks before it asks the server to submit, and where the server's refusal of a
 * submit goes: both by the same visibility the server uses (shared/checklist-logic.ts), so a hidden
 * question never holds the report back and a flagged answer's missing note shows on its question.
 */
import { followupsRequired, isEmptyAnswer, type Visibility } from '@shared/checklist-logic';
import { FieldType } from '@shared/constants';
import type { FlagRequires } from '@shared/schemas/checklist-logic';
import { fieldOfFollowup, followupId, isFollowupId } from '@shared/schemas/checklist-values';
import { asFollowup } from '../report-logic';
import { missingNumbers } from './device-entries';
import type { ReportDetail } from '@shared/schemas/reports';

/** `answers.<field>.<record>.<part>` messages, by field, keyed `<record>.<part>`. */
export function partErrorsOf(errors: Record<string, string>): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  for (const [key, text] of Object.entries(errors)) {
    const m = /^answers\.(\d+)\.(\d+\.\w+)$/.exec(key);
    if (m) (out[Number(m[1])] ??= {})[m[2]!] = text;
  }
  return out;
}

/** Whether a flagged answer's follow-up holds what its question asks for. */
export function followupDone(
  requires: FlagRequires,
  followup: unknown,
  hasAction: boolean | undefined,
): boolean {
  const { note, photos } = asFollowup(followup);
  if (requires === 'note') return typeof note === 'string' && note.trim() !== '';
  if (requires === 'photo') return Array.isArray(photos) && photos.length > 0;
  // Whether an action exists is the corrective actions' to say; without them, the server checks.
  return hasAction ?? true;
}

export interface SubmitProblems {
  /** Shown, required questions without an answer. */
  missing: number[];
  /** Shown, flagged answers whose note, photo or corrective action is not there yet. */
  followups: { fieldId: number; requires: FlagRequires }[];
  /** Shown Device inspection fields with full coverage, and the devices in place not inspected yet. */
  coverage: { fieldId: number; numbers: number[] }[];
}

/** The shown questions that would hold the submit back; hidden ones never do. */
export function submitProblems(
  report: ReportDetail,
  values: Record<number, unknown>,
  seen: Visibility,
  hasAction?: (fieldId: number) => boolean,
): SubmitProblems {
  const missing = report.tasks
    .flatMap((task) => task.fields)
    .filter(
      (f) =>
        f.required === 1 &&
        f.field_type !== FieldType.Link &&
        !seen.hiddenFields.has(f.id) &&
        isEmptyAnswer(values[f.id]),
    )
    .map((f) => f.id);
  const followups = followupsRequired(report.tasks, values, seen)
    .filter(
      ({ field, requires }) => !followupDone(requires, values[followupId(field.id)], hasAction?.(field.id)),
    )
    .map(({ field, requires }) => ({ fieldId: field.id, requires }));
  // The server's device.coverage rule, here before the submit is sent.
  const coverage = report.tasks
    .flatMap((task) => task.fields)
    .filter(
      (f) => f.field_type === FieldType.DeviceInspection && f.full_coverage && !seen.hiddenFields.has(f.id),
    )
    .map((f) => ({ fieldId: f.id, numbers: missingNumbers(report.devices ?? [], values[f.id]) }))
    .filter((c) => c.numbers.length > 0 && !missing.includes(c.fieldId));
  return { missing, followups, coverage };
}

/**
 * A refused submit's field messages, by where the form shows them: a required answer's on its
 * question (its id); a follow-up's (the server's `checklist.*` codes, on the follow-up's negative
 * id or on its question's) under the question, at the follow-up's id.
 */
export function submitRefusalOf(
  errors: Record<string, string>,
  codes: Record<string, { code?: string }> | undefined,
): { errors: Record<number, string>; missing: number[]; followups: number[] } {
  const out: Record<number, string> = {};
  const missing: number[] = [];
  const followups: number[] = [];
  for (const [key, text] of Object.entries(errors)) {
    const m = /^answers\.(-?\d+)$/.exec(key);
    if (!m) continue;
    const id = Number(m[1]);
    if (isFollowupId(id) || codes?.[key]?.code?.startsWith('checklist.')) {
      const field = isFollowupId(id) ? fieldOfFollowup(id) : id;
      out[followupId(field)] = text;
      followups.push(field);
    } else {
      out[id] = text;
      missing.push(id);
    }
  }
  return { errors: out, missing, followups };
}
