// The parts of `npm test` (scripts/test-all.mjs), each one command writing one JSON report that the
// closing count reads. Every Vitest project belongs to a part (src/suite-layout.test.ts).
const vitest = (name, projects) => ({
  name,
  report: `reports/vitest-${name}.json`,
  command: [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=reports/vitest-${name}.json`,
  ],
});

export const PARTS = [
  vitest('unit', ['unit', 'web', 'web-isolated']),
  vitest('api-pglite', ['api-pglite', 'api-pglite-isolated']),
  vitest('api-postgres', ['api-postgres', 'api-postgres-isolated']),
  {
    name: 'browser',
    report: 'reports/playwright.json',
    command: ['node_modules/@playwright/test/cli.js', 'test'],
  },
];
