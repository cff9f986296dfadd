import { Stack } from '@mantine/core';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { ApplicationRecord } from '@web/features/applications/components/application-record';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function ApplicationPage() {
  const id = useRouteId();
  if (id === undefined) return <NotFoundPage />;
  return (
    <Stack gap="xl">
      <ApplicationRecord id={id} />
      <RecordHistory key={id} entity="applications" id={id} />
    </Stack>
  );
}
