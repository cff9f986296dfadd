import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BoardVisit, LaneLoad, ScheduleLanePage } from '@shared/schemas/visits';
import { scheduleLanePageQuery } from '../../api/get-schedule';

export interface WeekSchedule {
  /** The first page's query: the board waits for it, and shows its error. */
  first: UseQueryResult<ScheduleLanePage>;
  /** Every page's visits read so far, each once. */
  visits: BoardVisit[];
  /** The lanes whose visits are read; the others show their loads. */
  loaded: ReadonlySet<number>;
  /** Each lane's load of each day, from the first page (kept up to date by a move). */
  loads: ReadonlyMap<number, LaneLoad>;
  /** A later page could not be read: its rows show their loads, and this retries it. */
  failed: { retry: () => void } | null;
  /** Asks for the pages of lanes come into view. */
  want: (laneIds: number[]) => void;
}

function combine(results: UseQueryResult<ScheduleLanePage>[]) {
  const seen = new Set<number>();
  const visits: BoardVisit[] = [];
  const loaded = new Set<number>();
  for (const { data } of results) {
    if (!data) continue;
    for (const id of data.lane_page.lane_ids) loaded.add(id);
    for (const v of data.visits) {
      if (seen.has(v.id)) continue;
      seen.add(v.id);
      visits.push(v);
    }
  }
  const failedOnes = results.filter((r, i) => i > 0 && r.isError);
  return {
    first: results[0]!,
    visits,
    loaded,
    loads: new Map((results[0]!.data?.loads ?? []).map((l) => [l.technician_id, l])),
    failed: failedOnes.length > 0 ? { retry: () => failedOnes.forEach((r) => void r.refetch()) } : null,
  };
}

/**
 * The week board's data (decision 0066): the first page of lanes at once (every lane, their loads,
 * the first lanes' and the unassigned visits), then each further page when one of its lanes
 * comes into view. Pages are numbered in the order of all lanes, so a narrowed list asks for the
 * pages its lanes are on.
 */
export function useWeekSchedule(from: string, to: string, enabled: boolean): WeekSchedule {
  const [asked, setAsked] = useState<{ from: string; pages: number[] }>({ from, pages: [1] });
  const pages = asked.from === from ? asked.pages : [1];
  const result = useQueries({
    queries: pages.map((page) => ({ ...scheduleLanePageQuery(from, to, page), enabled })),
    combine,
  });
  const first = result.first.data;
  const want = useCallback(
    (laneIds: number[]) => {
      if (!first) return;
      const index = new Map(first.technicians.map((p, i) => [p.id, i]));
      const needed = laneIds
        .map((id) => index.get(id))
        .filter((i) => i !== undefined)
        .map((i) => Math.floor(i / first.lane_page.size) + 1);
      setAsked((prev) => {
        const had = prev.from === from ? prev.pages : [1];
        const more = [...new Set(needed)].filter((p) => !had.includes(p));
        return more.length > 0
          ? { from, pages: [...had, ...more] }
          : prev.from === from
            ? prev
            : { from, pages: had };
      });
    },
    [first, from],
  );
  return { ...result, want };
}
