import { type UseQueryResult, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BoardVisit, ScheduleLanePage } from '@shared/schemas/visits';
import { scheduleLaneDayQuery } from '../../api/get-schedule-lane-day';

export interface DayCards {
  /** The visits of the lanes' days asked for, each once. */
  visits: BoardVisit[];
  /** Asks for a lane's whole day; asked before and failed, asks again. */
  open: (technicianId: number, day: string) => void;
  /** The lane's day was asked for and could not be read. */
  failed: (technicianId: number, day: string) => boolean;
}

interface Asked {
  technicianId: number;
  day: string;
}

const NONE: Asked[] = [];

const keyOf = (technicianId: number, day: string) => `${technicianId}|${day}`;

/**
 * The month's crowded days read whole when their "+N more" is opened (decision 0079, amended
 * 2026-12-03 evening): the month's pages carry each lane's first cards of a day, so opening a
 * day's list reads that lane's day. What was asked for is kept for the range `from`..`to` (a
 * month); another range starts with none.
 */
export function useDayCards(from: string, to: string): DayCards {
  const range = `${from}|${to}`;
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ of: string; days: Asked[] }>({ of: range, days: [] });
  const days = asked.of === range ? asked.days : NONE;
  // Combined once per change of the answers (not on every render), as the pages' are.
  const combine = useCallback(
    (results: UseQueryResult<ScheduleLanePage>[]) => {
      const seen = new Set<number>();
      const visits = results.flatMap((r) =>
        (r.data?.visits ?? []).filter((v) => !seen.has(v.id) && Boolean(seen.add(v.id))),
      );
      const failedDays = new Set(
        days.filter((_, i) => results[i]?.isError).map((d) => keyOf(d.technicianId, d.day)),
      );
      return { visits, failedDays };
    },
    [days],
  );
  const { visits, failedDays } = useQueries({
    queries: days.map((d) => scheduleLaneDayQuery(d.day, d.technicianId)),
    combine,
  });

  const open = useCallback(
    (technicianId: number, day: string) => {
      setAsked((prev) => {
        const had = prev.of === range ? prev.days : [];
        if (had.some((d) => d.technicianId === technicianId && d.day === day)) return prev;
        return { of: range, days: [...had, { technicianId, day }] };
      });
      // Asked before: a failed read is read again (a query in error is not refetched on its own).
      void queryClient.refetchQueries({
        queryKey: scheduleLaneDayQuery(day, technicianId).queryKey,
        predicate: (q) => q.state.status === 'error',
      });
    },
    [range, queryClient],
  );
  const failed = useCallback(
    (technicianId: number, day: string) => failedDays.has(keyOf(technicianId, day)),
    [failedDays],
  );
  return { visits, open, failed };
}

/** The pages' visits and the opened days' others (a visit read by both is the page's). */
export function withDayCards(pages: BoardVisit[], days: BoardVisit[]): BoardVisit[] {
  if (days.length === 0) return pages;
  const seen = new Set(pages.map((v) => v.id));
  return [...pages, ...days.filter((v) => !seen.has(v.id))];
}
