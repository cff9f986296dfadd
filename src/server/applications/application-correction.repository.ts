import { asc, eq, inArray } from 'drizzle-orm';
import {
  CORRECTABLE_PARTS,
  type CorrectablePart,
  type FrozenApplication,
  type RecordCorrection,
  type ReportApplication,
} from '@shared/schemas/applications';
import type { ApplicationCorrection, ApplicationDetail } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { applicationCorrections, applications } from '../db/schema/applications';
import { users } from '../db/schema/users';
import { badRequest, notFound } from '../http/errors';
import { frozen } from './applications.repository';

type Row = typeof applications.$inferSelect;

/** Where each part an Admin may correct is kept in a record's row. */
const COLUMN: Record<CorrectablePart, keyof Row> = {
  street: 'street',
  municipality: 'municipality',
  county: 'county',
  zip: 'zip',
  amount: 'amount',
  unit: 'unit',
  epa_reg_no: 'epaRegNo',
  site_code: 'siteCode',
  target_pests: 'targetPests',
  applied_on: 'appliedOn',
  start_time: 'startTime',
};

/** Every correction of these records, oldest first, by record. */
async function correctionsOf(db: Db, ids: number[]): Promise<Map<number, RecordCorrection[]>> {
  const byRecord = new Map<number, RecordCorrection[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(applicationCorrections)
    .where(inArray(applicationCorrections.applicationId, ids))
    .orderBy(asc(applicationCorrections.id));
  for (const row of rows) {
    byRecord.get(row.applicationId)!.push({
      at: row.correctedAt.toISOString(),
      by: { id: row.correctedBy, name: row.correctedByName },
      note: row.note,
      // Written by correctApplication (or the migration from the audit log) with these parts only.
      changes: row.changes as RecordCorrection['changes'],
    });
  }
  return byRecord;
}

/** Frozen records with their corrections. */
export async function withCorrections(db: Db, records: FrozenApplication[]): Promise<ReportApplication[]> {
  const corrections = await correctionsOf(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => ({ ...r, corrections: corrections.get(r.id) ?? [] }));
}

/** A record with every correction, and who last corrected it, when and why. */
async function detailOf(db: Db, row: Row): Promise<ApplicationDetail> {
  const [record] = await withCorrections(db, [frozen(row)]);
  return {
    ...record!,
    listed: row.listed,
    corrected_at: row.correctedAt?.toISOString() ?? null,
    corrected_by: row.correctedBy,
    correction_note: row.correctionNote,
  };
}

export async function applicationById(db: Db, id: number): Promise<ApplicationDetail> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('application');
  return detailOf(db, row);
}

/**
 * An Admin's correction of a finished record for a state filing (issue 15, decision 0030): the
 * parts sent replace the record's, the note says why, and a correction entry keeps each changed
 * part's value before and after, who, when and why (issue 30). The report's answers, what the
 * technician typed, are left as they are.
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
  const changes = CORRECTABLE_PARTS.flatMap((part) => {
    const to = c[part];
    const from = row[COLUMN[part]] as string | number | null;
    return to === undefined || to === from ? [] : [{ part, from, to }];
  });
  // Parts sent as they already were are no correction: one would say nothing changed.
  if (changes.length === 0)
    throw badRequest('compliance.nothingChanged', { note: 'compliance.nothingChanged' });
  const [updated] = await tx
    .update(applications)
    .set({
      ...Object.fromEntries(changes.map(({ part, to }) => [COLUMN[part], to])),
      correctionNote: c.note,
      correctedAt: now,
      correctedBy: userId,
    })
    .where(eq(applications.id, id))
    .returning();
  const [admin] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  await tx.insert(applicationCorrections).values({
    applicationId: id,
    correctedAt: now,
    correctedBy: userId,
    correctedByName: admin?.name ?? '',
    note: c.note,
    changes,
  });
  return detailOf(tx, updated!);
}
