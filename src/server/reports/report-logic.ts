import type { ErrorCode } from '@shared/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type Answers,
  followupsRequired,
  isChoiceType,
  scoreReport,
  type Visibility,
  visibility,
} from '@shared/checklist-logic';
import {
  fieldOfFollowup,
  followupId,
  followupValue,
  type FollowupValue,
  type ReportScore,
} from '@shared/schemas/checklist-logic';
import { FieldType } from '@shared/constants';
import { chemicalIdsIn } from '@shared/schemas/application-values';
import { hasControlCharacters } from '@shared/schemas/common';
import type { ReportDetail } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { correctiveActions } from '../db/schema/corrective-actions';
import type { ReportSnapshot } from '../db/schema/reports';
import type { reports } from '../db/schema/reports';
import type { AnswerRefs, Checked } from './report-answers';

type SnapshotField = ReportSnapshot['tasks'][number]['fields'][number];

/**
 * Checklist logic on the server (issue 16, decision 0034): the report's snapshot and stored answers
 * through the same shared code the technician's form runs (shared/checklist-logic.ts).
 */

/** What is hidden now; a snapshot taken before rules existed hides nothing. */
export const reportVisibility = (snapshot: ReportSnapshot, answers: Answers): Visibility =>
  visibility(snapshot.tasks, answers);

/** The score of the shown answers, with the snapshot's own pass mark (never the template's now). */
export const reportScoreOf = (snapshot: ReportSnapshot, answers: Answers, seen?: Visibility): ReportScore =>
  scoreReport(snapshot.tasks, answers, snapshot.template.pass_mark ?? null, seen);

/** The score as the reports row keeps it: no points, maximum or percent when nothing is scored. */
export function scoreColumns(score: ReportScore): Partial<typeof reports.$inferInsert> {
  const scored = score.max_points > 0;
  return {
    scorePoints: scored ? score.points : null,
    scoreMax: scored ? score.max_points : null,
    scorePercent: scored ? score.percent : null,
    flaggedCount: score.flagged,
    passed: score.passed,
  };
}

/**
 * The field a follow-up id (negative) belongs to: a choice field whose flagged answers ask for
 * something. Any other negative id is as unknown as a field the report does not have.
 */
export function followupOwner(fields: Map<number, SnapshotField>, id: number): SnapshotField | undefined {
  const field = fields.get(fieldOfFollowup(id));
  return field && isChoiceType(field.field_type) && field.scoring?.flag_requires ? field : undefined;
}

/** A choice field whose flagged answers need a photo takes photos like a photo field. */
export const takesFollowupPhotos = (field: SnapshotField) => field.scoring?.flag_requires === 'photo';

/**
 * A follow-up's note and photos: the note follows a paragraph answer's rules (no control
 * characters, line breaks kept, trimmed), the photos must be this report's files of the field.
 * Nothing left in it clears it.
 */
export function checkFollowup(field: SnapshotField, raw: unknown, refs: AnswerRefs): Checked {
  if (raw === null || raw === undefined) return { value: null };
  const parsed = followupValue.safeParse(raw);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.path[0] === 'note' && i.code === 'too_big');
    return { error: tooLong ? 'checklist.noteTooLong' : 'checklist.followupInvalid' };
  }
  const { note, photos } = parsed.data;
  if (note !== undefined && hasControlCharacters(note, true))
    return { error: 'validation.controlCharacters' };
  const ids = (photos ?? []).map((p) => p.file_id);
  if (new Set(ids).size !== ids.length) return { error: 'checklist.followupInvalid' };
  if (!ids.every((id) => refs.files.get(id) === field.id)) return { error: 'report.fileNotFound' };
  const text = note?.replace(/\r\n?/g, '\n').trim() ?? '';
  const value: FollowupValue = {
    ...(text ? { note: text } : {}),
    ...(ids.length > 0 ? { photos: ids.map((file_id) => ({ file_id })) } : {}),
  };
  return Object.keys(value).length === 0 ? { value: null } : { value };
}

const followupOf = (answers: ReadonlyMap<number, unknown>, fieldId: number): FollowupValue => {
  const parsed = followupValue.safeParse(answers.get(followupId(fieldId)));
  return parsed.success ? parsed.data : {};
};

const MISSING: Record<'note' | 'photo' | 'action', ErrorCode> = {
  note: 'checklist.noteRequired',
  photo: 'checklist.photoRequired',
  action: 'checklist.actionRequired',
};

/**
 * The shown flagged answers still lacking what their question requires: a note, a photo, or a
 * live corrective action made for that answer of this report.
 */
export async function missingFollowups(
  tx: Db,
  reportId: number,
  snapshot: ReportSnapshot,
  answers: ReadonlyMap<number, unknown>,
  seen: Visibility,
): Promise<{ id: number; field_name: string; code: ErrorCode }[]> {
  const needed = followupsRequired(snapshot.tasks, answers, seen);
  if (needed.length === 0) return [];
  const withAction = needed.some((n) => n.requires === 'action')
    ? await tx
        .select({ fieldId: correctiveActions.fieldId })
        .from(correctiveActions)
        .where(and(eq(correctiveActions.reportId, reportId), isNull(correctiveActions.deletedAt)))
    : [];
  const actionFields = new Set(withAction.map((a) => a.fieldId));
  return needed
    .filter(({ field, requires }) => {
      const followup = followupOf(answers, field.id);
      if (requires === 'note') return !followup.note?.trim();
      if (requires === 'photo') return (followup.photos ?? []).length === 0;
      return !actionFields.has(field.id);
    })
    .map(({ field, requires }) => ({ id: field.id, field_name: field.field_name, code: MISSING[requires] }));
}

/**
 * The report as a reader sees it (the view's print data, the PDF, the shared page): hidden tasks
 * and fields left out, with the images and chemicals only they name. The form reads the whole
 * detail, hidden answers included, to show them again when their rule is met.
 */
export function shownOnly(detail: ReportDetail): ReportDetail {
  const tasks = detail.tasks
    .filter((t) => !t.hidden)
    .map((t) => ({ ...t, fields: t.fields.filter((f) => !f.hidden) }));
  const fields = tasks.flatMap((t) => t.fields);
  const shownIds = new Set(fields.map((f) => f.id));
  const chemicalIds = new Set(
    chemicalIdsIn(fields.filter((f) => f.field_type === FieldType.ChemicalApplication).map((f) => f.answer)),
  );
  for (const a of detail.applications) chemicalIds.add(a.chemical_id);
  return {
    ...detail,
    tasks,
    files: detail.files.filter((f) => shownIds.has(f.field_id)),
    chemicals: detail.chemicals.filter((c) => chemicalIds.has(c.id)),
  };
}
