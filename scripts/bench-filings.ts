/**
 * A year of New York applications filed (issue 15: 100,000 in under 10 s, memory flat): builds the
 * app on an in-memory database, writes the year's finished records, then times readiness and the
 * making of Form 26 through the API while sampling the heap, at 10,000 and at 100,000 records so
 * the two peaks can be compared.
 *
 *   npm run bench:filings              # 10,000 then 100,000 records
 *   npm run bench:filings -- 300000    # 10,000 then 300,000
 */
import { performance } from 'node:perf_hooks';
import { ReportStatus } from '../src/shared/constants';
import { insertFinished } from '../src/server/compliance/compliance-db.fixtures';
import { frozenRecord } from '../src/shared/frozen-record.fixtures';
import { userCertifications } from '../src/server/db/schema/certifications';
import { companyLicences } from '../src/server/db/schema/company';
import { insertAssignedJob, insertReports, insertTemplate } from '../src/server/reports/reports.fixtures';
import { benchReportApp } from './bench-report-app';

const TARGET = Number(process.argv[2] ?? 100_000);
const { app, db, headers, close } = await benchReportApp();

const template = await insertTemplate(db, {
  name: 'Bench',
  tasks: [{ task: 'T', fields: [{ name: 'P', type: 10 }] }],
});
const jobId = await insertAssignedJob(db, { name: 'Bench job' });
const userId = 1;
const reportIds = await insertReports(
  db,
  Array.from({ length: 1000 }, () => ({
    jobId,
    templateId: template.id,
    userId,
    statusId: ReportStatus.Finished,
  })),
);
await db.insert(companyLicences).values({ state: 'NY', number: '15342', expiresOn: '2099-12-31' });
await db.insert(userCertifications).values({
  userId,
  state: 'NY',
  certificationId: 'C7300137',
  category: '7A',
  expiresOn: '2099-12-31',
});

const COUNTIES = ['Westchester', 'Kings', 'Queens', 'Suffolk', 'Nassau', 'Albany', 'Erie', 'Monroe'];
const PRODUCTS = [
  ['Suspend SC', '432-763', 'fl oz'],
  ['Contrac Blox', '12455-79', 'oz'],
  ['Advion Cockroach Gel Bait', '100-1484', 'oz'],
  ['Talstar P Professional', '279-3206', 'fl oz'],
] as const;
let written = 0;
async function writeUpTo(n: number) {
  const started = performance.now();
  while (written < n) {
    const batch = Math.min(1000, n - written);
    await insertFinished(
      db,
      Array.from({ length: batch }, (_, k) => {
        const i = written + k;
        const [name, epa, unit] = PRODUCTS[i % PRODUCTS.length]!;
        const day = new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
        return frozenRecord({
          report_id: reportIds[i % reportIds.length]!,
          position: Math.floor(i / reportIds.length),
          applied_on: day,
          product_name: name,
          epa_reg_no: epa,
          unit,
          amount: 1 + (i % 37) / 4,
          county: COUNTIES[i % COUNTIES.length]!,
          street: `${100 + (i % 900)} Main St`,
          applicator: { id: userId, name: 'Bench Admin' },
          applicator_certification: null,
        });
      }),
    );
    written += batch;
  }
  return performance.now() - started;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs `fn` while sampling the heap and RSS every 20 ms; answers the time and the peaks above the start. */
async function measured<T>(fn: () => Promise<T>) {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let heap = start.heapUsed;
  let rss = start.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }, 20);
  const began = performance.now();
  const result = await fn();
  const ms = performance.now() - began;
  clearInterval(timer);
  return { result, ms, heapGrowth: heap - start.heapUsed, rssGrowth: rss - start.rss };
}

const period = { state: 'NY', from: '2025-01-01', to: '2025-12-31' };
for (const n of [10_000, TARGET]) {
  const writing = await writeUpTo(n);
  const readiness = await measured(() =>
    app.inject({ method: 'GET', url: `/api/compliance/readiness?${new URLSearchParams(period)}`, headers }),
  );
  const made = await measured(() =>
    app.inject({
      method: 'POST',
      url: '/api/compliance/filings',
      headers,
      payload: { ...period, kind: 'ny-form-26' },
    }),
  );
  if (made.result.statusCode !== 200)
    throw new Error(`Form 26: ${made.result.statusCode} ${made.result.body}`);
  const filing = made.result.json<{ id: number; size: number; records: number }>();
  const problems = readiness.result.json<{ total: number; records: number }>();
  console.log(
    [
      `${n.toLocaleString('en-US')} applications (written in ${seconds(writing)})`,
      `  readiness: ${seconds(readiness.ms)} for ${problems.records} records, ${problems.total} problems; heap +${mb(readiness.heapGrowth)} at most, RSS +${mb(readiness.rssGrowth)}`,
      `  Form 26:   ${seconds(made.ms)} (each record checked as it is written), ${filing.records} lines, ${mb(filing.size)}; heap +${mb(made.heapGrowth)} at most, RSS +${mb(made.rssGrowth)}`,
    ].join('\n'),
  );
}
await close();
