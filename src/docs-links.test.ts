import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from './shared/error-codes';

const root = path.resolve(import.meta.dirname, '..');
const decisionsDir = path.join(root, 'docs/decisions');
const decisionFiles = readdirSync(decisionsDir)
  .filter((f) => /^\d{4}-.*\.md$/.test(f) && !f.startsWith('0000-'))
  .sort();

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The status a decision states on its second line ("Date: … · Status: …"). */
const statusOf = (file: string) =>
  /^Date: .* · Status: (.*)$/m.exec(readFileSync(path.join(decisionsDir, file), 'utf8'))?.[1];

describe('the docs', () => {
  it('index every decision once, with the status the decision itself states', () => {
    const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^- \[\d{4}\]\(([^)]+)\) .*\. _(.*)_$/gm)].map((m) => [m[1], m[2]]);
    expect(listed.map(([file]) => file)).toEqual(decisionFiles);
    for (const [file, status] of listed) expect(status, file).toBe(statusOf(file!));
  });

  it('link only to files that exist', () => {
    // The decision template's link is its placeholder.
    const docs = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))].filter(
      (doc) => !doc.endsWith('0000-template.md'),
    );
    const broken = docs.flatMap((doc) =>
      [...readFileSync(doc, 'utf8').matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(path.resolve(path.dirname(doc), target)))
        .map((target) => `${path.relative(root, doc)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('name only error codes the server answers with', () => {
    // The README and decision 16 named codes the server had stopped sending (issue 31): a
    // balancer's rule written from them would never have matched.
    const docs = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
    const unknown = docs.flatMap((doc) =>
      [...readFileSync(doc, 'utf8').matchAll(/"?\bcode"?: ?"([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((code) => !isErrorCode(code))
        .map((code) => `${path.relative(root, doc)}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });
});
