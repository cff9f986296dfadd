import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { LocationsMap, TILE_URL } from './locations-map';

// The test DOM lays nothing out; Leaflet asks for tiles only for a map that has a size.
const sizes = { clientWidth: 800, clientHeight: 360 };
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  }
});

const points = [
  { id: 1, name: 'Harbor Diner', address: '1 Dock St', latitude: 40.7, longitude: -74 },
  { id: 2, name: 'Maple School', address: '9 Maple Ave', latitude: 41.1, longitude: -73.5 },
];

const tiles = () => [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

describe('LocationsMap', () => {
  it('puts a keyboard-reachable marker at each location, whose popup names it and links on', async () => {
    renderWithApp(
      <LocationsMap points={points} label="Map of places" linkFor={(p) => `/locations/${p.id}`} />,
    );
    const region = screen.getByRole('region', { name: 'Map of places' });
    const markers = region.querySelectorAll('.leaflet-marker-icon');
    expect(markers).toHaveLength(2);
    const harbor = screen.getByRole('button', { name: 'Harbor Diner' });
    expect(harbor).toHaveAttribute('tabindex', '0');
    await userEvent.click(harbor);
    expect(await screen.findByText('1 Dock St')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open this location' })).toHaveAttribute('href', '/locations/1');
  });

  it('asks OpenStreetMap for tiles and, when none can load, says so while the markers stay', async () => {
    renderWithApp(<LocationsMap points={points} label="Map of places" />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(tiles()[0]!.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    expect(TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(screen.queryByText('Map background unavailable')).toBeNull();

    act(() => {
      for (const tile of tiles()) fireEvent.error(tile);
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The map tiles could not be loaded from OpenStreetMap',
    );
    expect(screen.getByRole('region', { name: 'Map of places' })).toHaveAttribute('data-tiles', 'failed');
    expect(screen.getAllByRole('button', { name: /Harbor Diner|Maple School/ })).toHaveLength(2);
  });

  it('keeps the map when tiles load, even if one of them fails', async () => {
    renderWithApp(<LocationsMap points={points} label="Map of places" />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(1));
    act(() => {
      fireEvent.load(tiles()[0]!);
      fireEvent.error(tiles()[1]!);
    });
    expect(screen.getByRole('region', { name: 'Map of places' })).toHaveAttribute('data-tiles', 'ok');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives up waiting for tiles after a while and shows the notice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithApp(<LocationsMap points={points} label="Map of places" />);
      expect(screen.queryByRole('status')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(8_000);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Map background unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets the coordinates from a click on the map', async () => {
    const onPick = vi.fn();
    renderWithApp(<LocationsMap points={[]} label="Pick a place" onPick={onPick} />);
    const container = document.querySelector('.leaflet-container')!;
    fireEvent.click(container, { clientX: 400, clientY: 180 });
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    const [lat, lng] = onPick.mock.calls[0] as [number, number];
    expect(lat).toBeCloseTo(40.9, 0);
    expect(lng).toBeCloseTo(-73.9, 0);
  });
});
