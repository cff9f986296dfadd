import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';

const SERIES = [
  { name: 'a', label: 'Demand CS', color: 'teal.6' },
  { name: 'other', label: 'Other', color: 'gray.5' },
];
const DATA = [
  { month: '2026-10', a: 3, other: 1 },
  { month: '2026-11', a: 5, other: 2 },
];

function bars(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[data-bar]')].map((bar) => bar.style.height);
}

afterEach(() => vi.unstubAllGlobals());

describe('BarChart', () => {
  it('draws each bar to a scale of whole numbers whose top is at or above the tallest bar', () => {
    const { container } = render(
      <BarChart h={200} label="Per month" data={DATA} dataKey="month" series={[SERIES[0]!]} />,
    );
    // The tallest is 5: ticks 0, 2, 4, 6, the bars at 3/6 and 5/6 of the height.
    expect(bars(container)).toEqual(['50%', `${(5 / 6) * 100}%`]);
    expect(container.textContent).toContain('0246');
    expect(screen.getByText('2026-10')).toBeInTheDocument();
  });

  it('stacks the series, with their legend, when asked', () => {
    const { container } = render(
      <BarChart h={220} label="Per month" data={DATA} dataKey="month" series={SERIES} stacked withLegend />,
    );
    // The tallest stack is 7: the scale's top is 8 (steps of 2).
    expect(bars(container)).toEqual(['37.5%', '12.5%', '62.5%', '25%']);
    expect(screen.getByText('Demand CS')).toBeInTheDocument();
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it("shows a column's figures on hover, and from the keyboard: the arrows, Home and End move them, Enter hides and shows them", async () => {
    const { container } = render(
      <BarChart h={200} label="Per month" data={DATA} dataKey="month" series={SERIES} stacked />,
    );
    const user = userEvent.setup();
    await user.tab();
    const chart = screen.getByRole('application', { name: 'Per month' });
    expect(chart).toHaveFocus();
    const active = () => screen.queryByRole('tooltip');
    expect(active()).toHaveTextContent('2026-10Demand CS3Other1');
    await user.keyboard('{ArrowRight}');
    expect(active()).toHaveTextContent('2026-11Demand CS5Other2');
    await user.keyboard('{Enter}');
    expect(active()).toBeNull();
    await user.keyboard('{Enter}');
    expect(active()).toHaveTextContent('2026-11');
    await user.keyboard('{Home}');
    expect(active()).toHaveTextContent('2026-10');
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('2026-11');
    await user.tab();
    expect(active()).toBeNull();

    const firstColumn = container.querySelector('[data-bar]')!.parentElement!.parentElement!;
    fireEvent.mouseEnter(firstColumn);
    expect(active()).toHaveTextContent('2026-10Demand CS3');
    fireEvent.mouseLeave(chart);
    expect(active()).toBeNull();
  });

  it('names every other column when the names would run into each other', () => {
    // The axis measures 240 px wide.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([{ contentRect: { width: 240 } } as ResizeObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const weeks = Array.from({ length: 12 }, (_, i) => ({ week: `10/${10 + i}`, count: i }));
    render(<BarChart h={200} label="Per week" data={weeks} dataKey="week" series={[SERIES[0]!]} />);
    // 12 names of 5 characters at about 7 px, 8 apart: 516 px on 240, one name in three.
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(screen.queryByText('10/11')).not.toBeInTheDocument();
    expect(screen.queryByText('10/12')).not.toBeInTheDocument();
    expect(screen.getByText('10/13')).toBeInTheDocument();
  });
});
