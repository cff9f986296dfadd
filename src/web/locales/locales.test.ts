import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/languages';

/**
 * The translation check (issue 35, item 4): every language file has every English key with the
 * plural forms its own language needs, no key English lacks, the placeholders the English text
 * fills, and English has no key the code never asks for. docs/translations.md says how to add a
 * language; this test is what tells you it is complete.
 */

type Texts = { [key: string]: string | Texts };
const here = path.dirname(new URL(import.meta.url).pathname);
/** The files the web and the server read (src/shared/locales). */
const dir = path.resolve(here, '../../shared/locales');
const read = (language: string) =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Texts;

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]));

/** For each key without its plural ending: the English text (its "other" form for a plural). */
function byBase(texts: Map<string, string>) {
  const out = new Map<string, { plural: boolean; text: string }>();
  for (const [key, text] of texts) {
    const plural = PLURAL.test(key);
    if (!out.has(baseKey(key)) || key.endsWith('_other')) out.set(baseKey(key), { plural, text });
  }
  return out;
}

const english = flatten(read('en'));
const englishBases = byBase(english);

describe('the translations', () => {
  it('are one file per language the app offers, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const texts = flatten(read(language));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has every English text, in every plural form the language has, and nothing else', () => {
        const wanted = [...englishBases].flatMap(([key, { plural }]) =>
          plural ? categories.map((c) => `${key}_${c}`) : [key],
        );
        const missing = wanted.filter((key) => !texts.has(key));
        const extra = [...texts.keys()].filter((key) => !englishBases.has(baseKey(key)));
        const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
      });

      it('fills the placeholders the English text fills, and no other', () => {
        const wrong = [...texts].flatMap(([key, text]) => {
          const source = englishBases.get(baseKey(key));
          if (!source) return [];
          const want = placeholders(source.text);
          const have = placeholders(text);
          // A form for one exact number ("one", "two", "zero") may say the number in words.
          if (PLURAL.test(key) && !key.endsWith('_other')) want.delete('count');
          const lacking = [...want].filter((p) => !have.has(p));
          const unknown = [...have].filter((p) => !placeholders(source.text).has(p));
          return lacking.length || unknown.length
            ? [`${key}: lacks ${lacking.join(', ')}; has unknown ${unknown.join(', ')}`]
            : [];
        });
        expect(wrong).toEqual([]);
      });
    });
  }

  it('has no English text the code never asks for', () => {
    const code = ['web', 'server', 'shared']
      .flatMap((part) => sourceFiles(path.resolve(here, '../..', part)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A key written out whole, or a part of one the code completes (`status.${value}`).
    const written = new Set([...code.matchAll(/['"`]([A-Za-z]\w*(?:\.\w+)+)['"`]/g)].map((m) => m[1]));
    const completed = [...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((m) => m[1]!);
    const unused = [...englishBases.keys()].filter(
      (key) => !written.has(key) && !completed.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}locales${path.sep}`));
}
