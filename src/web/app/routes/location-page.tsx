import { Stack } from '@mantine/core';
import { useLocationOverview } from '@web/features/locations/api/get-location-overview';
import {
  LocationDetails,
  LocationHeading,
} from '@web/features/locations/components/location-page/location-details';
import { LocationRecords } from '@web/features/locations/components/location-page/location-records';
import { ApiError } from '@web/lib/api-client';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** `/locations/:id` (issue 33, decision 0061): everything about one customer location. */
export function LocationPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <Location key={id} id={id} />;
}

function Location({ id }: { id: number }) {
  const overview = useLocationOverview(id);
  const user = useAuthUser().data;
  if (overview.error instanceof ApiError && overview.error.status === 404) return <NotFoundPage />;
  const manage = user ? permissionsOf(user).manage : false;
  // The page is the clock's one reader: whether a share link has run out.
  const now = new Date();
  return (
    <Stack gap="md">
      <LocationHeading id={id} query={overview} canManage={manage} />
      <LocationDetails id={id} query={overview} />
      <LocationRecords id={id} query={overview} now={now} readsMail={manage} />
    </Stack>
  );
}
