import canonicalize from 'canonicalize';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnswerConflict } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { reportAnswers } from '../db/schema/reports';
import { users } from '../db/schema/users';

/** RFC 8785's canonical JSON: a JSONB value read back (its keys reordered) is still the same answer. */
const same = (a: unknown, b: unknown) => canonicalize(a ?? null) === canonicalize(b ?? null);

/**
 * The answers that would overwrite a change the device never saw (issue 32, decision 0069): sent
 * with a `base` (what the device knew the server held), where the server now holds something
 * else, and that is not the very value sent either (two devices typing the same is no conflict).
 * An answer without a base (an older version of the app) is not checked: it overwrites, as before.
 * Runs under the report's row lock, so no save can slip in between this read and the write.
 */
export async function answerConflicts(
  tx: Db,
  reportId: number,
  answers: { fieldId: number; value: unknown; base?: unknown }[],
): Promise<AnswerConflict[]> {
  const based = answers.filter((a) => a.base !== undefined);
  if (based.length === 0) return [];
  const stored = await tx
    .select({
      id: reportAnswers.id,
      fieldId: reportAnswers.fieldId,
      value: reportAnswers.value,
      at: reportAnswers.updatedAt,
    })
    .from(reportAnswers)
    .where(
      and(
        eq(reportAnswers.reportId, reportId),
        inArray(
          reportAnswers.fieldId,
          based.map((a) => a.fieldId),
        ),
      ),
    );
  const byField = new Map(stored.map((row) => [row.fieldId, row]));
  const conflicts: AnswerConflict[] = [];
  for (const a of based) {
    const row = byField.get(a.fieldId);
    const held = row?.value ?? null;
    if (same(a.base, held) || same(a.value, held)) continue;
    conflicts.push({
      field_id: a.fieldId,
      value: held,
      // Who wrote the row last is the audit log's (its trigger records every change); a cleared
      // field has no row left to name, so no one is named rather than a guess.
      changed_by: row ? await lastWriter(tx, row.id) : null,
      changed_at: row?.at ?? null,
    });
  }
  return conflicts;
}

async function lastWriter(tx: Db, answerId: number): Promise<AnswerConflict['changed_by']> {
  const [last] = await tx
    .select({ id: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entity, 'report_answers'), eq(auditLog.entityId, String(answerId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return last ?? null;
}
