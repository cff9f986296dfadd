import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSS_DATABASE } from './cross-database';

const root = path.resolve(import.meta.dirname, '../../..');
const server = path.join(root, 'src/server');

/**
 * Statements whose behaviour could differ between PGlite (one connection, WebAssembly, its own
 * driver) and PostgreSQL (many connections, node-postgres): a module using one needs a test that
 * runs it on both.
 */
const FEATURES: [name: string, pattern: RegExp][] = [
  ['a branch on the database kind', /\b(database\.kind|dbKind)\b/],
  ['a row lock', /\.for\('|\bfor (update|share|no key update|key share)\b|skip locked|\bnowait\b/i],
  ['an advisory lock', /pg_(try_)?advisory/i],
  // ILIKE itself is the same engine's on both; the trigram extension is (migrations, schema).
  ['a trigram function', /\b(similarity|word_similarity)\(|gin_trgm_ops|\s(%>|<%)\s/i],
  ['a JSON function', /\bjsonb?_(agg|build_\w+|each\w*|array_elements\w*)\(|->>/i],
  ['a collation', /\bcollate\b/i],
  ['the catalog', /\b(information_schema|pg_catalog|pg_class|pg_tables|pg_index)\b/i],
];

/**
 * Non-test modules of src/server, without the migrations and the table definitions they were
 * made from (bootstrap.api.test.ts runs every migration on both).
 */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'migrations'].includes(entry.name) ? [] : modules(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.fixtures\.ts$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the cross-database set (decision 0037)', () => {
  it('names API test files that exist and run on both databases', () => {
    const wrong = CROSS_DATABASE.filter(
      ({ file }) =>
        !existsSync(path.join(root, file)) ||
        !file.endsWith('.api.test.ts') ||
        file.endsWith('.postgres.api.test.ts') ||
        file.startsWith('src/server/seed/'),
    ).map((f) => f.file);
    expect(wrong).toEqual([]);
    expect(new Set(CROSS_DATABASE.map((f) => f.file)).size).toBe(CROSS_DATABASE.length);
  });

  it('names only modules that exist', () => {
    const missing = CROSS_DATABASE.flatMap((f) => f.proves).filter((m) => !existsSync(path.join(server, m)));
    expect(missing).toEqual([]);
  });

  it('has a file for every module that uses a database-specific statement', () => {
    const proved = new Set(CROSS_DATABASE.flatMap((f) => f.proves));
    const unproved = modules(server).flatMap((full) => {
      const name = path.relative(server, full);
      // The demo company's modules run on PGlite only, where its tests run (cross-database.ts).
      if (name.startsWith('seed/') || name.startsWith('db/schema/') || proved.has(name)) return [];
      const text = readFileSync(full, 'utf8');
      return FEATURES.filter(([, pattern]) => pattern.test(text)).map(
        ([feature]) => `${name} uses ${feature}: name it under a test of src/server/test/cross-database.ts`,
      );
    });
    expect(unproved).toEqual([]);
  });

  it('sees each kind of statement it looks for', () => {
    const samples = [
      "query.for('update')",
      'select pg_try_advisory_xact_lock(1)',
      'where similarity(name, $1) > 0.3',
      "coalesce(after, before) ->> 'id'",
      'order by name collate "C"',
      'from information_schema.columns',
      "if (database.kind === 'pglite')",
    ];
    for (const sample of samples) {
      expect(
        FEATURES.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(FEATURES.some(([, pattern]) => pattern.test("const kind = source.kind === 'plan'"))).toBe(false);
  });
});
