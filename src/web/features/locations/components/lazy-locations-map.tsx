import { Center, Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Leaflet is loaded with the first map, not with the app.
const LocationsMap = lazy(() => import('./locations-map').then((m) => ({ default: m.LocationsMap })));

export function LazyLocationsMap(props: ComponentProps<typeof LocationsMap>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? 360}>
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <LocationsMap {...props} />
    </Suspense>
  );
}
