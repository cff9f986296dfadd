import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { asc, eq } from 'drizzle-orm';
import type { LedgerKind } from '@shared/schemas/ledger';
import type { Db } from '../db/client';
import { applicationCorrections, applications } from '../db/schema/applications';
import { deviceInspections } from '../db/schema/devices';
import { filings } from '../db/schema/filings';
import { reportAnswers, reportFiles, reportSites, reports } from '../db/schema/reports';
import { REPORT_IMAGES } from '../reports/report-images';
import type { FileStore } from '../storage/file-store';
import { readUpload } from '../storage/upload-store';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 8785's canonical JSON: the same content hashes the same on any machine and driver. */
export const canonicalSha256 = (value: unknown) => sha256(canonicalize(value) ?? 'null');

/** A stored file by its bytes: a changed image or file is a changed record. */
const bytesSha256 = (data: Buffer | null) => (data ? sha256(data) : 'missing');

/**
 * The SHA-256 of a record's content as issued (decision 0040), or null when the record is gone.
 * Left out: what changes without the record changing (`updated_at`, the Trash's `deleted_*`, a
 * report's visit given at start-up, an application record's `listed`, which follows its report).
 */
export async function contentSha256(
  db: Db,
  files: FileStore,
  kind: LedgerKind,
  id: number,
): Promise<string | null> {
  const content = await contentOf[kind](db, files, id);
  return content === null ? null : canonicalSha256(content);
}

const contentOf: Record<LedgerKind, (db: Db, files: FileStore, id: number) => Promise<object | null>> = {
  report: reportContent,
  application: applicationContent,
  filing: filingContent,
};

async function reportContent(db: Db, files: FileStore, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  if (!row) return null;
  const { updatedAt: _u, deletedAt: _d, deletedBy: _b, visitId: _v, ...report } = row;
  const answers = await db
    .select({ fieldId: reportAnswers.fieldId, value: reportAnswers.value })
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, id))
    .orderBy(asc(reportAnswers.fieldId));
  const [site] = await db
    .select({ site: reportSites.site })
    .from(reportSites)
    .where(eq(reportSites.reportId, id));
  const inspections = await db
    .select()
    .from(deviceInspections)
    .where(eq(deviceInspections.reportId, id))
    .orderBy(asc(deviceInspections.id));
  const stored = await db
    .select()
    .from(reportFiles)
    .where(eq(reportFiles.reportId, id))
    .orderBy(asc(reportFiles.id));
  const images = [];
  for (const f of stored) {
    images.push({ ...f, bytes: bytesSha256(await readUpload(files, REPORT_IMAGES, f.filepath)) });
  }
  return { report, answers, site: site?.site ?? null, inspections, images };
}

async function applicationContent(db: Db, _files: FileStore, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) return null;
  const { listed: _l, ...record } = row;
  const corrections = await db
    .select()
    .from(applicationCorrections)
    .where(eq(applicationCorrections.applicationId, id))
    .orderBy(asc(applicationCorrections.id));
  return { record, corrections };
}

async function filingContent(db: Db, files: FileStore, id: number) {
  const [filing] = await db.select().from(filings).where(eq(filings.id, id));
  if (!filing) return null;
  return { filing, bytes: bytesSha256(await files.read(filing.fileKey)) };
}
