import type { ChemicalTreeNode } from '@shared/schemas/chemicals';

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
