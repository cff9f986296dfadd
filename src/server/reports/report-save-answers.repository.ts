import { and, eq, inArray, sql } from 'drizzle-orm';
import { isFollowupId } from '@shared/schemas/checklist-logic';
import type { AnswerConflict, AnswersResponse } from '@shared/schemas/reports';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { reportAnswers, reports } from '../db/schema/reports';
import { badRequest, type FieldErrors } from '../http/errors';
import { answerConflicts } from './report-answer-conflicts';
import { checkAnswer, loadRefs } from './report-answers';
import { loadReport } from './report-detail.repository';
import { checkFollowup, followupOwner, reportScoreOf, scoreColumns } from './report-logic';
import { snapshotFields } from './report-snapshot';
import { assertEditable } from './report-workflow.repository';

/**
 * Saves some answers (autosave sends the fields that changed). Each is checked against its
 * snapshot field; one bad answer refuses the call, with a message per field, and saves nothing.
 * An empty answer clears the field. An answer sent with a `base` that the server has since
 * changed (another device, decision 0069) is not saved and comes back in `conflicts`; the call's
 * other answers are saved, and `saved` says what the report holds after it.
 */
export async function saveAnswers(
  tx: Db,
  id: number,
  answers: { field_id: number; value: unknown; base?: unknown }[],
  actor: SessionUser,
): Promise<{ saved: AnswersResponse; conflicts: AnswerConflict[] }> {
  // The row lock orders two devices' saves: the second one compares with what the first stored.
  const report = await loadReport(tx, id, actor, { lock: true, own: true });
  assertEditable(report);
  const fields = new Map(snapshotFields(report.snapshot).map((f) => [f.id, f]));
  const refs = await loadRefs(
    tx,
    report,
    answers.map((a) => a.value),
  );
  const errors: FieldErrors = {};
  const checked: { fieldId: number; value: unknown; base?: unknown }[] = [];
  for (const a of answers) {
    const key = `answers.${a.field_id}`;
    // A negative id is a flagged answer's note and photos (issue 16), checked as such.
    const followupOf = isFollowupId(a.field_id) ? followupOwner(fields, a.field_id) : undefined;
    const field = isFollowupId(a.field_id) ? followupOf : fields.get(a.field_id);
    if (!field) {
      errors[key] = 'report.unknownField';
      continue;
    }
    const result = followupOf ? checkFollowup(field, a.value, refs) : checkAnswer(field, a.value, refs);
    if ('error' in result) {
      errors[key] = result.error;
      for (const [part, code] of Object.entries(result.parts ?? {})) errors[`${key}.${part}`] = code;
    } else checked.push({ fieldId: a.field_id, value: result.value, base: a.base });
  }
  if (Object.keys(errors).length > 0) throw badRequest('report.answersInvalid', errors);
  const conflicts = await answerConflicts(tx, report.id, checked);
  const conflicting = new Set(conflicts.map((c) => c.field_id));
  // One row per field: the last answer sent for a field wins.
  const latest = [
    ...new Map(checked.filter((a) => !conflicting.has(a.fieldId)).map((a) => [a.fieldId, a])).values(),
  ];
  const clears = latest.filter((a) => a.value === null).map((a) => a.fieldId);
  const upserts = latest.filter((a) => a.value !== null);
  if (clears.length > 0) {
    await tx
      .delete(reportAnswers)
      .where(and(eq(reportAnswers.reportId, report.id), inArray(reportAnswers.fieldId, clears)));
  }
  if (upserts.length > 0) {
    await tx
      .insert(reportAnswers)
      .values(upserts.map((u) => ({ reportId: report.id, fieldId: u.fieldId, value: u.value })))
      .onConflictDoUpdate({
        target: [reportAnswers.reportId, reportAnswers.fieldId],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  }
  const saved = await tx
    .select({ field_id: reportAnswers.fieldId, value: reportAnswers.value })
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, report.id));
  // Every answer of the call in conflict: nothing changed, the report is left as it was.
  if (latest.length === 0) return { saved: { answers: saved, updated_at: report.updatedAt }, conflicts };
  // The score goes with the one audited write of the row a save already makes.
  const score = reportScoreOf(report.snapshot, new Map(saved.map((a) => [a.field_id, a.value])));
  const [touched] = await tx
    .update(reports)
    .set({ updatedAt: new Date(), ...scoreColumns(score) })
    .where(eq(reports.id, report.id))
    .returning({ updatedAt: reports.updatedAt });
  return { saved: { answers: saved, updated_at: touched!.updatedAt }, conflicts };
}
