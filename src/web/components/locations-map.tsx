import 'leaflet/dist/leaflet.css';
import './locations-map.css';
import { Alert, Anchor, Box, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import L, { type LatLngExpression } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';

export interface MapPoint {
  id: number;
  name: string;
  address?: string;
  latitude: number;
  longitude: number;
}

/** OpenStreetMap's standard tiles; their host is allowed in the CSP's img-src (server app.ts). */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** With no tile loaded by then, the map says so instead of showing an empty grey box. */
const TILE_TIMEOUT_MS = 8000;
/** The demo company's region, for a map with nothing on it yet. */
const DEFAULT_CENTER: LatLngExpression = [40.9, -73.9];

/** A pin drawn in CSS and SVG: no image files to bundle, nothing for the CSP to refuse. */
const pin = L.divIcon({
  className: 'fieldbook-map-pin',
  html: '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [24, 32],
  iconAnchor: [12, 32],
  popupAnchor: [0, -30],
});

/** A stop of a day's route: its number in the pin, so the map reads in the list's order. */
const numberedPin = (n: number) =>
  L.divIcon({
    className: 'fieldbook-map-pin fieldbook-map-stop',
    html: `<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z"/><text x="12" y="16" text-anchor="middle" font-size="11" font-weight="700" fill="#fff">${n}</text></svg>`,
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -34],
  });

type TileState = 'loading' | 'ok' | 'failed';

/** Frames all points whenever they change (a new page of the list, edited coordinates). */
function FitToPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  useEffect(() => {
    // The container may have been measured before the page settled its layout.
    map.invalidateSize();
    if (points.length === 1)
      map.setView([points[0]!.latitude, points[0]!.longitude], Math.max(map.getZoom(), 13));
    else if (points.length > 1) {
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [32, 32],
        maxZoom: 14,
      });
    }
    // The key stands for the points' coordinates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/**
 * The map's region is busy while the map moves (a popup panning into view, a zoom): a click
 * aimed at a popup's link meanwhile lands where the link no longer is. Set on the element at
 * once, inside Leaflet's own event, so nothing reads the region between a move's start and it.
 */
function BusyWhileMoving() {
  const map = useMapEvents({
    movestart: () => region()?.setAttribute('aria-busy', 'true'),
    moveend: () => region()?.setAttribute('aria-busy', 'false'),
  });
  const region = () => map.getContainer().closest('[role="region"]');
  return null;
}

function PickOnClick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

/**
 * Locations on an OpenStreetMap map (Leaflet). Without a connection to the tile server (as on
 * machines with no internet) the background stays blank, so the map says so; the markers still
 * stand at their coordinates and open their popups, by mouse or keyboard (Tab, Enter).
 */
export function LocationsMap(props: {
  points: MapPoint[];
  label: string;
  height?: number;
  /** Where a marker's popup links to, if anywhere. */
  linkFor?: (point: MapPoint) => string | undefined;
  /** The form's map: a click or a dragged marker sets the coordinates. */
  onPick?: (latitude: number, longitude: number) => void;
  /** A day's route: the points are stops in order, numbered from 1 and joined by a line. */
  route?: boolean;
}) {
  const { t } = useTranslation();
  const [tiles, setTiles] = useState<TileState>('loading');
  useEffect(() => {
    if (tiles !== 'loading') return;
    const timer = setTimeout(() => setTiles('failed'), TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [tiles]);
  const handlers = useMemo(
    () => ({
      tileload: () => setTiles('ok'),
      // One tile failing among loaded ones is a glitch; none loading at all is "no map".
      tileerror: () => setTiles((s) => (s === 'ok' ? s : 'failed')),
    }),
    [],
  );
  const { onPick } = props;
  const dragHandlers = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const { lat, lng } = (e.target as L.Marker).getLatLng();
        onPick?.(lat, lng);
      },
    }),
    [onPick],
  );

  return (
    <Box
      role="region"
      aria-label={props.label}
      aria-busy="false"
      data-tiles={tiles}
      className="fieldbook-map"
    >
      {tiles === 'failed' && (
        <Alert
          role="status"
          color="gray"
          variant="white"
          icon={<IconMapOff size={18} aria-hidden />}
          title={t('locations.map.noTilesTitle')}
          mb="xs"
        >
          {t('locations.map.noTiles')}
        </Alert>
      )}
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={8}
        style={{ height: props.height ?? 360, width: '100%', borderRadius: 8 }}
        scrollWheelZoom={false}
        zoomSnap={0.5}
      >
        <TileLayer
          url={TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          eventHandlers={handlers}
        />
        <FitToPoints points={props.points} />
        <BusyWhileMoving />
        {props.onPick && <PickOnClick onPick={props.onPick} />}
        {props.route && props.points.length > 1 && (
          <Polyline
            positions={props.points.map((p) => [p.latitude, p.longitude] as [number, number])}
            pathOptions={{ color: '#1c7ed6', weight: 3, opacity: 0.8 }}
          />
        )}
        {props.points.map((p, i) => {
          const link = props.linkFor?.(p);
          return (
            <Marker
              key={p.id}
              position={[p.latitude, p.longitude]}
              icon={props.route ? numberedPin(i + 1) : pin}
              title={props.route ? `${i + 1}. ${p.name}` : p.name}
              alt={props.route ? `${i + 1}. ${p.name}` : p.name}
              draggable={Boolean(props.onPick)}
              eventHandlers={props.onPick ? dragHandlers : undefined}
            >
              <Popup>
                <Text size="sm" fw={600}>
                  {p.name}
                </Text>
                {p.address && (
                  <Text size="xs" c="dimmed" dir="auto">
                    {p.address}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
                </Text>
                {link && (
                  <Anchor component={Link} to={link} size="sm">
                    {t('locations.map.open')}
                  </Anchor>
                )}
              </Popup>
            </Marker>
          );
        })}
      </MapContainer>
    </Box>
  );
}
