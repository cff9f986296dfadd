import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { LazyBarChart } from './lazy-bar-chart';

// The chart's code comes when the test says, and its first fetch fails as offline.
const code = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive(), failures: 1 };
});
vi.mock('./mantine-bar-chart', async (importOriginal) => {
  await code.arrived;
  if (code.failures > 0) {
    code.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});
// The first screen is over at once here: the code is asked for as soon as the chart is drawn.
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  },
}));

const heightOf = (element: Element) => (element as HTMLElement).style.height;

describe('LazyBarChart', () => {
  it("holds the chart's room until its code arrives, and fetches it again after a failure", async () => {
    const { container } = renderWithApp(
      <LazyBarChart
        h={200}
        data={[{ status: 'Submitted', count: 3 }]}
        dataKey="status"
        series={[{ name: 'count', label: 'Reports', color: 'blue.6' }]}
      />,
    );
    const placeholder = container.querySelector('[aria-busy="true"]')!;
    expect(placeholder).toHaveTextContent('Loading…');
    const room = heightOf(placeholder);
    expect(room).toMatch(/12\.5rem/);

    // Offline: said in the chart's room, which keeps its height.
    code.arrive();
    const notLoaded = await screen.findByRole('status');
    expect(notLoaded).toHaveTextContent('The chart could not be loaded (no connection?).');
    expect(heightOf(notLoaded.parentElement!)).toBe(room);

    // Back online: Try again fetches it, and the chart takes the placeholder's height.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(heightOf(await screen.findByTestId('bar-chart'))).toBe(room);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
