import type { ReportDetail } from '@shared/schemas/reports';
import { followupId } from '@shared/schemas/checklist-values';
import type { OutboxEntry } from './outbox';

/** The stored answers by field id, and each flagged answer's follow-up under its negative id. */
export const answersOf = (report: ReportDetail) =>
  Object.fromEntries(
    report.tasks.flatMap((t) =>
      t.fields.flatMap((f) => [
        [f.id, f.answer] as const,
        ...(f.followup ? [[followupId(f.id), f.followup] as const] : []),
      ]),
    ),
  );

/**
 * The fields a 400 on saving `batch` refused, with the message to show on each. A field changed
 * while the call was on its way (a date's year typed key by key) is `superseded`: the refusal was
 * of an older value, and the newer one goes next instead of staying behind it (issue 32).
 */
export function refusalsOf(
  errors: Record<string, string>,
  batch: OutboxEntry[],
  unsent: ReadonlyMap<number, OutboxEntry>,
  /** Fields set aside as no longer the form's (decision 0072): not refused, not superseded. */
  orphaned: ReadonlySet<string> = new Set(),
): { fieldErrors: Record<number, string>; superseded: boolean } {
  const fieldErrors: Record<number, string> = {};
  const sent = new Map(batch.map((e) => [e.fieldId, e.version]));
  let superseded = false;
  for (const [key, message] of Object.entries(errors)) {
    // `answers.<field>` or, for a part of an application record, `answers.<field>.<record>.<part>`:
    // the part's message says more than the field's, so it is the one shown. A follow-up's
    // field is its negative id.
    const m = /^answers\.(-?\d+)(\..+)?$/.exec(key);
    if (!m || orphaned.has(m[1]!)) continue;
    const id = Number(m[1]);
    if (unsent.get(id)?.version !== sent.get(id)) superseded = true;
    else if (m[2] || fieldErrors[id] === undefined) fieldErrors[id] = message;
  }
  return { fieldErrors, superseded };
}
