import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FrozenApplication } from '@shared/schemas/applications';
import type { FilingKind, MakeFiling } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { userCertifications } from '../db/schema/certifications';
import { companySettings } from '../db/schema/company';
import { locations } from '../db/schema/locations';
import { users } from '../db/schema/users';
import { caCsv, caPdf, summarizeCa } from './ca-summary';
import { type FilingScope, filingRecords, scopeWhere } from './filing-records';
import { FilingRefused } from './ny-prl';
import { blockingProblem } from './state-rules';
import { form26ALine, form26Line, form26NoApplications, mergeNyRows } from './ny-prl';
import { registerCsv, registerPdf } from './register';
import type { PrintedVerification } from '../pdf/verification-block';

/** A file about to be kept: its name and type, and its bytes as they are made. */
export interface FilingFile {
  fileName: string;
  contentType: string;
  body: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
  /** How many records it holds; known once the body has been read to its end. */
  records: () => number;
  /** The ids of the records it was made from (kept with it: issue 30); whole once the body is read. */
  recordIds: number[];
}

export interface FilingCompany {
  businessName: string;
  address: string;
  /** The company's licence or registration number in the filing's state ('' for the federal register). */
  licence: string;
}

const TEXT = 'text/plain; charset=us-ascii';
const CSV = 'text/csv; charset=utf-8';
const PDF = 'application/pdf';
/** The media types a filing's file can be, for the API's document. */
export const FILING_MEDIA_TYPES = [TEXT, CSV, PDF].map((type) => type.split(';')[0]!);

/**
 * The scope's records as the file reads them; `strict` refuses (FilingRefused) the first record
 * the state's rules would, so a file made without "file anyway" needs no separate check first;
 * filed anyway, the first the state's file format cannot hold.
 */
async function* checked(
  db: Db,
  scope: FilingScope,
  strict: boolean,
  read: number[],
): AsyncGenerator<FrozenApplication[]> {
  for await (const batch of filingRecords(db, scope)) {
    for (const r of batch) {
      const problem = blockingProblem(r, scope.state, strict);
      if (problem) throw new FilingRefused(r.id, problem);
      read.push(r.id);
    }
    yield batch;
  }
}

async function collect(batches: AsyncIterable<FrozenApplication[]>): Promise<FrozenApplication[]> {
  const all: FrozenApplication[] = [];
  for await (const batch of batches) all.push(...batch);
  return all;
}

/** Counting as the batches pass, for the log's record count. */
function counted(batches: AsyncIterable<FrozenApplication[]>) {
  let n = 0;
  async function* pass() {
    for await (const batch of batches) {
      n += batch.length;
      yield batch;
    }
  }
  return { batches: pass(), count: () => n };
}

/** The counties of the company's California locations: each gets a report, with use or without. */
async function servedCaCounties(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ county: locations.county })
    .from(locations)
    .where(and(eq(locations.state, 'CA'), isNull(locations.deletedAt)));
  return rows.flatMap((r) => (r.county ? [r.county] : []));
}

/** Form 26A: everyone holding a New York certification valid during the year, by name. */
async function nyApplicators(db: Db, scope: FilingScope) {
  const certified = await db
    .select({ userId: users.id, name: users.name, certificationId: userCertifications.certificationId })
    .from(userCertifications)
    .innerJoin(users, eq(users.id, userCertifications.userId))
    .where(
      and(
        eq(userCertifications.state, 'NY'),
        isNull(userCertifications.deletedAt),
        gte(userCertifications.expiresOn, scope.from),
      ),
    )
    .orderBy(asc(users.name), asc(users.id), sql`${userCertifications.expiresOn} desc`);
  // Whoever applied or supervised a record of the year made applications: both are named on it.
  const [applicators, supervisors] = await Promise.all([
    db.selectDistinct({ id: applications.applicatorId }).from(applications).where(scopeWhere(scope)),
    db.selectDistinct({ id: applications.supervisorId }).from(applications).where(scopeWhere(scope)),
  ]);
  const appliedIds = new Set([...applicators, ...supervisors].map((a) => a.id));
  const seen = new Set<number>();
  return certified
    .filter((c) => !seen.has(c.userId) && seen.add(c.userId))
    .map((c) => ({ ...c, applied: appliedIds.has(c.userId) }));
}

const periodName = (f: MakeFiling) =>
  f.from.slice(0, 4) === f.to.slice(0, 4) && f.from.endsWith('-01-01') && f.to.endsWith('-12-31')
    ? f.from.slice(0, 4)
    : `${f.from}-to-${f.to}`;

