import { flaggedOptionsOf } from '@shared/checklist-logic';
import type { ReportScore } from '@shared/schemas/checklist-logic';
import type { ReportField } from '@shared/schemas/reports';
import { type PdfLanguage, pdfLanguage } from '../../pdf/pdf-language';

const ENGLISH = pdfLanguage('en', 'UTC');

/**
 * The checklist logic's lines in the PDF (issue 16): the score under the header, the flag beside a
 * failing answer, in the PDF's language.
 */

/** "Score 12 of 20 (60%) · Fail · 2 flagged"; null when the report neither scores nor flags. */
export function scoreLine(score: ReportScore | undefined, lang: PdfLanguage = ENGLISH): string | null {
  if (!score) return null;
  const parts: string[] = [];
  const n = lang.number;
  if (score.max_points > 0) {
    parts.push(
      lang.t('pdfs.report.score', {
        points: n(score.points),
        max: n(score.max_points),
        percent: n(score.percent ?? 0),
      }),
    );
    if (score.passed !== null) parts.push(lang.t(score.passed ? 'pdfs.report.pass' : 'pdfs.report.fail'));
  }
  if (score.flagged > 0) parts.push(lang.t('pdfs.report.flaggedCount', { n: n(score.flagged) }));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "Flagged: Dirty, Pests seen" when the answer picks an option that flags it; else null. */
export function flaggedLine(field: ReportField, lang: PdfLanguage = ENGLISH): string | null {
  const flagged = flaggedOptionsOf(
    { ...field, scoring: field.scoring ?? null, condition: field.condition ?? null },
    field.answer,
  );
  return flagged.length > 0 ? lang.t('pdfs.report.flagged', { options: flagged.join(', ') }) : null;
}
