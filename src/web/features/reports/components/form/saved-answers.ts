import { followupId } from '@shared/schemas/checklist-values';
import type { AnswersResponse, ReportDetail } from '@shared/schemas/reports';

/**
 * The report as the server now holds it, after a save: its answers as stored. Kept in the query
 * cache, the report then opens with them with no connection (the installed app keeps the cache on
 * the device, lib/kept-queries.ts), though the server was not asked again before the tab closed.
 */
export function withSavedAnswers(report: ReportDetail, saved: AnswersResponse): ReportDetail {
  const byId = new Map(saved.answers.map((a) => [a.field_id, a.value]));
  return {
    ...report,
    updated_at: saved.updated_at,
    tasks: report.tasks.map((task) => ({
      ...task,
      fields: task.fields.map((field) => {
        const followup = followupId(field.id);
        if (!byId.has(field.id) && !byId.has(followup)) return field;
        return {
          ...field,
          ...(byId.has(field.id) ? { answer: byId.get(field.id) } : {}),
          ...(byId.has(followup)
            ? { followup: byId.get(followup) as ReportDetail['tasks'][number]['fields'][number]['followup'] }
            : {}),
        };
      }),
    })),
  };
}
