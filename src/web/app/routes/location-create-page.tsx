import { LocationForm } from '@web/features/locations/components/location-form';

export function LocationCreatePage() {
  return <LocationForm />;
}
