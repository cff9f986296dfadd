import type { ChemicalLevelNode, ChemicalSearchResponse } from '@shared/schemas/chemicals';

/*
 * The chemicals tree as rows to draw, from the levels loaded so far (decision 0023): the server
 * sends a category's children on demand, 100 at a time, and searches on its own.
 */

/** The top of the tree, as `GET /api/chem-tree/children` names it. */
export const ROOT = 0;

/**
 * The spec's tree starts expanded. Loaded by level, a first level of at most this many categories
 * still opens them all (one request each); a longer one starts folded.
 */
export const AUTO_EXPAND_MAX = 12;

export interface Level {
  nodes: ChemicalLevelNode[];
  /** A next page exists on the server. */
  more: boolean;
  /** loading: a page of it is on its way; failed: a page could not be loaded. */
  state: 'ready' | 'loading' | 'failed';
}

export interface TreeRow {
  /** node: a chemical or category; more: "Show more" for the level; loading / failed: a page of it. */
  kind: 'node' | 'more' | 'loading' | 'failed';
  /** The node's id, or `<kind>-<parentId>`: unique among the rows. */
  value: string;
  node?: ChemicalLevelNode;
  /** The category whose children the row is among (ROOT at the top). */
  parentId: number;
  level: number;
  /** The parent row's value, null at the top. */
  parent: string | null;
  hasChildren: boolean;
  expanded: boolean;
  /** Position among its siblings and their number, -1 while unknown (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
}

/**
 * The rows in order: every loaded level, a category's children under it while it is expanded, and
 * after a level its "Show more", or the row saying it is loading or failed.
 */
export function buildRows(
  levels: ReadonlyMap<number, Level>,
  isExpanded: (value: string, level: number) => boolean,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (parentId: number, level: number, parent: string | null, size: number) => {
    const here = levels.get(parentId);
    const extra = (kind: TreeRow['kind'], position: number) =>
      rows.push({
        kind,
        value: `${kind}-${parentId}`,
        parentId,
        level,
        parent,
        hasChildren: false,
        expanded: false,
        position,
        siblings: size,
      });
    here?.nodes.forEach((node, i) => {
      const value = String(node.id);
      const hasChildren = node.child_count > 0;
      const expanded = hasChildren && isExpanded(value, level);
      rows.push({
        kind: 'node',
        value,
        node,
        parentId,
        level,
        parent,
        hasChildren,
        expanded,
        position: i + 1,
        siblings: size,
      });
      if (expanded) walk(node.id, level + 1, value, node.child_count);
    });
    const next = (here?.nodes.length ?? 0) + 1;
    if (!here || here.state === 'loading') extra('loading', next);
    else if (here.state === 'failed') extra('failed', next);
    else if (here.more) extra('more', next);
  };
  const top = levels.get(ROOT);
  walk(ROOT, 1, null, top && top.state === 'ready' && !top.more ? top.nodes.length : -1);
  return rows;
}

/**
 * A search answer as levels: each category holds the matches and categories under it that came
 * with the answer, so it counts only those.
 */
export function searchLevels(answer: ChemicalSearchResponse): Map<number, Level> {
  const levels = new Map<number, Level>();
  const held = new Map<number, number>();
  for (const node of answer.nodes) {
    const parent = node.parent_id ?? ROOT;
    held.set(parent, (held.get(parent) ?? 0) + 1);
  }
  for (const node of answer.nodes) {
    const parent = node.parent_id ?? ROOT;
    if (!levels.has(parent)) levels.set(parent, { nodes: [], more: false, state: 'ready' });
    levels.get(parent)!.nodes.push({ ...node, child_count: held.get(node.id) ?? 0 });
  }
  if (!levels.has(ROOT)) levels.set(ROOT, { nodes: [], more: false, state: 'ready' });
  return levels;
}

/** Whether the first level is short enough to open all its categories at once. */
export function opensFirstLevel(top: { nodes: ChemicalLevelNode[]; more: boolean } | undefined): boolean {
  if (!top || top.more) return false;
  return top.nodes.filter((n) => n.child_count > 0).length <= AUTO_EXPAND_MAX;
}
