import { eq } from 'drizzle-orm';
import type { ApplicationCorrection, ApplicationDetail } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { badRequest, notFound } from '../http/errors';
import { frozen } from './applications.repository';

/** A record with who last corrected it, when and why. */
const detailOf = (row: typeof applications.$inferSelect): ApplicationDetail => ({
  ...frozen(row),
  listed: row.listed,
  corrected_at: row.correctedAt?.toISOString() ?? null,
  corrected_by: row.correctedBy,
  correction_note: row.correctionNote,
});

export async function applicationById(db: Db, id: number): Promise<ApplicationDetail> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('application');
  return detailOf(row);
}

/**
 * An Admin's correction of a finished record for a state filing (issue 15, decision 0030): the
 * parts sent replace the record's, the note says why; the audit trigger keeps what it said
 * before. The report's answers, what the technician typed, are left as they are.
 */
export async function correctApplication(
  tx: Db,
  id: number,
  c: ApplicationCorrection,
  userId: number,
  now: Date,
): Promise<ApplicationDetail> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) throw notFound('application');
  if (!row.listed) throw badRequest('compliance.notListed');
  const startTime = c.start_time ?? row.startTime;
  if (row.endTime !== null && row.endTime < startTime) {
    throw badRequest('application.endBeforeStart', { start_time: 'application.endBeforeStart' });
  }
  const [updated] = await tx
    .update(applications)
    .set({
      ...(c.street !== undefined ? { street: c.street } : {}),
      ...(c.municipality !== undefined ? { municipality: c.municipality } : {}),
      ...(c.county !== undefined ? { county: c.county } : {}),
      ...(c.zip !== undefined ? { zip: c.zip } : {}),
      ...(c.amount !== undefined ? { amount: c.amount } : {}),
      ...(c.unit !== undefined ? { unit: c.unit } : {}),
      ...(c.epa_reg_no !== undefined ? { epaRegNo: c.epa_reg_no } : {}),
      ...(c.site_code !== undefined ? { siteCode: c.site_code } : {}),
      ...(c.target_pests !== undefined ? { targetPests: c.target_pests } : {}),
      ...(c.applied_on !== undefined ? { appliedOn: c.applied_on } : {}),
      ...(c.start_time !== undefined ? { startTime: c.start_time } : {}),
      correctionNote: c.note,
      correctedAt: now,
      correctedBy: userId,
    })
    .where(eq(applications.id, id))
    .returning();
  return detailOf(updated!);
}
