import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { LazyLocationsMap } from './lazy-locations-map';

// The map's code cannot be fetched: offline, or a new version deployed while the page was open.
vi.mock('./locations-map', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LazyLocationsMap', () => {
  it('says the map is unavailable instead of breaking the page when its code cannot load', async () => {
    renderWithApp(
      <>
        <h1>Locations</h1>
        <LazyLocationsMap points={[]} label="Map of places" />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The map could not be loaded. Reload the page to try again.',
    );
    expect(screen.getByRole('heading', { name: 'Locations' })).toBeInTheDocument();
  });
});
