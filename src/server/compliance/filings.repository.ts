import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { FILING_KINDS } from '@shared/filing-kinds';
import type { Filing, FilingsResponse, MakeFiling } from '@shared/schemas/compliance';
import { PAGE_SIZE } from '@shared/constants';
import { dayIn } from '@shared/dates';
import type { Db } from '../db/client';
import { companyLicences } from '../db/schema/company';
import { filings } from '../db/schema/filings';
import { ledgerEntries } from '../db/schema/ledger';
import { users } from '../db/schema/users';
import { offsetFor } from '../db/sql-helpers';
import { badRequest, conflict, notFound } from '../http/errors';
import type { FileStore } from '../storage/file-store';
import { appendLedgerEntry, newLedgerCode } from '../ledger/ledger.public';
import { keepFilingRecords, filingChanges } from './filing-changes';
import { filingCompany, filingFile } from './filing-files';
import { FilingRefused } from './ny-prl';
import { readiness } from './readiness';
import { emitEvent } from '../webhooks/webhooks.public';

const PREFIX = 'filings';

/** The company's licence number in a state; the federal register needs none. */
async function licenceIn(db: Db, state: MakeFiling['state']): Promise<string> {
  if (state === 'US') return '';
  const [licence] = await db
    .select({ number: companyLicences.number })
    .from(companyLicences)
    .where(and(eq(companyLicences.state, state), isNull(companyLicences.deletedAt)));
  if (!licence) throw badRequest({ code: 'compliance.notLicensed', params: { state } });
  return licence.number;
}

/** Writes the body to a temporary file, hashing it on the way: memory holds a chunk at a time. */
async function spool(body: AsyncIterable<string | Buffer> | Iterable<string | Buffer>, file: string) {
  const hash = createHash('sha256');
  let size = 0;
  async function* hashed() {
    for await (const chunk of body) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      hash.update(bytes);
      size += bytes.length;
      yield bytes;
    }
  }
  await pipeline(hashed, createWriteStream(file));
  return { sha256: hash.digest('hex'), size };
}

export interface FilingContext {
  db: Db;
  files: FileStore;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  userId: number;
  now: Date;
  /** An absolute address in the app (config.ts `publicUrl`): where a PDF's printed code is checked. */
  publicUrl: (path: string) => string;
  /** The office's time zone (APP_TIMEZONE): a filing made on its period's last day is a draft. */
  timezone: string;
}

/**
 * Makes a filing (issue 15): refused while the readiness list has problems unless filed anyway,
 * then the file is made, kept in the file store with its SHA-256, and logged.
 */
