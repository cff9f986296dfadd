/**
 * Ten people download a photo-heavy report's PDF at the same moment (issue 21): what happens to
 * the server's memory, throughput and slowest answer.
 *
 *   npm run bench:pdf-concurrency                (CLIENTS=10 PHOTOS=20 PDF_CONCURRENCY=… PDF_QUEUE=…)
 *
 * Builds the app in this process (in-memory database, files in a throwaway folder), finishes
 * reports of one task with PHOTOS photos of 1280×960, then fires CLIENTS downloads at once in
 * three rounds: one report nobody downloaded yet; the same report again (its PDF now kept); and
 * CLIENTS different reports nobody downloaded yet (nothing to share: the queue is what bounds
 * memory). For each it prints peak RSS over the process's RSS before the round, PDFs per second,
 * and the median and p99 time to answer. A 503 (queue full) is counted, not an error.
 */
import { FieldType } from '../src/shared/constants';
import { insertAssignedJob, insertTemplate, multipartFile } from '../src/server/reports/reports.fixtures';
import { photoPng } from '../src/server/reports/test-images';
import { benchReportApp } from './bench-report-app';

const CLIENTS = Number(process.env.CLIENTS ?? 10);
const PHOTOS = Number(process.env.PHOTOS ?? 20);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const { app, db, call, close, headers } = await benchReportApp({
  ...(process.env.PDF_CONCURRENCY ? { PDF_CONCURRENCY: Number(process.env.PDF_CONCURRENCY) } : {}),
  ...(process.env.PDF_QUEUE ? { PDF_QUEUE: Number(process.env.PDF_QUEUE) } : {}),
});
const template = await insertTemplate(db, {
  name: 'Photo inspection',
  tasks: [{ task: 'Walk-through', fields: [{ name: 'Photos', type: FieldType.Photo }] }],
});
const job = await insertAssignedJob(db, { name: 'Riverside Warehouse' });
const photo = photoPng(1280, 960);

async function finishedReport(): Promise<number> {
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

async function round(label: string, ids: number[]) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const start = performance.now();
  const answers = await Promise.all(
    ids.map(async (id) => {
      const sent = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/reports/${id}/download`, headers });
      return { ms: performance.now() - sent, status: res.statusCode };
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const ok = answers.filter((a) => a.status === 200);
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(
    `${label.padEnd(34)} peak RSS +${mb(peak - before).padStart(4)} MB (${mb(peak)} MB)  ` +
      `${(ok.length / seconds).toFixed(2).padStart(6)} PDFs/s  median ${at(0.5).toFixed(0).padStart(5)} ms  ` +
      `p99 ${at(0.99).toFixed(0).padStart(5)} ms  ${answers.length - ok.length} × 503`,
  );
}

const one = await finishedReport();
const many = [];
for (let i = 0; i < CLIENTS; i++) many.push(await finishedReport());
// The process's first PDF parses the fonts; that is not what this measures.
await call('GET', `/api/reports/${await finishedReport()}/download`);

const { PDF_CONCURRENCY, PDF_QUEUE } = app.config;
console.log(
  `${CLIENTS} downloads at once of a report with ${PHOTOS} photos of 1280×960 ` +
    `(PDF_CONCURRENCY ${PDF_CONCURRENCY}, PDF_QUEUE ${PDF_QUEUE}); RSS before: ${mb(process.memoryUsage().rss)} MB`,
);
await round(
  'one report, not yet made',
  Array.from({ length: CLIENTS }, () => one),
);
await round(
  'the same report, kept',
  Array.from({ length: CLIENTS }, () => one),
);
await round(`${CLIENTS} different reports, not yet made`, many);
await close();
