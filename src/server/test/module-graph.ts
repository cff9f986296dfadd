/**
 * The server's module graph (decision 0056): a module is a folder directly under src/server; a file
 * directly in src/server is a module of its own (config.ts) unless no module imports it, which makes
 * it part of the composition root (app.ts, server.ts, bootstrap.ts) that may import anything.
 * Only the code the app runs counts: files reachable from server.ts and the scripts, tests,
 * fixtures and test helpers aside.
 * Read by src/server/module-graph.test.ts; no production code imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '../../..');
const server = join(root, 'src/server');

/** A file's own imports that resolve to a file of the repository (packages left out). */
function importsOf(file: string, options: ts.CompilerOptions): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.flatMap((imported) => {
    const resolved = ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport ? [resolved.resolvedFileName] : [];
  });
}

/**
 * Tests, their fixtures and helpers make data in any module, as a user would; the bench scripts
 * reach them too. Lint's module zones leave the same files out (eslint.config.js).
 */
export const isTestSupport = (file: string) =>
  /\.(test|fixtures)\.ts$|(^|\/)test-[^/]*\.ts$/.test(file) ||
  relative(server, file).startsWith(`test${sep}`);

/** The files the running app and the scripts reach, each with the files it imports. */
export function productionImports(): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const scripts = readdirSync(join(root, 'scripts'))
    .filter((name) => /\.(ts|mts)$/.test(name))
    .map((name) => join(root, 'scripts', name));
  const graph = new Map<string, string[]>();
  const queue = [join(server, 'server.ts'), ...scripts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.has(file) || isTestSupport(file)) continue;
    const imports = importsOf(file, options).filter((f) => !f.endsWith('.d.ts'));
    graph.set(file, imports);
    queue.push(...imports.filter((f) => f.startsWith(server + sep)));
  }
  for (const file of graph.keys()) if (!file.startsWith(server + sep)) graph.delete(file);
  return graph;
}

/** The module a server file belongs to: its first folder, or its own name for a file at the top. */
export function moduleOf(file: string): string {
  const [first, ...rest] = relative(server, file).split(sep);
  return rest.length > 0 ? first! : first!.replace(/\.tsx?$/, '');
}

export interface ModuleGraph {
  /** module → the modules it imports → one import that makes the edge (`file → file`). */
  edges: Map<string, Map<string, string>>;
  /** The files at the top that nothing inside a module imports. */
  compositionRoot: string[];
}

export function moduleGraph(imports = productionImports()): ModuleGraph {
  const top = [...imports.keys()].filter((f) => dirname(f) === server);
  const importedByModules = new Set(
    [...imports].filter(([from]) => dirname(from) !== server).flatMap(([, to]) => to),
  );
  const compositionRoot = top.filter((f) => !importedByModules.has(f)).map(moduleOf);
  const edges = new Map<string, Map<string, string>>();
  for (const [from, targets] of imports) {
    const a = moduleOf(from);
    if (compositionRoot.includes(a)) continue;
    for (const to of targets) {
      const b = moduleOf(to);
      if (a === b || !to.startsWith(server + sep)) continue;
      const out = edges.get(a) ?? new Map<string, string>();
      edges.set(a, out);
      if (!out.has(b)) out.set(b, `${relative(server, from)} → ${relative(server, to)}`);
    }
  }
  return { edges, compositionRoot };
}

/** Every strongly connected group of two or more modules (Tarjan), each sorted, with its edges. */
export function moduleCycles(edges: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}
