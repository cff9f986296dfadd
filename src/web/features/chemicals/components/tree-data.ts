import { filterTreeData, flattenTreeData, type TreeNodeData } from '@mantine/core';
import type { ChemicalTreeNode } from '@shared/schemas/chemicals';

/** The chemicals tree in Mantine's tree shape: value is the id, label the name. */
export function toTreeData(nodes: ChemicalTreeNode[]): TreeNodeData[] {
  return nodes.map((node) => ({
    value: String(node.id),
    label: node.name,
    ...(node.children.length > 0 && { children: toTreeData(node.children) }),
  }));
}

/** Every node of the response by its tree value, for drawing a row. */
export function indexNodes(nodes: ChemicalTreeNode[], into = new Map<string, ChemicalTreeNode>()) {
  for (const node of nodes) {
    into.set(String(node.id), node);
    indexNodes(node.children, into);
  }
  return into;
}

/** Spec screen 4: the tree starts fully expanded; `collapsed` holds what the user folded since. */
export function expandedState(data: TreeNodeData[], collapsed: ReadonlySet<string>) {
  const state: Record<string, boolean> = {};
  const walk = (nodes: TreeNodeData[]) => {
    for (const node of nodes) {
      if (!node.children) continue;
      state[node.value] = !collapsed.has(node.value);
      walk(node.children);
    }
  };
  walk(data);
  return state;
}

export interface TreeRow {
  value: string;
  level: number;
  parent: string | null;
  hasChildren: boolean;
  expanded: boolean;
  /** Position among its siblings and their number (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
}

/**
 * The rows to draw, in order: the nodes whose name contains `search` with their ancestors (or all
 * nodes), skipping what sits inside a folded category.
 */
export function visibleRows(data: TreeNodeData[], search: string, collapsed: ReadonlySet<string>): TreeRow[] {
  const shown = filterTreeData(data, search);
  const places = new Map<string, { position: number; siblings: number }>();
  const place = (nodes: TreeNodeData[]) =>
    nodes.forEach((node, i) => {
      places.set(node.value, { position: i + 1, siblings: nodes.length });
      if (node.children) place(node.children);
    });
  place(shown);
  return flattenTreeData(shown, expandedState(shown, collapsed)).map((row) => ({
    value: row.node.value,
    level: row.level,
    parent: row.parent,
    hasChildren: row.hasChildren,
    expanded: row.expanded,
    ...places.get(row.node.value)!,
  }));
}

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * The categories a node may be placed under, labelled with their path ("Insecticides › Baits"):
 * every category except the node itself and those below it, where a cycle would start.
 */
export function categoryOptions(nodes: ChemicalTreeNode[], excludeId?: number): CategoryOption[] {
  const options: CategoryOption[] = [];
  const walk = (list: ChemicalTreeNode[], path: string[]) => {
    for (const node of list) {
      if (!node.is_category || node.id === excludeId) continue;
      const label = [...path, node.name].join(' › ');
      options.push({ value: String(node.id), label });
      walk(node.children, [...path, node.name]);
    }
  };
  walk(nodes, []);
  return options;
}

export function findNode(nodes: ChemicalTreeNode[], id: number): ChemicalTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}
