import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { GroupEdit } from '@web/features/groups/components/group-edit';

export function GroupEditPage() {
  const { id } = useParams();
  const recordId = parseRouteId(id);
  return (
    <Stack gap="xl">
      <GroupEdit id={Number(id)} />
      {recordId && <RecordHistory key={recordId} entity="groups" id={recordId} />}
    </Stack>
  );
}
