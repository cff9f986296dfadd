import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { UserEdit } from '@web/features/users/components/user-edit';

export function UserEditPage() {
  const { id } = useParams();
  const recordId = parseRouteId(id);
  return (
    <Stack gap="xl">
      <UserEdit id={Number(id)} />
      {recordId && <RecordHistory key={recordId} entity="users" id={recordId} />}
    </Stack>
  );
}
