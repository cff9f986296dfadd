/**
 * The suite's layout (decision 0037). API and component test files share a module registry per
 * worker unless a list names them: a `vi.mock` in a shared registry would replace the module for
 * the files after it, or not at all if one of them imported it first, so each file that mocks a
 * module must be listed. And `npm test` runs every Vitest project in one of its parts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { PARTS } from '../scripts/test-parts.mjs';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { summarize as untypedSummarize } from '../scripts/test-summary.mjs';
import config from '../vitest.config';
import { OWN_MODULES } from './server/test/cross-database';
import { WEB_ISOLATED } from './web/test/isolated-files';

const root = join(import.meta.dirname, '..');
type Part = { name: string; report: string; status: number; seconds: number };
const summarize = untypedSummarize as (results: Part[], root: string) => boolean;
const testFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f}`);
const mocking = testFiles.filter((f) => /\bvi\.mock\(/.test(readFileSync(join(root, f), 'utf8')));

describe('test files that mock a module', () => {
  it('finds some, so the scan itself works', () => {
    expect(mocking.length).toBeGreaterThan(2);
  });

  it('run each in a registry of its own: API files in OWN_MODULES', () => {
    const api = mocking.filter((f) => f.endsWith('.api.test.ts'));
    expect(api.filter((f) => !OWN_MODULES.includes(f))).toEqual([]);
  });

  it('and component files in WEB_ISOLATED', () => {
    const web = mocking.filter((f) => f.startsWith('src/web/') && f.endsWith('.test.tsx'));
    expect(web.filter((f) => !WEB_ISOLATED.includes(f))).toEqual([]);
  });

  it('name files that exist', () => {
    expect([...OWN_MODULES, ...WEB_ISOLATED].filter((f) => !existsSync(join(root, f)))).toEqual([]);
  });
});

describe('npm test', () => {
  it('runs every Vitest project in one of its parts', () => {
    const projects = (config.test?.projects ?? []).map((p) => {
      const name = typeof p === 'object' && 'test' in p ? p.test?.name : undefined;
      return typeof name === 'string' ? name : `a project without a name (${JSON.stringify(p)})`;
    });
    expect(projects.length).toBeGreaterThan(4);
    const run = (PARTS as { command: string[] }[]).flatMap((part) =>
      part.command.flatMap((arg, i) => (part.command[i - 1] === '--project' ? [arg] : [])),
    );
    expect(projects.filter((name) => !run.includes(name))).toEqual([]);
  });
});

describe('npm test’s closing summary', () => {
  it('names each failed test and each file that failed outside its tests, below the table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const write = (name: string, report: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(report));
      return join(dir, name);
    };
    const unit = write('unit.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          name: join(root, 'src/a.test.ts'),
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'a adds',
              failureMessages: ['\n\u001b[31mExpected 2\u001b[39m\nReceived 3'],
            },
          ],
        },
        {
          name: join(root, 'src/b.test.ts'),
          status: 'failed',
          message: 'Cannot find module ./c',
          assertionResults: [],
        },
        { name: join(root, 'src/d.test.ts'), status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    const browser = write('playwright.json', {
      stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  file: 'locations.spec.ts',
                  line: 20,
                  title: 'create a location',
                  tests: [
                    { status: 'unexpected', results: [{ error: { message: 'toBeVisible failed\nmore' } }] },
                  ],
                },
                {
                  file: 'locations.spec.ts',
                  line: 90,
                  title: 'fine',
                  tests: [{ status: 'expected', results: [] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [],
    });
    const lines: string[] = [];
    const log = vi
      .spyOn(console, 'log')
      .mockImplementation((text: string) => void lines.push(...text.split('\n')));
    let failed: boolean;
    try {
      failed = summarize(
        [
          { name: 'unit', report: unit, status: 1, seconds: 10 },
          { name: 'browser', report: browser, status: 1, seconds: 20 },
        ],
        root,
      );
    } finally {
      log.mockRestore();
    }
    expect(failed).toBe(true);
    const listed = lines.slice(lines.indexOf('Failed:'));
    expect(listed).toEqual([
      'Failed:',
      '  unit: src/a.test.ts › a adds: Expected 2',
      '  unit: src/b.test.ts: Cannot find module ./c',
      '  browser: locations.spec.ts:20 › create a location: toBeVisible failed',
      'Tests: 8 passed, 2 failed, 0 skipped, 1 test files failed outside their tests',
    ]);
  });
});
