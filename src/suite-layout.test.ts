/**
 * The suite's layout (decision 0037). API and component test files share a module registry per
 * worker unless a list names them: a `vi.mock` in a shared registry would replace the module for
 * the files after it, or not at all if one of them imported it first, so each file that mocks a
 * module must be listed. And `npm test` runs every Vitest project in one of its parts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { PARTS } from '../scripts/test-parts.mjs';
import config from '../vitest.config';
import { OWN_MODULES } from './server/test/cross-database';
import { WEB_ISOLATED } from './web/test/isolated-files';

const root = join(import.meta.dirname, '..');
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
