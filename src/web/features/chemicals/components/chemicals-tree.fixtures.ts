import {
  CHEMICAL_LEVEL_PAGE,
  CHEMICAL_SEARCH_MAX,
  type ChemicalLevelNode,
  type ChemicalTreeNode,
} from '@shared/schemas/chemicals';
import { mockServer } from '@web/test/render';

/** The chemicals tree's component tests: a nested tree, and the server's calls faked over it. */

export const ADMIN = {
  id: 1,
  name: 'Admin',
  email: 'a@x.example',
  username: 'a',
  type_id: 1,
  type: { type: 'Super Admin' },
};
export const TECHNICIAN = { ...ADMIN, id: 9, type_id: 4, type: { type: 'Technician' } };

export function node(
  id: number,
  name: string,
  children: ChemicalTreeNode[] = [],
  extra: Partial<ChemicalTreeNode> = {},
) {
  const isCategory = extra.is_category ?? children.length > 0;
  return {
    id,
    name,
    is_category: isCategory,
    parent_id: null,
    filepath: null,
    signal_word: null,
    restricted_use: false,
    ...extra,
    children: children.map((c) => ({ ...c, parent_id: id })),
  } satisfies ChemicalTreeNode;
}

/** Insecticides › Pyrethroids › {Talstar (with a document), Demand}; Rodenticides (empty). */
export const TREE = [
  node(1, 'Insecticides', [
    node(2, 'Pyrethroids', [
      node(3, 'Talstar P', [], { filepath: '/api/chems/3/file', restricted_use: true }),
      node(4, 'Demand CS'),
    ]),
  ]),
  node(5, 'Rodenticides', [], { is_category: true }),
];

const level = (n: ChemicalTreeNode): ChemicalLevelNode => {
  const { children, ...rest } = n;
  return { ...rest, child_count: children.length };
};

/**
 * The server's two calls over a nested tree, as chemical-tree.repository.ts answers them: a level
 * 100 at a time, and the first 100 matches by name with every category above them in tree order.
 */
export function server(children: ChemicalTreeNode[], me = ADMIN, status = 200) {
  const all: { node: ChemicalTreeNode; ancestors: number[] }[] = [];
  const walk = (list: ChemicalTreeNode[], ancestors: number[]) =>
    list.forEach((n) => {
      all.push({ node: n, ancestors });
      walk(n.children, [...ancestors, n.id]);
    });
  walk(children, []);
  const failed = { status, body: { message: 'The database is down.' } };
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: me }),
    'GET /api/chem-tree/children': (url) => {
      if (status !== 200) return failed;
      const parent = Number(url.searchParams.get('parent_id') ?? 0);
      const page = Number(url.searchParams.get('page') ?? 1);
      const list = parent === 0 ? children : all.find((e) => e.node.id === parent)!.node.children;
      const from = (page - 1) * CHEMICAL_LEVEL_PAGE;
      return {
        body: {
          nodes: list.slice(from, from + CHEMICAL_LEVEL_PAGE).map(level),
          more: list.length > from + CHEMICAL_LEVEL_PAGE,
        },
      };
    },
    'GET /api/chem-tree/search': (url) => {
      if (status !== 200) return failed;
      const text = url.searchParams.get('search')!.toLowerCase();
      const found = all
        .filter((e) => e.node.name.toLowerCase().includes(text))
        .sort((a, b) => a.node.name.toLowerCase().localeCompare(b.node.name.toLowerCase()));
      const matches = found.slice(0, CHEMICAL_SEARCH_MAX);
      const ids = new Set(matches.flatMap((e) => [e.node.id, ...e.ancestors]));
      return {
        body: {
          nodes: all.filter((e) => ids.has(e.node.id)).map((e) => level(e.node)),
          matches: matches.map((e) => e.node.id),
          more: found.length > CHEMICAL_SEARCH_MAX,
        },
      };
    },
  });
}
