import { flaggedOptionsOf } from '@shared/checklist-logic';
import type { ReportScore } from '@shared/schemas/checklist-logic';
import type { ReportField } from '@shared/schemas/reports';

/**
 * The checklist logic's lines in the PDF (issue 16): the score under the header, the flag beside a
 * failing answer. English, as the rest of the PDF.
 */

/** "Score 12 of 20 (60%) · Fail · 2 flagged"; null when the report neither scores nor flags. */
export function scoreLine(score: ReportScore | undefined): string | null {
  if (!score) return null;
  const parts: string[] = [];
  if (score.max_points > 0) {
    parts.push(`Score ${score.points} of ${score.max_points} (${score.percent ?? 0}%)`);
    if (score.passed !== null) parts.push(score.passed ? 'Pass' : 'Fail');
  }
  if (score.flagged > 0) parts.push(`${score.flagged} flagged`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "Flagged: Dirty, Pests seen" when the answer picks an option that flags it; else null. */
export function flaggedLine(field: ReportField): string | null {
  const flagged = flaggedOptionsOf(
    { ...field, scoring: field.scoring ?? null, condition: field.condition ?? null },
    field.answer,
  );
  return flagged.length > 0 ? `Flagged: ${flagged.join(', ')}` : null;
}
