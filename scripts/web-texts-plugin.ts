import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/languages.ts';
import {
  splitTexts,
  TEXT_SECTION_PARTS,
  textsPart,
  withoutServerTexts,
} from '../src/web/locales/first-texts.ts';

const MODULES = { 'virtual:en-texts-first': 'first', 'virtual:en-texts-rest': 'rest' } as const;
type Id = keyof typeof MODULES;
/** `virtual:en-texts-sections`: per top-level section of the rest (and TEXT_SECTION_PARTS), a loader of it alone. */
const SECTIONS = 'virtual:en-texts-sections';
const SECTION = 'virtual:en-texts-section:';
/** `virtual:web-texts-ar` and the like: another language's texts, each its own file. */
const OTHER = 'virtual:web-texts-';
const OTHER_LANGUAGES: readonly string[] = LANGUAGES.filter((language) => language !== 'en');
/** Its module's id, which names its file as before, "ar-<hash>.js": shorter in every import of it. */
const OTHER_ID = '\0web-texts/';

/** A module of texts: JSON.parse of a string is read faster than the same object as a literal. */
const textsModule = (texts: object) => `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;

/**
 * The texts as the web downloads them, none of the server's sections (SERVER_TEXT_SECTIONS) in
 * any. `virtual:en-texts-first` and `virtual:en-texts-rest`: en.json's two parts (first-texts.ts
 * says which sections go first), so the first page downloads only its part (decision 0028).
 * `virtual:en-texts-sections`: a loader per top-level section of the rest, each its own file, for
 * a page that names the sections it shows (lazy-route.tsx, decision 0067). `virtual:web-texts-ar`
 * (`-fa`, `-es`): the other languages, whole but for the server's sections, for whoever reads them
 * (decision 0017). Used by the build, the dev server and the tests alike.
 */
export function webTexts(root: string): Plugin {
  const fileOf = (language: string) => path.resolve(root, `src/shared/locales/${language}.json`);
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof splitTexts>[0];
  return {
    name: 'fieldbook-web-texts',
    resolveId(source) {
      if (OTHER_LANGUAGES.some((language) => source === OTHER + language)) {
        return OTHER_ID + source.slice(OTHER.length);
      }
      const ours = source in MODULES || source === SECTIONS || source.startsWith(SECTION);
      return ours ? `\0${source}` : null;
    },
    load(id) {
      if (id.startsWith(OTHER_ID)) {
        const file = fileOf(id.slice(OTHER_ID.length));
        this.addWatchFile(file);
        return textsModule(withoutServerTexts(read(file)));
      }
      if (!id.startsWith('\0virtual:en-texts-')) return null;
      const file = fileOf('en');
      this.addWatchFile(file);
      const parts = splitTexts(read(file));
      if (id === `\0${SECTIONS}`) {
        const loaders = [...Object.keys(parts.rest), ...TEXT_SECTION_PARTS].map(
          (name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(SECTION + name)})`,
        );
        return `export default {${loaders.join(',')}};`;
      }
      const part = id.startsWith(`\0${SECTION}`)
        ? textsPart(parts.rest, id.slice(SECTION.length + 1))
        : parts[MODULES[id.slice(1) as Id]];
      return textsModule(part);
    },
  };
}
