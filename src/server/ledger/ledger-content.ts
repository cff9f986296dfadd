import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { asc, eq } from 'drizzle-orm';
import type { LedgerKind } from '@shared/schemas/ledger';
import type { Db } from '../db/client';
import { applicationCorrections, applications } from '../db/schema/applications';
import { deviceInspections } from '../db/schema/devices';
import { filings } from '../db/schema/filings';
import { reportAnswers, reportFiles, reportSites, reports } from '../db/schema/reports';
import { REPORT_IMAGES } from '../storage/report-image-kind';
import type { FileStore } from '../storage/file-store';
import { readUpload } from '../storage/upload-store';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 8785's canonical JSON: the same content hashes the same on any machine and driver. */
export const canonicalSha256 = (value: unknown) => sha256(canonicalize(value) ?? 'null');

/** A stored file by its bytes: a changed image or file is a changed record. */
const bytesSha256 = (data: Buffer | null) => (data ? sha256(data) : 'missing');

/** The named fields of a row, in no particular order (the canonical JSON sorts them). */
function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/*
 * The fields each record's hash covers, named: a column added to a table later is not in the hash
 * of records issued before it (a new field here would need a new content version). Left out: what
 * changes without the record changing (`updated_at`, the Trash's `deleted_*`, a report's visit given
 * at start-up, an application record's `listed`, which follows its report).
 */
const REPORT_FIELDS = [
  'id',
  'jobId',
  'templateId',
  'userId',
  'statusId',
  'startDate',
  'submittedAt',
  'finishedAt',
  'returnReason',
  'snapshot',
  'scorePoints',
  'scoreMax',
  'scorePercent',
  'flaggedCount',
  'passed',
  'createdAt',
] as const satisfies readonly (keyof typeof reports.$inferSelect)[];
const INSPECTION_FIELDS = [
  'id',
  'fieldId',
  'deviceId',
  'locationId',
  'inspectedAt',
  'scanned',
  'activity',
  'captures',
  'baitConsumed',
  'condition',
  'action',
  'note',
  'photoFileId',
  'userId',
] as const satisfies readonly (keyof typeof deviceInspections.$inferSelect)[];
const IMAGE_FIELDS = [
  'id',
  'fieldId',
  'filepath',
  'mime',
  'size',
] as const satisfies readonly (keyof typeof reportFiles.$inferSelect)[];
const APPLICATION_FIELDS = [
  'id',
  'reportId',
  'fieldId',
  'position',
  'appliedOn',
  'startTime',
  'endTime',
  'customerName',
  'customerAddress',
  'customerPhone',
  'locationId',
  'locationName',
  'street',
  'municipality',
  'county',
  'state',
  'zip',
  'latitude',
  'longitude',
  'chemicalId',
  'productName',
  'epaRegNo',
  'stateRegNo',
  'restrictedUse',
  'reiHours',
  'lot',
  'amount',
  'unit',
  'mixRate',
  'totalMix',
  'area',
  'areaUnit',
  'siteCode',
  'place',
  'method',
  'targetPests',
  'applicatorId',
  'applicatorName',
  'applicatorCertification',
  'supervisorId',
  'supervisorName',
  'supervisorCertification',
  'businessLicence',
  'businessLicenceExpiresOn',
  'windSpeedMph',
  'windDirection',
  'temperatureF',
  'rateOverLabel',
  'rateReason',
  'createdAt',
  'correctedAt',
  'correctedBy',
  'correctionNote',
] as const satisfies readonly (keyof typeof applications.$inferSelect)[];
const CORRECTION_FIELDS = [
  'id',
  'correctedAt',
  'correctedBy',
  'correctedByName',
  'note',
  'changes',
] as const satisfies readonly (keyof typeof applicationCorrections.$inferSelect)[];
const FILING_FIELDS = [
  'id',
  'state',
  'kind',
  'periodStart',
  'periodEnd',
  'fileKey',
  'fileName',
  'contentType',
  'size',
  'sha256',
  'records',
  'problems',
  'forced',
  'madeBy',
  'madeAt',
] as const satisfies readonly (keyof typeof filings.$inferSelect)[];

/** Every column of the hashed tables is named once: in its hash above, or here with why not. */
export const HASHED_FIELDS = {
  reports: REPORT_FIELDS,
  deviceInspections: INSPECTION_FIELDS,
  reportFiles: IMAGE_FIELDS,
  applications: APPLICATION_FIELDS,
  applicationCorrections: CORRECTION_FIELDS,
  filings: FILING_FIELDS,
};
export const UNHASHED_FIELDS: Record<keyof typeof HASHED_FIELDS, readonly string[]> = {
  // Changed by saves, the Trash and the visits' backfill, none of which changes what was issued.
  reports: ['updatedAt', 'deletedAt', 'deletedBy', 'visitId'],
  // The report they belong to is the record hashed; when the row was written is not part of it.
  deviceInspections: ['reportId', 'createdAt'],
  // The device's key only makes a resent upload land once (decision 0053); the image is its bytes.
  reportFiles: ['reportId', 'createdAt', 'clientKey'],
  // Follows its report's state (finished and not in the Trash).
  applications: ['listed'],
  applicationCorrections: ['applicationId'],
  // Added after the ledger's first version: the file's bytes, hashed, name the register's scope.
  filings: ['locationId', 'customer'],
};

/** The SHA-256 of a record's content as issued (decision 0040), or null when the record is gone. */
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
    images.push({
      ...pick(f, IMAGE_FIELDS),
      bytes: bytesSha256(await readUpload(files, REPORT_IMAGES, f.filepath)),
    });
  }
  return {
    report: pick(row, REPORT_FIELDS),
    answers,
    site: site?.site ?? null,
    inspections: inspections.map((i) => pick(i, INSPECTION_FIELDS)),
    images,
  };
}

async function applicationContent(db: Db, _files: FileStore, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) return null;
  const corrections = await db
    .select()
    .from(applicationCorrections)
    .where(eq(applicationCorrections.applicationId, id))
    .orderBy(asc(applicationCorrections.id));
  return {
    record: pick(row, APPLICATION_FIELDS),
    corrections: corrections.map((c) => pick(c, CORRECTION_FIELDS)),
  };
}

async function filingContent(db: Db, files: FileStore, id: number) {
  const [filing] = await db.select().from(filings).where(eq(filings.id, id));
  if (!filing) return null;
  return { filing: pick(filing, FILING_FIELDS), bytes: bytesSha256(await files.read(filing.fileKey)) };
}
