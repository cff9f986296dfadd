import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { LazyLocationsMap } from './lazy-locations-map';

// The map's code cannot be fetched: offline, or a new version deployed while the page was open.
const code = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./locations-map', () => {
  code.asked += 1;
  throw new Error('Failed to fetch dynamically imported module');
});
// The first screen is over when the test says.
const firstScreen = vi.hoisted(() => ({ over: (): void => undefined }));
vi.mock('@web/lib/after-first-screen', () => ({
  isAfterFirstScreen: () => false,
  afterFirstScreen: (work: () => void) => {
    firstScreen.over = work;
    return () => undefined;
  },
}));

describe('LazyLocationsMap', () => {
  it("at the top of a page, holds the map's room and fetches Leaflet only after the first screen", async () => {
    renderWithApp(<LazyLocationsMap points={[]} label="Map of the place" height={200} afterFirstScreen />);
    const spinner = await screen.findByRole('progressbar', { name: 'Loading…' });
    // The map's room and the spinner's box are the map's height from the start.
    expect(spinner.parentElement!.style.height).toMatch(/12\.5rem/);
    expect(spinner.parentElement!.parentElement!.style.minHeight).toMatch(/12\.5rem/);
    // A moment passes: still nothing asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(code.asked).toBe(0);

    act(() => firstScreen.over());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The map could not be loaded. Check the connection and try again.',
    );
    expect(code.asked).toBe(1);
  });

  it('says the map is unavailable instead of breaking the page when its code cannot load', async () => {
    renderWithApp(
      <>
        <h1>Locations</h1>
        <LazyLocationsMap points={[]} label="Map of places" />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The map could not be loaded. Check the connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Locations' })).toBeInTheDocument();
    // Try again asks for the code once more, without a reload; here it fails again and says so.
    const asked = code.asked;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(code.asked).toBe(asked + 1));
    expect(await screen.findByRole('status')).toHaveTextContent('The map could not be loaded.');
  });
});
