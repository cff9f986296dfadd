import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { MyVisitsResponse } from '@shared/schemas/visits';
import { visitsKeys } from '../../api/visits-keys';
import { type WeekChange, weekChanges, weekOf, type WeekSeen } from './week-changes';

/** The start of every `my-visits` query's hash (TanStack hashes a key as its JSON). */
const MINE = JSON.stringify([...visitsKeys.all, 'mine']).slice(0, -1);

interface Baseline {
  week: WeekSeen;
  /** When each day's answer was read, by the query's hash: each must be read again since. */
  readAt: Map<string, number>;
}

/**
 * The changes to the technician's days (`days`: today as `undefined`, then the dates after, as
 * KeepWeek reads them) since the device's copy this page opened on, perhaps with no signal: shown
 * once every day of that copy has been read again from the server (so never half old, half new),
 * until dismissed; then counted from the week as it is (decision 0072).
 */
export function useWeekChanges(days: readonly (string | undefined)[]) {
  const queryClient = useQueryClient();
  const hashes = days.join('|');
  const read = useCallback(() => {
    const cache = queryClient.getQueryCache();
    return hashes
      .split('|')
      .map((day) =>
        cache.find<MyVisitsResponse>({ queryKey: visitsKeys.mine(day || undefined), exact: true }),
      )
      .filter((q): q is Query<MyVisitsResponse> => q?.state.data !== undefined);
  }, [queryClient, hashes]);
  const baselineOf = useCallback((): Baseline => {
    const queries = read();
    return {
      week: weekOf(queries.map((q) => q.state.data)),
      readAt: new Map(queries.map((q) => [q.queryHash, q.state.dataUpdatedAt])),
    };
  }, [read]);
  const [baseline, setBaseline] = useState<Baseline | null>(null);
  const [changes, setChanges] = useState<WeekChange[]>([]);

  useEffect(() => {
    let kept = baseline;
    const check = () => {
      if (!kept) {
        // The first copy this page holds is what the technician saw.
        kept = baselineOf();
        if (kept.readAt.size === 0) kept = null;
        else setBaseline(kept);
        return;
      }
      const queries = read();
      const fresh = [...kept.readAt].every(
        ([hash, at]) => (queries.find((q) => q.queryHash === hash)?.state.dataUpdatedAt ?? 0) > at,
      );
      if (fresh) setChanges(weekChanges(kept.week, weekOf(queries.map((q) => q.state.data))));
    };
    check();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash.startsWith(MINE)) check();
    });
  }, [queryClient, baseline, baselineOf, read]);

  const dismiss = () => {
    setChanges([]);
    setBaseline(baselineOf());
  };
  return { changes, dismiss };
}
