// The closing table of `npm test` (scripts/test-all.mjs): each part's time and counts from its
// runner's JSON report, then one line over all of them.
import { existsSync, readFileSync } from 'node:fs';

function vitestCounts(report) {
  const files = report.testResults ?? [];
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    // A file that failed outside any test (a hook, an import, a check at close): no test counts it.
    brokenFiles: files.filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed'),
    ).length,
  };
}

function playwrightCounts(report) {
  return {
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    skipped: report.stats?.skipped ?? 0,
    brokenFiles: (report.errors ?? []).length,
  };
}

/** Prints the table and the closing line; returns whether any test or file failed. */
export function summarize(results) {
  const total = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
  console.log('\npart           time    passed  failed  skipped  exit');
  for (const r of results) {
    const report = existsSync(r.report) ? JSON.parse(readFileSync(r.report, 'utf8')) : undefined;
    const counts = !report
      ? { passed: 0, failed: 0, skipped: 0, brokenFiles: 1 }
      : r.name === 'browser'
        ? playwrightCounts(report)
        : vitestCounts(report);
    for (const key of Object.keys(total)) total[key] += counts[key];
    const cells = [
      r.name.padEnd(13),
      `${r.seconds} s`.padStart(6),
      String(counts.passed).padStart(8),
      String(counts.failed).padStart(7),
      String(counts.skipped).padStart(8),
      String(r.status).padStart(5),
    ];
    console.log(cells.join(' ') + (report ? '' : '  (no report: the runner did not finish)'));
  }
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const broken = total.brokenFiles > 0 ? `, ${total.brokenFiles} test files failed outside their tests` : '';
  console.log(`(${seconds} s in all)`);
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${broken}`);
  return total.failed > 0 || total.brokenFiles > 0;
}
