import { Alert, Center } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@web/components/loading-spinner';

function MapNotLoaded() {
  const { t } = useTranslation();
  return (
    <Alert role="status" color="gray" title={t('locations.map.notLoadedTitle')}>
      {t('locations.map.notLoaded')}
    </Alert>
  );
}

// Leaflet is loaded with the first map, not with the app. If that fails (offline, or a new
// version was deployed while the page was open), the page stays usable without its map.
const LocationsMap = lazy(() =>
  import('./locations-map')
    .then((m) => ({ default: m.LocationsMap }))
    .catch(() => ({ default: MapNotLoaded })),
);

export function LazyLocationsMap(props: ComponentProps<typeof LocationsMap>) {
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? 360}>
          <LoadingSpinner size="sm" />
        </Center>
      }
    >
      <LocationsMap {...props} />
    </Suspense>
  );
}
