import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { splitTexts } from '../src/web/locales/first-texts.ts';

const MODULES = { 'virtual:en-texts-first': 'first', 'virtual:en-texts-rest': 'rest' } as const;
type Id = keyof typeof MODULES;

/**
 * `virtual:en-texts-first` and `virtual:en-texts-rest`: en.json's two parts (first-texts.ts says
 * which sections go first), so the first page downloads only its part (decision 0028). Used by
 * the build, the dev server and the tests alike.
 */
export function englishTexts(root: string): Plugin {
  const file = path.resolve(root, 'src/web/locales/en.json');
  return {
    name: 'fieldbook-english-texts',
    resolveId(source) {
      return source in MODULES ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:en-texts-')) return null;
      this.addWatchFile(file);
      const part = splitTexts(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof splitTexts>[0])[
        MODULES[id.slice(1) as Id]
      ];
      // JSON.parse of a string is read faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
