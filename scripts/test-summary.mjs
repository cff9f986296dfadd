// Prints one closing line for the whole suite from the runners' JSON reports (CI only).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
/** Files that failed outside any test (a hook, an import, a check at close): no test counts them. */
let failedFiles = 0;

if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  failedFiles += (v.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
}
if (existsSync('reports/playwright.json')) {
  const p = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  passed += p.stats?.expected ?? 0;
  failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
  skipped += p.stats?.skipped ?? 0;
}
const files = failedFiles > 0 ? `, ${failedFiles} test files failed outside their tests` : '';
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped${files}`);
