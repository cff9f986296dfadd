import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; cpu?: string[] }>;
};

describe('package.json', () => {
  it('names only files that exist in its scripts', () => {
    const missing = Object.entries(pkg.scripts).flatMap(([name, command]) =>
      [...command.matchAll(/(?:^|[\s"'])((?:scripts|src)\/[\w./-]+|tsconfig[\w.-]*\.json)/g)]
        .map((m) => m[1]!)
        .filter((file) => !existsSync(path.join(root, file)))
        .map((file) => `${name}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('states the Node.js version that every installed package accepts, and the README says the same', () => {
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages).flatMap(([name, p]) => {
      // A 32-bit build of an optional native part (sharp's win32-ia32) is installed only where there
      // is a 32-bit Node.js, and Node.js 24 has none: its engines do not bind this project.
      if (p.optional && p.cpu?.every((cpu) => cpu === 'ia32')) return [];
      const wanted = !p.engines || Array.isArray(p.engines) ? undefined : p.engines.node;
      return name && wanted && !semver.satisfies(lowest, wanted) ? [`${name} wants node ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Requires Node.js ${lowest.replace(/\.0$/, '')} or newer.`);
  });
});
