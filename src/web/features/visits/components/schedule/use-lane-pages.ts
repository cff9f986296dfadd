import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BoardVisit, ScheduleLane, ScheduleLanePage } from '@shared/schemas/visits';

type DayTotal = ScheduleLanePage['day_totals'][number];
import { scheduleLanePageQuery } from '../../api/get-schedule';
import { visitsKeys } from '../../api/visits-keys';

export interface LanePages {
  /** The first page's query: the view waits for it, and shows its error. */
  first: UseQueryResult<ScheduleLanePage>;
  /**
   * Every lane's row, in order: the lane once its page is read, undefined until then (a
   * placeholder row). As long as the first page's `lane_count`.
   */
  lanes: (ScheduleLane | undefined)[];
  /** Every page's visits read so far, each once. */
  visits: BoardVisit[];
  /** With `cardsPerDay`: the pages' lanes' days holding more visits than their cards. */
  dayTotals: DayTotal[];
  /** A later page could not be read: its rows stay placeholders, and this retries it. */
  failed: { retry: () => void } | null;
  /** Asks for the pages of the lanes drawn, by their positions in `lanes`. */
  want: (positions: number[]) => void;
}

const sameDays = (key: readonly unknown[] | undefined, from: string, to: string) =>
  key?.[visitsKeys.all.length + 1] === from && key[visitsKeys.all.length + 2] === to;

function combine(results: UseQueryResult<ScheduleLanePage>[]) {
  const seen = new Set<number>();
  const visits: BoardVisit[] = [];
  const dayTotals: DayTotal[] = [];
  const first = results[0]!;
  const lanes = Array<ScheduleLane | undefined>(first.data?.lane_count ?? 0).fill(undefined);
  for (const { data } of results) {
    if (!data) continue;
    const start = (data.lane_page.page - 1) * data.lane_page.size;
    data.technicians.forEach((lane, i) => {
      if (start + i < lanes.length) lanes[start + i] = lane;
    });
    for (const v of data.visits) {
      if (seen.has(v.id)) continue;
      seen.add(v.id);
      visits.push(v);
    }
    dayTotals.push(...data.day_totals);
  }
  const failedOnes = results.filter((r, i) => i > 0 && r.isError);
  return {
    first,
    lanes,
    visits,
    dayTotals,
    failed: failedOnes.length > 0 ? { retry: () => failedOnes.forEach((r) => void r.refetch()) } : null,
  };
}

/**
 * The schedule's lanes of `from`..`to` a page at a time, for the week board and the day and month
 * calendars alike (decision 0066, amended 2026-12-03; decision 0079): the first page at once (how
 * many lanes there are, the first lanes and their visits, the unassigned visits), then each
 * further page when one of its rows is drawn. `search` narrows the lanes on the server; a new
 * range or search starts again from its first page, and shows the last one read while it comes.
 * `cardsPerDay` (the month): each lane's first visits of a day only, and how many its crowded days
 * hold (`dayTotals`).
 */
export function useLanePages(from: string, to: string, search: string, cardsPerDay?: number): LanePages {
  const asking = `${from}|${to}|${search}|${cardsPerDay ?? ''}`;
  const [asked, setAsked] = useState<{ of: string; pages: number[] }>({ of: asking, pages: [1] });
  const pages = asked.of === asking ? asked.pages : [1];
  const result = useQueries({
    queries: pages.map((page) => ({
      ...scheduleLanePageQuery(from, to, page, search, cardsPerDay),
      // Another search's first page of the same days stays on screen while this one's comes;
      // another range's (the next week, or the month of this week) would put its cards under
      // these days.
      ...(page === 1 && {
        placeholderData: (
          previous: ScheduleLanePage | undefined,
          query?: { queryKey: readonly unknown[] },
        ) => (sameDays(query?.queryKey, from, to) ? previous : undefined),
      }),
    })),
    combine,
  });
  const first = result.first.data;
  // Rows drawn of another search's lanes (shown while this one's come) ask for nothing.
  const size = result.first.isPlaceholderData ? undefined : first?.lane_page.size;
  const count = first?.lane_count ?? 0;
  const want = useCallback(
    (positions: number[]) => {
      if (!size) return;
      const inRange = positions.filter((i) => i < count);
      const needed = [...new Set(inRange.map((i) => Math.floor(i / size) + 1))];
      setAsked((prev) => {
        const had = prev.of === asking ? prev.pages : [1];
        const more = needed.filter((p) => !had.includes(p));
        if (more.length > 0) return { of: asking, pages: [...had, ...more] };
        return prev.of === asking ? prev : { of: asking, pages: had };
      });
    },
    [size, count, asking],
  );
  return { ...result, want };
}
