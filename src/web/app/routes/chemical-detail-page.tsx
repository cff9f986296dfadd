import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { isAdminRole, Role } from '@shared/constants';
import { RecordHistory } from '@web/features/activity/components/record-history';
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
  // Office staff read a chemical's history; Technicians read its facts and documents only.
  const staff = !!me && me.type_id <= Role.Supervisor;
  return (
    <Stack gap="xl">
      <ChemicalDetail chemical={chemical.data} canManage={me ? isAdminRole(me.type_id) : false} />
      {staff && <RecordHistory entity="chemicals" id={id} />}
    </Stack>
  );
}
