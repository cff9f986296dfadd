import { Alert, Box, Button, Center } from '@mantine/core';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode } from '@web/components/deferred-widget';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { afterFirstScreen, isAfterFirstScreen } from '@web/lib/after-first-screen';
// Its props' type only: the map's code itself comes later (below).
import type { LocationsMap } from './locations-map';

type LocationsMapProps = ComponentProps<typeof LocationsMap>;

function MapNotLoaded({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="status" color="gray" title={t('locations.map.notLoadedTitle')}>
      {t('locations.map.notLoaded')}
      <Button display="block" mt="xs" size="xs" variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

// Leaflet is loaded with the first map, not with the app. If that fails (offline, or a new
// version was deployed while the page was open), the page stays usable without its map, and Try
// again asks for it once more.
const mapCode = deferredCode(
  () => import('./locations-map'),
  (m) => m.LocationsMap,
);

/** How far below the window a map starts loading, so that it is in when scrolled to. */
const NEAR = '400px';

/**
 * True once `ref`'s box is in or near the window. The locations list's map is under its 25 rows:
 * Leaflet (40 KB on the wire) is not part of the list's first screen (decision 0067).
 */
function useNearWindow(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * True once the page's first screen is over (lib/after-first-screen.ts), at once when `wait` is
 * false or the mark was made on an earlier page of the visit.
 */
function useFirstScreenOver(wait: boolean) {
  const [over, setOver] = useState(() => !wait || isAfterFirstScreen());
  useEffect(() => (over ? undefined : afterFirstScreen(() => setOver(true))), [over]);
  return over;
}

export function LazyLocationsMap({
  afterFirstScreen: wait = false,
  ...props
}: LocationsMapProps & {
  /**
   * A map at the top of a page (a location's page): Leaflet waits for the page's first screen,
   * whose address is written beside the map, instead of sharing the connection with it.
   */
  afterFirstScreen?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearWindow(box);
  const over = useFirstScreenOver(wait);
  const height = props.height ?? 360;
  const loading = (
    <Center h={height}>
      <LoadingSpinner size="sm" />
    </Center>
  );
  return (
    // The map's room is kept from the start: nothing under it moves when it comes.
    <Box ref={box} mih={height}>
      {near && !over && loading}
      {near && over && (
        <DeferredPart
          code={mapCode}
          now
          fallback={({ failed, retry }) => (failed ? <MapNotLoaded onRetry={retry} /> : loading)}
          props={props}
        />
      )}
    </Box>
  );
}