export async function makeFiling(ctx: FilingContext, f: MakeFiling): Promise<Filing> {
  if (!(FILING_KINDS[f.state] as readonly string[]).includes(f.kind)) {
    throw badRequest({ code: 'compliance.kind', params: { state: f.state } });
  }
  const licence = await licenceIn(ctx.db, f.state);
  const scope = { state: f.state, from: f.from, to: f.to, locationId: f.location_id, customer: f.customer };
  const problemsRemain = async () =>
    conflict({
      code: 'compliance.problemsRemain',
      params: { count: (await readiness(ctx.db, scope)).total },
    });
  // Filed anyway, the log counts the problems; Form 26A reads no record, so it checks the year
  // first. Any other file checks each record as it is written and stops at the first problem.
  const total = f.force || f.kind === 'ny-form-26a' ? (await readiness(ctx.db, scope)).total : 0;
  if (total > 0 && !f.force) throw await problemsRemain();
  // A record the state's rules refuse, met while the file is made (the PDFs and California's
  // summary read every record first, the text files as they are written): the readiness list
  // names it and counts the rest.
  const refused = async (error: unknown): Promise<never> => {
    if (!(error instanceof FilingRefused)) throw error;
    // Filed anyway, only a value the state's file cannot hold stops it (issue 30): say which.
    if (f.force) {
      throw conflict({ code: 'compliance.cannotFile', params: { id: error.applicationId } });
    }
    throw await problemsRemain();
  };
  const company = await filingCompany(ctx.db, licence);
  // Chosen first, so the PDF can carry the code its entry will have (decision 0040).
  const code = newLedgerCode();
  const verification = { code, url: ctx.publicUrl(`/verify/${code}`) };
  const file = await filingFile(ctx.db, f, company, ctx.now, !f.force, verification).catch(refused);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-filing-'));
  const key = `${PREFIX}/${randomBytes(16).toString('hex')}${path.extname(file.fileName)}`;
  try {
    const { sha256, size } = await spool(file.body, path.join(dir, 'file')).catch(refused);
    await ctx.files.put(key, createReadStream(path.join(dir, 'file')), {
      size,
      contentType: file.contentType,
    });
    const row = await ctx
      .transaction(async (tx) => {
        const [made] = await tx
          .insert(filings)
          .values({
            state: f.state,
            kind: f.kind,
            periodStart: f.from,
            periodEnd: f.to,
            fileKey: key,
            fileName: file.fileName,
            contentType: file.contentType,
            size,
            sha256,
            records: file.records(),
            problems: total,
            forced: total > 0,
            madeBy: ctx.userId,
            madeAt: ctx.now,
            locationId: f.location_id || null,
            customer: f.customer || null,
          })
          .returning({ id: filings.id });
        await keepFilingRecords(tx, made!.id, file.recordIds);
        // Its code says later whether these are still the bytes made (decision 0040).
        await appendLedgerEntry(tx, ctx.files, {
          kind: 'filing',
          subjectId: made!.id,
          reason: 'made',
          issuedAt: ctx.now,
          code,
        });
        await emitEvent(tx, 'filing.made', { id: made!.id, state: f.state, kind: f.kind });
        return made!;
      })
      .catch(async (error: unknown) => {
        await ctx.files.delete(key);
        throw error;
      });
    return (await filingById(ctx.db, row.id, ctx.timezone))!;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Its latest entry's code: a filing has one entry, made with it. */
const verificationCode = sql<string | null>`(
  select l.code from ${ledgerEntries} l
  where l.kind = 'filing' and l.subject_id = ${filings.id}
  order by l.id desc limit 1
)`;

const columns = { filing: filings, madeByName: users.name, ...filingChanges, verificationCode };

/**
 * A filing made before its period ended, on the office's calendar, is a draft (issue 30): records
 * may still be added to the period, so it is never the filing the state is owed.
 */
export const isDraft = (madeAt: Date, periodEnd: string, timezone: string) =>
  dayIn(madeAt, timezone) <= periodEnd;

type Row = {
  filing: typeof filings.$inferSelect;
  madeByName: string;
  added: number;
  removed: number;
  changed: number;
  verificationCode: string | null;
};

function shown(r: Row, timezone: string): Filing {
  const f = r.filing;
  return {
    id: f.id,
    state: f.state as Filing['state'],
    kind: f.kind as Filing['kind'],
    period_start: f.periodStart,
    period_end: f.periodEnd,
    file_name: f.fileName,
    size: f.size,
    sha256: f.sha256,
    records: f.records,
    problems: f.problems,
    forced: f.forced,
    made_by: { id: f.madeBy, name: r.madeByName },
    made_at: f.madeAt.toISOString(),
    draft: isDraft(f.madeAt, f.periodEnd, timezone),
    changes: { added: r.added, removed: r.removed, changed: r.changed },
    verification_code: r.verificationCode,
  };
}

async function filingById(db: Db, id: number, timezone: string): Promise<Filing | null> {
  const [row] = await db
    .select(columns)
    .from(filings)
    .innerJoin(users, eq(users.id, filings.madeBy))
    .where(eq(filings.id, id));
  return row ? shown(row, timezone) : null;
}

/** The state's filing log, newest first, a page at a time. */
export async function listFilings(
  db: Db,
  state: Filing['state'],
  page: number,
  timezone: string,
): Promise<FilingsResponse> {
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(filings)
      .innerJoin(users, eq(users.id, filings.madeBy))
      .where(eq(filings.state, state))
      .orderBy(desc(filings.madeAt), desc(filings.id))
      .limit(PAGE_SIZE)
      .offset(offsetFor(page, PAGE_SIZE)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(filings)
      .where(eq(filings.state, state)),
  ]);
  return { filings: rows.map((r) => shown(r, timezone)), total: count?.n ?? 0 };
}

/** A kept filing's file: its stream as made, with the name and hash it was logged under. */
export async function openFiling(db: Db, files: FileStore, id: number) {
  const [row] = await db.select().from(filings).where(eq(filings.id, id));
  if (!row) throw notFound('filing');
  const opened = await files.open(row.fileKey);
  if (!opened) throw notFound('filing');
  return { ...opened, fileName: row.fileName, contentType: row.contentType, sha256: row.sha256 };
}
