/**
 * Ten people download a photo-heavy report's PDF at the same moment (issue 21): what happens to
 * the server's memory, throughput and slowest answer.
 *
 *   npm run bench:pdf-concurrency    (DATABASE=postgres CLIENTS=10 PHOTOS=20 PDF_CONCURRENCY=… PDF_QUEUE=…)
 *
 * Prepares a throwaway DATA_DIR in this process (embedded database on disk, or with
 * DATABASE=postgres a throwaway PostgreSQL cluster; uploads in its files folder): reports of one task with PHOTOS photos of 1280×960 (PNG), finished. Then starts the
 * server on it as its own process, as a deployment runs it (bench-server.ts), and downloads over
 * HTTP, CLIENTS at once, in rounds: one report nobody downloaded yet; the same report again (its
 * PDF now kept); CLIENTS different reports nobody downloaded yet (nothing to share: the queue is
 * what bounds memory); the same CLIENTS reports with their kept PDFs removed (the images scaled
 * for them still kept). For each it prints the server's peak resident memory (the kernel's
 * high-water mark, and VmRSS sampled every 5 ms), PDFs per second, and the median and p99 time to
 * answer; a 503 (queue full) is counted, not an error. Last, one download at a time of a kept PDF.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { FieldType } from '../src/shared/constants';
import { insertAssignedJob, insertTemplate, multipartFile } from '../src/server/reports/reports.fixtures';
import { photoPng } from '../src/server/reports/test-images';
import { type Cluster, findPgBin, startCluster } from '../src/server/test/postgres-cluster';
import { BENCH_LOGIN, benchReportApp } from './bench-report-app';
import { startBenchServer } from './bench-server';

/** `DATABASE=postgres`: a throwaway PostgreSQL cluster, as a deployment past one small office runs. */
const ON_POSTGRES = process.env.DATABASE === 'postgres';
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const PHOTOS = Number(process.env.PHOTOS ?? 20);
/** Downloads of a kept PDF one after another, for the time a single one takes. */
const SINGLE_RUNS = 20;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function postgres(): Promise<Cluster | null> {
  if (!ON_POSTGRES) return null;
  const bin = findPgBin();
  if (!bin) throw new Error('DATABASE=postgres: PostgreSQL is not installed (initdb, pg_ctl)');
  return startCluster(bin);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'fieldbook-bench-pdf-'));
const cluster = await postgres();
const databaseUrl = cluster?.url('postgres');
const prepared = await benchReportApp({}, { dataDir, databaseUrl });
const template = await insertTemplate(prepared.db, {
  name: 'Photo inspection',
  tasks: [{ task: 'Walk-through', fields: [{ name: 'Photos', type: FieldType.Photo }] }],
});
const job = await insertAssignedJob(prepared.db, { name: 'Riverside Warehouse' });
const photo = photoPng(1280, 960);

async function finishedReport(): Promise<number> {
  const { call } = prepared;
  const report = (await call('POST', '/api/reports', { job_id: job, template_id: template.id })).json<{
    id: number;
    tasks: { fields: { id: number }[] }[];
  }>();
  const fieldId = report.tasks[0]!.fields[0]!.id;
  const files = [];
  for (let i = 0; i < PHOTOS; i++) {
    const body = multipartFile(photo);
    const url = `/api/reports/${report.id}/files?field_id=${fieldId}`;
    files.push({ file_id: (await call('POST', url, body.payload, body.headers)).json<{ id: number }>().id });
  }
  await call('PUT', `/api/reports/${report.id}/answers`, { answers: [{ field_id: fieldId, value: files }] });
  await call('POST', `/api/reports/${report.id}/submit`);
  await call('POST', `/api/reports/${report.id}/finish`);
  return report.id;
}

const one = await finishedReport();
const many = [];
for (let i = 0; i < CLIENTS; i++) many.push(await finishedReport());
const warmUp = await finishedReport();
await prepared.close();

const server = await startBenchServer({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...(process.env.PDF_CONCURRENCY ? { PDF_CONCURRENCY: process.env.PDF_CONCURRENCY } : {}),
  ...(process.env.PDF_QUEUE ? { PDF_QUEUE: process.env.PDF_QUEUE } : {}),
});
try {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_LOGIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const download = async (id: number) => {
    const sent = performance.now();
    const res = await fetch(`${server.baseUrl}/api/reports/${id}/download`, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 503) throw new Error(`download ${id}: ${res.status}`);
    return { ms: performance.now() - sent, status: res.status, bytes: body.byteLength };
  };

  const idle = server.rss();
  // The server's first PDF parses the fonts; that is not what this measures.
  await download(warmUp);
  await pause(1000);
  const baseline = server.rss();
  console.log(
    `${CLIENTS} downloads at once of a report with ${PHOTOS} photos of 1280×960 (PNG), from the server ` +
      `as its own process (PDF_CONCURRENCY ${process.env.PDF_CONCURRENCY ?? 'default'}, ` +
      `PDF_QUEUE ${process.env.PDF_QUEUE ?? 'default'}), database ${ON_POSTGRES ? 'PostgreSQL' : 'embedded (PGlite)'}; ` +
      `load average ${loadavg()[0]!.toFixed(2)}\n` +
      `server RSS: ${mb(idle)} MB started, ${mb(baseline)} MB after its first PDF`,
  );

  const round = async (label: string, ids: number[]) => {
    const before = server.rss();
    server.peakSinceLast();
    let sampled = before;
    const sampler = setInterval(() => (sampled = Math.max(sampled, server.rss())), 5);
    const start = performance.now();
    const answers = await Promise.all(ids.map(download));
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const peak = Math.max(sampled, server.peakSinceLast() ?? 0);
    const ok = answers.filter((a) => a.status === 200);
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `${label.padEnd(40)} RSS ${mb(before).padStart(4)} → peak ${mb(peak).padStart(4)} MB  ` +
        `${(ok.length / seconds).toFixed(2).padStart(6)} PDFs/s  median ${quantile(times, 0.5).toFixed(0).padStart(5)} ms  ` +
        `p99 ${quantile(times, 0.99).toFixed(0).padStart(5)} ms  ${answers.length - ok.length} × 503  ` +
        `${((ok[0]?.bytes ?? 0) / 1024).toFixed(0)} KB each`,
    );
  };

  await round(
    'one report, not yet made',
    Array.from({ length: CLIENTS }, () => one),
  );
  await round(
    'the same report, kept',
    Array.from({ length: CLIENTS }, () => one),
  );
  await round(`${CLIENTS} different reports, not yet made`, many);
  // The kept PDFs gone (a chemical renamed changes every PDF's key): made again from kept images.
  await rm(path.join(dataDir, 'files', 'cache', 'report-pdf'), { recursive: true, force: true });
  await round(`${CLIENTS} different reports, PDFs dropped`, many);

  const single = [];
  for (let i = 0; i < SINGLE_RUNS; i++) single.push((await download(one)).ms);
  single.sort((a, b) => a - b);
  console.log(
    `one download of a kept PDF, ${SINGLE_RUNS} in a row: median ${quantile(single, 0.5).toFixed(1)} ms, ` +
      `slowest ${single.at(-1)!.toFixed(1)} ms; server RSS at the end ${mb(server.rss())} MB`,
  );
} finally {
  await server.stop();
  cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
