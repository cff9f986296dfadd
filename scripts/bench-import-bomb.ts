/**
 * `npm run bench:import-bomb`: the XLSX "bomb" of issue 31 (about 1.5 MB that unpacks to 1.5 GB)
 * handed to the import's reader, as an upload is: prints how long the refusal took and how far
 * the process's memory (RSS, sampled every 5 ms) rose meanwhile. Issue 31 asks under 1 s and
 * under 50 MB.
 */
import os from 'node:os';
import { readImportFile } from '../src/server/imports/import-file';
import { packedBomb } from '../src/server/imports/zip-bomb.fixtures';

const UNPACKED = 1536 * 1024 * 1024;
const built = performance.now();
const bomb = await packedBomb('xl/worksheets/sheet1.xml', UNPACKED);
console.log(
  `bomb: ${(bomb.length / 1024 / 1024).toFixed(2)} MB packed, ${UNPACKED / 1024 / 1024} MB unpacked ` +
    `(built in ${((performance.now() - built) / 1000).toFixed(1)} s)`,
);

globalThis.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
let outcome = 'read (not refused)';
try {
  await readImportFile(bomb);
} catch (error) {
  outcome = `refused: ${(error as { code?: string }).code ?? String(error)}`;
}
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `machine: ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${outcome} in ${ms.toFixed(0)} ms; RSS ${(before / 1024 / 1024).toFixed(0)} MB before, rose ${((peak - before) / 1024 / 1024).toFixed(1)} MB at most`,
);
