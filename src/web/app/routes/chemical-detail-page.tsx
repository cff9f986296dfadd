import { useParams } from 'react-router';
import { isAdminRole } from '@shared/constants';
import { useChemical } from '@web/features/chemicals/api/get-chemical';
import { ChemicalDetail } from '@web/features/chemicals/components/chemical-detail';
import { parseRouteId } from '@shared/route-id';
import { LoadState } from '@web/features/chemicals/components/load-state';
import { useAuthUser } from '@web/lib/auth';
import { NotFoundPage } from './not-found-page';

export function ChemicalDetailPage() {
  const id = parseRouteId(useParams().id);
  if (!id) return <NotFoundPage />;
  return <ChemicalDetailLoader key={id} id={id} />;
}

function ChemicalDetailLoader({ id }: { id: number }) {
  const chemical = useChemical(id);
  const me = useAuthUser().data;
  if (chemical.error && 'status' in chemical.error && chemical.error.status === 404) return <NotFoundPage />;
  if (!chemical.data) return <LoadState error={chemical.error} onRetry={() => void chemical.refetch()} />;
  return <ChemicalDetail chemical={chemical.data} canManage={me ? isAdminRole(me.type_id) : false} />;
}
