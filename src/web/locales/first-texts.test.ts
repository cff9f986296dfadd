import { describe, expect, it } from 'vitest';
import ar from '@shared/locales/ar.json';
import en from '@shared/locales/en.json';
import es from '@shared/locales/es.json';
import fa from '@shared/locales/fa.json';
import webAr from 'virtual:web-texts-ar';
import webEs from 'virtual:web-texts-es';
import webFa from 'virtual:web-texts-fa';
import {
  FIRST_TEXT_SECTIONS,
  SERVER_TEXT_SECTIONS,
  splitTexts,
  TEXT_SECTION_PARTS,
  textsPart,
} from './first-texts';

type Texts = { [key: string]: string | Texts };

/** Every key of a texts tree, dotted. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('splitTexts', () => {
  it('parts en.json into the first download and the rest, every text but the server’s in exactly one', () => {
    const { first, rest } = splitTexts(en);
    const firstKeys = keysOf(first);
    const restKeys = keysOf(rest);
    expect(firstKeys.filter((key) => restKeys.includes(key))).toEqual([]);
    const browsers = keysOf(en).filter((key) => !SERVER_TEXT_SECTIONS.includes(key.split('.')[0]!));
    expect([...firstKeys, ...restKeys].sort()).toEqual(browsers.sort());
    // The mail's and the PDFs' texts are the server's alone.
    expect(SERVER_TEXT_SECTIONS.every((name) => name in en && !(name in rest))).toBe(true);
    // Parts of a section: the rest keeps the section's other texts.
    expect(first).toHaveProperty(['reports', 'myJobs', 'startReport']);
    expect(rest).not.toHaveProperty(['reports', 'myJobs']);
    expect(rest).toHaveProperty(['reports', 'list']);
    expect(Object.keys(first).sort()).toEqual(
      [...new Set(FIRST_TEXT_SECTIONS.map((name) => name.split('.')[0]))].sort(),
    );
  });

  it('leaves the first download well under the whole', () => {
    const { first } = splitTexts(en);
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(en).length * 0.75);
  });

  it('gives a part of a section of the rest alone, in its place, for a page that names it', () => {
    const { rest } = splitTexts(en);
    expect(textsPart(rest, 'reports.list')).toEqual({ reports: { list: en.reports.list } });
    expect(textsPart(rest, 'groups')).toEqual({ groups: en.groups });
    // Each part the build gives a file of its own is in the rest.
    for (const name of TEXT_SECTION_PARTS) expect(keysOf(textsPart(rest, name)).length).toBeGreaterThan(0);
    expect(() => textsPart(rest, 'reports.nope')).toThrow('en.json has no section reports.nope');
  });

  it('refuses a section en.json does not have, instead of leaving its texts out silently', () => {
    expect(() => splitTexts(en, ['nope'])).toThrow('en.json has no section nope');
    expect(() => splitTexts(en, ['reports.nope'])).toThrow('en.json has no section reports.nope');
    expect(() => splitTexts(en, ['app.name.more'])).toThrow('en.json has no section app.name.more');
  });
});

describe('the other languages’ texts as the web downloads them (scripts/web-texts-plugin.ts)', () => {
  it.each([
    ['ar', ar, webAr],
    ['fa', fa, webFa],
    ['es', es, webEs],
  ])('%s: every text but the server’s sections', (_language, whole, web) => {
    const browsers = keysOf(whole).filter((key) => !SERVER_TEXT_SECTIONS.includes(key.split('.')[0]!));
    expect(keysOf(web as Texts).sort()).toEqual(browsers.sort());
    expect(SERVER_TEXT_SECTIONS.every((name) => name in whole && !(name in web))).toBe(true);
  });
});