/**
 * Makes the file a filing asks for; `strict` refuses a record with problems (FilingRefused). A PDF
 * carries the filing's ledger code; the states' text and CSV formats have no place for one.
 */
export async function filingFile(
  db: Db,
  f: MakeFiling,
  company: FilingCompany,
  made: Date,
  strict: boolean,
  verification?: PrintedVerification,
): Promise<FilingFile> {
  const scope: FilingScope = {
    state: f.state,
    from: f.from,
    to: f.to,
    locationId: f.location_id,
    customer: f.customer,
  };
  const kind: FilingKind = f.kind;
  const recordIds: number[] = [];
  if (kind === 'ny-form-26') {
    let records = 0;
    async function* body() {
      // Every record of the year first: two of one product, day and address are one row.
      const all = await collect(checked(db, scope, strict, recordIds));
      records = all.length;
      const rows = mergeNyRows(all);
      for (let i = 0; i < rows.length; i += 500) {
        // Lines in batches: a year is a few writes, not one per record.
        yield rows
          .slice(i, i + 500)
          .map((r) => form26Line(r, company.licence, strict))
          .join('');
      }
      if (records === 0) {
        // The header of a year without applications names the first certified applicator.
        const first = (await nyApplicators(db, scope))[0]?.certificationId ?? '';
        yield form26NoApplications(first, company.licence);
      }
    }
    return {
      fileName: `NY-Form-26-${f.from.slice(0, 4)}.txt`,
      contentType: TEXT,
      body: body(),
      records: () => records,
      recordIds,
    };
  }
  if (kind === 'ny-form-26a') {
    // It names who made applications: any record of the year added or removed can change it.
    const year = await db.select({ id: applications.id }).from(applications).where(scopeWhere(scope));
    const applicators = await nyApplicators(db, scope);
    const lines = applicators.map((a) =>
      form26ALine(
        { certificationId: a.certificationId, name: a.name, madeApplications: a.applied },
        company.licence,
      ),
    );
    return {
      fileName: `NY-Form-26A-${f.from.slice(0, 4)}.txt`,
      contentType: TEXT,
      body: lines,
      records: () => 0,
      recordIds: year.map((r) => r.id),
    };
  }
  if (kind === 'ca-monthly-csv' || kind === 'ca-monthly-pdf') {
    const records = await collect(checked(db, scope, strict, recordIds));
    const reports = summarizeCa(records, await servedCaCounties(db), strict);
    const month = f.from.slice(0, 7);
    const bytes =
      kind === 'ca-monthly-csv'
        ? caCsv(reports, month)
        : await caPdf(
            reports,
            {
              businessName: company.businessName,
              address: company.address,
              operatorId: company.licence,
              month,
              verification,
            },
            made,
          );
    return {
      fileName: `CA-monthly-${month}.${kind === 'ca-monthly-csv' ? 'csv' : 'pdf'}`,
      contentType: kind === 'ca-monthly-csv' ? CSV : PDF,
      body: [bytes],
      records: () => records.length,
      recordIds,
    };
  }
  const who = f.state === 'US' ? 'Federal' : 'TX';
  const { batches, count } = counted(checked(db, scope, strict, recordIds));
  if (kind === 'register-csv') {
    return {
      fileName: `${who}-register-${periodName(f)}.csv`,
      contentType: CSV,
      body: registerCsv(batches),
      records: count,
      recordIds,
    };
  }
  const title =
    f.state === 'US'
      ? 'Pesticide application records (40 CFR 171.303)'
      : 'Pesticide use records (4 TAC §7.144)';
  const { pdf } = await registerPdf(
    batches,
    {
      title,
      businessName: company.businessName,
      licence: company.licence,
      period: `${f.from} to ${f.to}`,
      scope:
        [f.customer && `Customer ${f.customer}`, f.location_id && `Location #${f.location_id}`]
          .filter(Boolean)
          .join(', ') || 'All customers',
      verification,
    },
    made,
  );
  return {
    fileName: `${who}-register-${periodName(f)}.pdf`,
    contentType: PDF,
    body: [pdf],
    records: count,
    recordIds,
  };
}

/** The business's name, address and its licence in the state, for the files' headers. */
export async function filingCompany(db: Db, licence: string): Promise<FilingCompany> {
  const [settings] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return { businessName: settings?.businessName ?? '', address: settings?.address ?? '', licence };
}
