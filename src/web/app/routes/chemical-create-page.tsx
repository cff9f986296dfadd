import { useSearchParams } from 'react-router';
import { useChemicalCategories } from '@web/features/chemicals/api/get-chemical-categories';
import { ChemicalForm } from '@web/features/chemicals/components/chemical-form';
import { parseRouteId } from '@shared/route-id';
import { LoadState } from '@web/features/chemicals/components/load-state';
import { findNode } from '@web/features/chemicals/components/tree-data';

/** /chems/create, with an optional parent_id: the category the first pencil was pressed on. */
export function ChemicalCreatePage() {
  const [params] = useSearchParams();
  // The categories alone: the picker offers nothing else, and a large catalogue stays light.
  const tree = useChemicalCategories();
  if (!tree.data) return <LoadState error={tree.error} onRetry={() => void tree.refetch()} />;
  const roots = tree.data.chemTree.children;
  const parentId = parseRouteId(params.get('parent_id') ?? undefined);
  // Only a category holds anything; any other parent_id leaves the choice at the top of the tree.
  const parent = parentId === undefined ? undefined : findNode(roots, parentId);
  return <ChemicalForm tree={roots} defaultParentId={parent?.is_category ? parent.id : undefined} />;
}
