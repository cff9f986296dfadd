import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_PAGES, type FirstPage, type FirstPageFiles } from '../src/shared/first-pages.ts';

/**
 * Writes `first-pages.json` beside index.html: per first screen (src/shared/first-pages.ts), the
 * script and style files its page's code is in, less those index.html already loads. The server
 * names them in the page's head (decision 0031). A first screen whose module is no longer a page
 * of its own fails the build, rather than the pages losing their head start unnoticed.
 */
export function firstPages(root: string): Plugin {
  return {
    name: 'fieldbook-first-pages',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      // A chunk and every chunk it imports statically: what loading it fetches.
      const closure = (chunk: OutputChunk, seen = new Set<OutputChunk>()) => {
        if (seen.has(chunk)) return seen;
        seen.add(chunk);
        for (const name of chunk.imports) closure(byName.get(name)!, seen);
        return seen;
      };
      const inHtml = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
      const css = (chunk: OutputChunk) => [
        ...((chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
      ];
      const listed = {} as Record<FirstPage, FirstPageFiles>;
      for (const [page, modules] of Object.entries(FIRST_PAGES) as [FirstPage, readonly string[]][]) {
        const needed = new Set<OutputChunk>();
        for (const module of modules) {
          const id = module.startsWith('virtual:') ? `\0${module}` : path.resolve(root, 'src/web', module);
          const chunk = chunks.find((c) => c.facadeModuleId === id && c.isDynamicEntry);
          if (!chunk) this.error(`${module} (first page "${page}") is not loaded on its own`);
          for (const c of closure(chunk)) if (!inHtml.has(c)) needed.add(c);
        }
        listed[page] = {
          scripts: [...needed].map((c) => `/${c.fileName}`),
          styles: [...needed].flatMap(css).map((name) => `/${name}`),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'first-pages.json', source: JSON.stringify(listed, null, 2) });
    },
  };
}
