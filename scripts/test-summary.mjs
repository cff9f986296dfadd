// The closing table of `npm test` (scripts/test-all.mjs): each part's time and counts from its
// runner's JSON report, then one line over all of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The runners' messages carry terminal colours; the closing list is plain text.
// eslint-disable-next-line no-control-regex -- the escape character is what is taken out
const COLOURS = /\x1b\[[0-9;]*m/g;
const firstLine = (text) =>
  (
    String(text ?? '')
      .replace(COLOURS, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();

function vitestCounts(report, root) {
  const files = report.testResults ?? [];
  const failures = [];
  for (const file of files) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return {
    failures,
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    // A file that failed outside any test (a hook, an import, a check at close): no test counts it.
    brokenFiles: files.filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed'),
    ).length,
  };
}

function playwrightFailures(suite, failures) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const error = test.results?.find((r) => r.error)?.error?.message;
      failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, failures);
  return failures;
}

function playwrightCounts(report) {
  const failures = [];
  for (const suite of report.suites ?? []) playwrightFailures(suite, failures);
  for (const error of report.errors ?? []) failures.push(firstLine(error.message));
  return {
    failures,
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    skipped: report.stats?.skipped ?? 0,
    brokenFiles: (report.errors ?? []).length,
  };
}

/**
 * Prints the table, what failed (a CI log is often read from its end only) and the closing line;
 * returns whether any test or file failed.
 */
export function summarize(results, root) {
  const total = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
  const failures = [];
  console.log('\npart           time    passed  failed  skipped  exit');
  for (const r of results) {
    const report = existsSync(r.report) ? JSON.parse(readFileSync(r.report, 'utf8')) : undefined;
    const counts = !report
      ? { passed: 0, failed: 0, skipped: 0, brokenFiles: 1, failures: [] }
      : r.name === 'browser'
        ? playwrightCounts(report)
        : vitestCounts(report, root);
    for (const key of Object.keys(total)) total[key] += counts[key];
    failures.push(...counts.failures.map((f) => `${r.name}: ${f}`));
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
  if (failures.length > 0) console.log(['Failed:', ...failures.map((f) => `  ${f}`)].join('\n'));
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${broken}`);
  return total.failed > 0 || total.brokenFiles > 0;
}
