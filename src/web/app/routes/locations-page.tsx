import { LocationsList } from '@web/features/locations/components/locations-list';

export function LocationsPage() {
  return <LocationsList />;
}
