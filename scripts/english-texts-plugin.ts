import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { splitTexts } from '../src/web/locales/first-texts.ts';

const MODULES = { 'virtual:en-texts-first': 'first', 'virtual:en-texts-rest': 'rest' } as const;
type Id = keyof typeof MODULES;
/** `virtual:en-texts-sections`: per top-level section of the rest, a loader of that section alone. */
const SECTIONS = 'virtual:en-texts-sections';
const SECTION = 'virtual:en-texts-section:';

/**
 * `virtual:en-texts-first` and `virtual:en-texts-rest`: en.json's two parts (first-texts.ts says
 * which sections go first), so the first page downloads only its part (decision 0028). Used by
 * the build, the dev server and the tests alike. And `virtual:en-texts-sections`: a loader per
 * top-level section of the rest, each its own file, for a page that names the sections it shows
 * (lazy-route.tsx, decision 0067).
 */
export function englishTexts(root: string): Plugin {
  const file = path.resolve(root, 'src/shared/locales/en.json');
  return {
    name: 'fieldbook-english-texts',
    resolveId(source) {
      return source in MODULES || source === SECTIONS || source.startsWith(SECTION) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:en-texts-')) return null;
      this.addWatchFile(file);
      const parts = splitTexts(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof splitTexts>[0]);
      if (id === `\0${SECTIONS}`) {
        const loaders = Object.keys(parts.rest).map(
          (name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(SECTION + name)})`,
        );
        return `export default {${loaders.join(',')}};`;
      }
      const part = id.startsWith(`\0${SECTION}`)
        ? { [id.slice(SECTION.length + 1)]: parts.rest[id.slice(SECTION.length + 1)] }
        : parts[MODULES[id.slice(1) as Id]];
      // JSON.parse of a string is read faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
