import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';

// "After the first screen" is when the test says; the virtualizer's module records its fetch, and
// fails while `offline` (its code did not arrive).
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  later: false,
  fetched: 0,
  offline: false,
}));
vi.mock('./after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
  isAfterFirstScreen: () => first.later,
}));

beforeEach(() => {
  Object.assign(first, { after: [], later: false, fetched: 0, offline: false });
});

/**
 * 100 rows estimated at 50 px in a box 200 px tall, drawn as the week board draws its rows: in
 * the flow, after a spacer for those not drawn. A module of its own each: another test may have
 * loaded the virtualizer already.
 */
async function freshList() {
  vi.resetModules();
  vi.doMock('@tanstack/virtual-core', async (importOriginal) => {
    first.fetched += 1;
    if (first.offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { useDeferredVirtualizer } = await import('./use-deferred-virtualizer');
  function List() {
    const box = useRef<HTMLDivElement>(null);
    const { rows, ask } = useDeferredVirtualizer(
      {
        count: 100,
        getScrollElement: () => box.current,
        estimateSize: () => 50,
        getItemKey: (i) => `row-${i}`,
        overscan: 1,
        initialRect: { width: 300, height: 200 },
        // A DOM without layout: the box keeps the height it was given, each row its estimate.
        observeElementRect: (_instance, cb) => cb({ width: 300, height: 200 }),
      },
      () => ({ measureElement: () => 50 }),
    );
    const items = rows.getVirtualItems();
    return (
      <div ref={box} data-testid="box" style={{ height: 200, overflow: 'auto' }} onScroll={ask}>
        <div aria-hidden="true" style={{ height: items[0]?.start ?? 0 }} />
        {items.map((item) => (
          <div key={item.key} data-index={item.index} ref={rows.measureElement} role="listitem">
            Row {item.index}
          </div>
        ))}
        <div data-testid="after" style={{ height: rows.getTotalSize() - (items.at(-1)?.end ?? 0) }} />
      </div>
    );
  }
  render(
    <div role="list">
      <List />
    </div>,
  );
}

const drawn = () => screen.getAllByRole('listitem').map((row) => row.textContent);

it('draws the rows that fit and one more by their estimates, then hands them to the virtualizer after the first screen without drawing them anew', async () => {
  await freshList();
  expect(drawn()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3', 'Row 4']);
  // The rows not drawn stand as a spacer as tall as their estimates: the scrollbar is the whole list's.
  expect(screen.getByTestId('after')).toHaveStyle({ height: `${95 * 50}px` });
  expect(first.fetched).toBe(0);
  const rows = screen.getAllByRole('listitem');

  for (const work of first.after.splice(0)) work();
  await vi.waitFor(() => expect(first.fetched).toBe(1));
  // The virtualizer's first rows are the same ones, the same elements.
  await vi.waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('data-index', '0'));
  expect(drawn()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3', 'Row 4']);
  screen.getAllByRole('listitem').forEach((row, i) => expect(row).toBe(rows[i]));

  // It is the virtualizer now: a scroll draws the rows there.
  const box = screen.getByTestId('box');
  box.scrollTop = 50 * 40;
  fireEvent.scroll(box);
  await vi.waitFor(() => expect(drawn()).toContain('Row 40'));
  expect(drawn()).not.toContain('Row 0');
});

it('is fetched at once when the rows are scrolled before the first screen is over, and draws the rows scrolled to', async () => {
  await freshList();
  expect(first.fetched).toBe(0);
  const box = screen.getByTestId('box');
  box.scrollTop = 50 * 40;
  fireEvent.scroll(box);
  await vi.waitFor(() => expect(first.fetched).toBe(1));
  expect(first.after).toHaveLength(1);
  // No second scroll: the virtualizer starts where the box is.
  await vi.waitFor(() =>
    expect(drawn()).toEqual(['Row 39', 'Row 40', 'Row 41', 'Row 42', 'Row 43', 'Row 44']),
  );
});

it('is fetched at once on a later page of the visit, whose first screen is long over', async () => {
  first.later = true;
  await freshList();
  await vi.waitFor(() => expect(first.fetched).toBe(1));
  expect(first.after).toHaveLength(0);
});

it('keeps the first rows when its code does not come, and a scroll asks for it again', async () => {
  first.offline = true;
  await freshList();
  fireEvent.scroll(screen.getByTestId('box'));
  await vi.waitFor(() => expect(first.fetched).toBe(1));
  expect(drawn()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3', 'Row 4']);

  first.offline = false;
  const box = screen.getByTestId('box');
  box.scrollTop = 50 * 40;
  fireEvent.scroll(box);
  await vi.waitFor(() => expect(drawn()).toContain('Row 40'));
  expect(first.fetched).toBe(2);
});
