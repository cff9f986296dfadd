// The parts of `npm test` (scripts/test-all.mjs), each one command writing one JSON report that the
// closing count reads. Every Vitest project belongs to a part (src/suite-layout.test.ts).
const vitest = (name, projects, options = []) => ({
  name,
  report: `reports/vitest-${name}.json`,
  command: [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=reports/vitest-${name}.json`,
    ...options,
  ],
});

export const PARTS = [
  vitest('unit', ['unit', 'web', 'web-isolated']),
  vitest('api-pglite', ['api-pglite', 'api-pglite-isolated']),
  // A PostgreSQL test waits on the server a fifth of its time, so a third worker fills the cores
  // (104 s → 92 s); on PGlite, which computes in the worker itself, it is slower (90 s → 97 s).
  vitest('api-postgres', ['api-postgres', 'api-postgres-isolated'], ['--maxWorkers=3']),
  {
    name: 'browser',
    report: 'reports/playwright.json',
    command: ['node_modules/@playwright/test/cli.js', 'test'],
  },
];
