/**
 * No two server modules import each other, directly or through others (decision 0056): the graph
 * of src/server's modules, computed from the imports the running app and the scripts reach, has
 * no cycle. A new one is not allowed through: move the shared piece to the lower module, or
 * register it at app.ts instead (as the report hook, the event listeners and the mail's
 * attachments are).
 */
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from './test/module-graph';

const graph = moduleGraph();

describe('the server module graph', () => {
  it('finds the modules and the composition root', () => {
    expect(graph.edges.size).toBeGreaterThan(20);
    expect(graph.compositionRoot).toEqual(expect.arrayContaining(['app', 'server', 'bootstrap']));
    // Reports imports none of the modules that act on its moves (reports/report-events.ts).
    const fromReports = [...(graph.edges.get('reports')?.keys() ?? [])];
    for (const module of ['mail', 'share-links', 'devices', 'device-trends', 'applications']) {
      expect(graph.edges.get(module)?.has('reports') && fromReports.includes(module), module).toBe(false);
    }
  });

  it('finds a cycle through three modules', () => {
    const edges = new Map([
      ['a', new Map([['b', 'a/x.ts → b/y.ts']])],
      ['b', new Map([['c', 'b/y.ts → c/z.ts']])],
      ['c', new Map([['a', 'c/z.ts → a/x.ts']])],
      ['d', new Map([['a', 'd/w.ts → a/x.ts']])],
    ]);
    expect(moduleCycles(edges)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle between modules', () => {
    const { edges } = graph;
    // Each cycle with the imports that make it, so the message says where to cut.
    const described = moduleCycles(edges).map((group) =>
      group.flatMap((from) =>
        [...(edges.get(from) ?? [])]
          .filter(([to]) => group.includes(to))
          .map(([to, via]) => `${from} → ${to}: ${via}`),
      ),
    );
    expect(described).toEqual([]);
  });
});
