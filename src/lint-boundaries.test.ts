/**
 * The lint rules of decision 0021 fail when broken: samples are linted with the project's own
 * eslint.config.js at paths inside the tree (the samples exist only in memory), and the cycle is
 * a pair of files in src/lint-fixtures that the normal run skips.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SAMPLE = 'lint-sample';

let eslint: ESLint;
beforeAll(() => {
  // The rules under test read imports and names, not types: the samples are linted without the
  // type-checked rules, which would build a TypeScript program of the whole tree for each sample
  // (30 s for this file). `npm run lint` runs those rules on the real tree.
  eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The rules that fire on `code` placed at `path` (relative to the repository). */
async function rulesFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${path} did not parse: ${fatal.message}`);
  return messages.map((m) => m.ruleId);
}

const features = readdirSync(join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Some module of a feature, as an `@web/…` import path. */
function moduleOf(feature: string) {
  const dir = join(root, 'src/web/features', feature, 'components');
  // A feature's components may all sit in folders of their own (visits: schedule/, today/, …).
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find(
    (name) => /(^|\/)[a-z-]+\.tsx$/.test(name) && !name.includes('.test.'),
  );
  if (!file) throw new Error(`no component in ${feature}`);
  return `@web/features/${feature}/components/${file.replace(/\.tsx$/, '')}`;
}

const RESTRICTED = 'import-x/no-restricted-paths';

/** The server's modules as eslint.config.js reads them: its infrastructure and its features. */
const SERVER_INFRASTRUCTURE = ['db', 'http', 'storage', 'queue', 'pdf', 'network', 'texts'];
const serverFeatures = readdirSync(join(root, 'src/server'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && entry.name !== 'test' && !SERVER_INFRASTRUCTURE.includes(entry.name),
  )
  .map((entry) => entry.name);

/** Some source file of a server module other than its public file, as a path from another module. */
function serverFileOf(module: string) {
  const file = readdirSync(join(root, 'src/server', module)).find(
    (name) => /^[a-z-]+(\.[a-z]+)?\.ts$/.test(name) && !/\.(test|fixtures|public)\.ts$/.test(name),
  );
  if (!file) throw new Error(`no source file in server module ${module}`);
  return `../${module}/${file.replace(/\.ts$/, '')}`;
}

describe('lint boundaries', { timeout: 300_000 }, () => {
  it('passes a clean sample inside a feature', async () => {
    const code = [
      "import { firstClickOnly } from '@web/lib/one-shot';",
      "import { useSaveJob } from '../api/save-job';",
      '',
      'export const sample = [firstClickOnly, useSaveJob];',
      '',
    ].join('\n');
    expect(await rulesFor(`src/web/features/jobs/components/${SAMPLE}.tsx`, code)).toEqual([]);
  });

  it('refuses an import from another feature, in every feature folder the tree has', async () => {
    expect(features.length).toBeGreaterThan(5);
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length]!;
      const code = `import * as other from '${moduleOf(other)}';\n\nexport const sample = other;\n`;
      const path = `src/web/features/${feature}/components/${SAMPLE}.tsx`;
      expect(await rulesFor(path, code), `${feature} importing ${other}`).toContain(RESTRICTED);
    }
  });

  it('refuses a cross-feature import spelled as a relative path', async () => {
    const code = "import * as jobs from '../../jobs/components/job-form';\n\nexport const sample = jobs;\n";
    expect(await rulesFor(`src/web/features/users/components/${SAMPLE}.tsx`, code)).toContain(RESTRICTED);
  });

  it('refuses an import from a feature or a page into shared web code', async () => {
    const fromFeature = `import * as jobs from '${moduleOf('jobs')}';\n\nexport const sample = jobs;\n`;
    expect(await rulesFor(`src/web/lib/${SAMPLE}.ts`, fromFeature)).toContain(RESTRICTED);
    const fromPage = "import * as app from '../app/app';\n\nexport const sample = app;\n";
    expect(await rulesFor(`src/web/components/${SAMPLE}.ts`, fromPage)).toContain(RESTRICTED);
  });

  it('keeps the server and the web app apart, meeting only in src/shared', async () => {
    const webCode = "import * as web from '@web/lib/one-shot';\n\nexport const sample = web;\n";
    expect(await rulesFor(`src/server/${SAMPLE}.ts`, webCode)).toContain(RESTRICTED);
    expect(await rulesFor(`src/shared/${SAMPLE}.ts`, webCode)).toContain(RESTRICTED);
    const serverCode =
      "import * as errors from '../../server/http/errors';\n\nexport const sample = errors;\n";
    expect(await rulesFor(`src/web/lib/${SAMPLE}.ts`, serverCode)).toContain(RESTRICTED);
  });

  it('refuses a server module importing another module past its public file, in every module', async () => {
    expect(serverFeatures.length).toBeGreaterThan(20);
    for (const [i, module] of serverFeatures.entries()) {
      const other = serverFeatures[(i + 1) % serverFeatures.length]!;
      const code = `import * as other from '${serverFileOf(other)}';\n\nexport const sample = other;\n`;
      const path = `src/server/${module}/${SAMPLE}.ts`;
      expect(await rulesFor(path, code), `${module} importing ${other}`).toContain(RESTRICTED);
    }
  });

  it("lets a server module import another's public file, and its tests any file", async () => {
    const code =
      "import { type SessionUser } from '../auth/auth.public';\n\nexport type Sample = SessionUser;\n";
    expect(await rulesFor(`src/server/jobs/${SAMPLE}.ts`, code)).toEqual([]);
    const inner =
      "import { hashToken } from '../auth/sessions.repository';\n\nexport const sample = hashToken;\n";
    expect(await rulesFor(`src/server/jobs/${SAMPLE}.test.ts`, inner)).toEqual([]);
    expect(await rulesFor(`src/server/jobs/${SAMPLE}.ts`, inner)).toContain(RESTRICTED);
  });

  it('refuses server infrastructure importing a feature module, even its public file', async () => {
    const code =
      "import { type SessionUser } from '../auth/auth.public';\n\nexport type Sample = SessionUser;\n";
    for (const module of SERVER_INFRASTRUCTURE) {
      expect(await rulesFor(`src/server/${module}/${SAMPLE}.ts`, code), module).toContain(RESTRICTED);
    }
  });

  it('refuses file and folder names that are not kebab-case', async () => {
    const code = 'export const sample = 1;\n';
    expect(await rulesFor('src/web/components/LintSample.tsx', code)).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await rulesFor(`src/web/features/jobList/${SAMPLE}.tsx`, code)).toContain(
      'check-file/folder-naming-convention',
    );
  });

  it('refuses a file of more than 300 lines of code', async () => {
    const code = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(await rulesFor(`src/web/lib/${SAMPLE}.ts`, code)).toContain('max-lines');
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([join(root, 'src/lint-fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
