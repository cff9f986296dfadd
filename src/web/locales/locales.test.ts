import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/languages';

/**
 * The translation check (issue 35, item 4): every language file has every English key with the
 * plural forms its own language needs, no key English lacks, the placeholders the English text
 * fills, Arabic and Persian numbers in their own digits, and English has no key the code never asks
 * for. docs/translations.md says how to add a language; this test is what tells you it is complete.
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

/**
 * The digits Arabic and Persian texts write their numbers in ("انتظر ١٥ دقيقة", "۱۰ مگابایت"), so a
 * reader who chose Latin digits gets Latin ones throughout (shared/number-locales.ts): Arabic-Indic
 * in Arabic, Persian in Persian (٤٥٦ and ۴۵۶ differ), never the other's.
 */
const NATIVE_DIGITS: Partial<Record<string, { own: string; other: string }>> = {
  ar: { own: '\u0660-\u0669', other: '\u06f0-\u06f9' },
  fa: { own: '\u06f0-\u06f9', other: '\u0660-\u0669' },
};

/**
 * The Latin digits an Arabic or Persian text may write, each exactly as in the text: what is typed
 * or read in Latin, whatever the reader's digits. One list for both languages; a token no longer in
 * its text fails too, so the list cannot outlive the texts.
 */
const LATIN_IN_TEXT: Record<string, { tokens: string[]; why: string }> = {
  'widgets.tagInvalid.isodate': {
    tokens: ['2026-03-08', '2026/3/8'],
    why: 'the tag input matches Latin digits only (TAG_PATTERNS.isodate)',
  },
  'dateStyle.digitsLatin': { tokens: ['0123456789'], why: 'shows what the Latin digits look like' },
  'errors.certification.categoryRequired': { tokens: ['7A'], why: "a category's code as the state names it" },
  'errors.chemical.epaRegNoFormat': {
    tokens: ['279-3206', '70627-24-1677'],
    why: 'EPA registration numbers, typed as the label prints them',
  },
  'chemicals.form.epaPlaceholder': { tokens: ['279-3206'], why: 'an EPA registration number' },
  'errors.apiKey.badIp': {
    tokens: ['203.0.113.7', '10.0.0.0/8'],
    why: 'IP addresses, which the schema reads in Latin digits only',
  },
  'errors.checklist.flaggedFilter': { tokens: ['1'], why: "the address's query value, typed as is" },
  'errors.import.encodingUnknown': { tokens: ['UTF-8'], why: 'the name Excel gives the format' },
  'imports.fileHelp': { tokens: ['UTF-8'], why: 'the name of an encoding' },
  'imports.readAs.windows-1252': { tokens: ['UTF-8', 'Windows-1252'], why: 'names of encodings' },
  'imports.readAs.windows-1256': { tokens: ['UTF-8', 'Windows-1256'], why: 'names of encodings' },
  'imports.fields.state_registrations': {
    tokens: ['NY 12345; CA 6789'],
    why: "a column's cells, which the import reads in Latin digits only",
  },
  'imports.fields.site_codes': { tokens: ['10; 30'], why: "a column's cells, read in Latin digits only" },
  'imports.fields.lots': { tokens: ['A1; B2'], why: 'lot codes in a column' },
  'twoFactor.scan': { tokens: ['1Password'], why: "an app's name" },
  'compliance.about.NY': { tokens: ['26A', '26'], why: "New York's forms are named Form 26 and 26A" },
  'compliance.about.TX': { tokens: ['4 TAC §7.144'], why: 'a citation of Texas law' },
  'compliance.about.US': { tokens: ['40 CFR 171.303'], why: 'a citation of federal law' },
  'compliance.kinds.ny-form-26': { tokens: ['26'], why: "the form's name" },
  'compliance.kinds.ny-form-26a': { tokens: ['26A'], why: "the form's name" },
};

/** What an Arabic or Persian text writes in the wrong digits, as "key: why". */
function digitProblems(language: string, texts: Map<string, string>): string[] {
  const { own, other } = NATIVE_DIGITS[language]!;
  return [...texts].flatMap(([key, text]) => {
    const problems: string[] = [];
    let rest = text.replace(/\{\{[^}]*\}\}/g, '{{}}');
    // Longest first: "26A" is taken before "26".
    const { tokens = [], why = '' } = LATIN_IN_TEXT[key] ?? {};
    for (const token of [...tokens].sort((a, b) => b.length - a.length)) {
      if (!rest.includes(token)) problems.push(`${key}: no longer has "${token}", allowed as ${why}`);
      rest = rest.split(token).join('');
    }
    if (/[0-9]/.test(rest)) problems.push(`${key}: Latin digits in "${text}"`);
    if (new RegExp(`[${other}]`).test(text))
      problems.push(`${key}: the other language's digits in "${text}"`);
    // The language's separators with its numbers (٢٠٬٠٠٠, ٧٫٥), and its percent sign after one or
    // after a value (١٪, {{percent}}٪).
    if (new RegExp(`[${own}][.,][${own}]|[${own}}]%`).test(rest)) {
      problems.push(`${key}: a Latin separator or percent sign with a number in "${text}"`);
    }
    return problems;
  });
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

      if (NATIVE_DIGITS[language]) {
        it("writes its numbers in the language's own digits, Latin ones only in codes (decision 0074)", () => {
          expect(digitProblems(language, texts)).toEqual([]);
        });
      }

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
    const code = codeFiles()
      .map(({ text }) => text)
      .join('\n');
    // A key written out whole, or a part of one the code completes (`status.${value}`).
    const written = new Set([...code.matchAll(/['"`]([A-Za-z]\w*(?:\.\w+)+)['"`]/g)].map((m) => m[1]));
    const completed = [...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((m) => m[1]!);
    const unused = [...englishBases.keys()].filter(
      (key) => !written.has(key) && !completed.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('gives a text, not a group of texts, for every key the code asks for whole', () => {
    // i18next answers a group with "key '…' returned an object instead of string.", which the
    // Activity page showed as its Record column's heading once `activity.record` became a group.
    // Every English key's leading parts ("activity.record" of "activity.record.signed") are groups.
    const groups = new Set(
      [...english.keys()].flatMap((key) => {
        const parts = key.split('.');
        return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
      }),
    );
    const asked = codeFiles().flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*['"`]([A-Za-z]\w*(?:\.\w+)+)['"`]/g)]
        .filter((m) => groups.has(m[1]!))
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(asked).toEqual([]);
  });
});

/** The code's files (web, server, shared) and their text, read once for the tests above. */
let codeRead: { file: string; text: string }[] | undefined;
function codeFiles() {
  const src = path.resolve(here, '../..');
  return (codeRead ??= ['web', 'server', 'shared']
    .flatMap((part) => sourceFiles(path.resolve(src, part)))
    .map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') })));
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}locales${path.sep}`));
}
