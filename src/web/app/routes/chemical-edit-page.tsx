import { useLocation, useParams } from 'react-router';
import { useChemical } from '@web/features/chemicals/api/get-chemical';
import { useChemicalCategories } from '@web/features/chemicals/api/get-chemical-categories';
import { ChemicalForm } from '@web/features/chemicals/components/chemical-form';
import { parseRouteId } from '@shared/route-id';
import { LoadState } from '@web/features/chemicals/components/load-state';
import { NotFoundPage } from './not-found-page';

export function ChemicalEditPage() {
  const id = parseRouteId(useParams().id);
  if (!id) return <NotFoundPage />;
  return <ChemicalEdit key={id} id={id} />;
}

function ChemicalEdit({ id }: { id: number }) {
  const chemical = useChemical(id);
  // The categories alone: the picker offers nothing else, and a large catalogue stays light.
  const tree = useChemicalCategories();
  // Right after creating, a refused document comes along from the create page.
  const fileError = (useLocation().state as { fileError?: string } | null)?.fileError;
  if (chemical.error && 'status' in chemical.error && chemical.error.status === 404) return <NotFoundPage />;
  if (!chemical.data || !tree.data) {
    const error = chemical.error ?? tree.error;
    return (
      <LoadState error={error} onRetry={() => void (chemical.error ? chemical.refetch() : tree.refetch())} />
    );
  }
  return <ChemicalForm tree={tree.data.chemTree.children} chemical={chemical.data} fileError={fileError} />;
}
