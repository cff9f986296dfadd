import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import type { ChemicalLevelResponse } from '@shared/schemas/chemicals';
import { useCallback, useMemo, useState } from 'react';
import { chemicalLevelQuery } from '../api/get-chemical-level';
import { type Level, opensFirstLevel, ROOT } from './tree-levels';

/**
 * The levels of the chemicals tree the screen shows: the top, and the children of every open
 * category, each as many pages as asked for. `isExpanded` says which categories are open: those
 * the user opened, and the first level's while it is short (opensFirstLevel), unless folded.
 */
export function useChemicalLevels() {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [pages, setPages] = useState<ReadonlyMap<number, number>>(new Map());

  const top = useQuery(chemicalLevelQuery(ROOT, 1));
  const autoOpen = opensFirstLevel(top.data);
  const isExpanded = useCallback(
    (value: string, level: number) => !folded.has(value) && (opened.has(value) || (level === 1 && autoOpen)),
    [opened, folded, autoOpen],
  );

  // Asked for: the top, every category opened by hand (loaded even while an ancestor is folded,
  // so unfolding shows it at once) and the first level's categories while they open by themselves.
  const parents = useMemo(() => {
    const wanted = new Set<number>([ROOT]);
    if (autoOpen) {
      for (const node of top.data?.nodes ?? []) {
        if (node.child_count > 0 && !folded.has(String(node.id))) wanted.add(node.id);
      }
    }
    for (const value of opened) if (!folded.has(value)) wanted.add(Number(value));
    return [...wanted];
  }, [autoOpen, top.data, opened, folded]);
  const requests = useMemo(
    () =>
      parents.flatMap((parentId) =>
        Array.from({ length: pages.get(parentId) ?? 1 }, (_, i) => ({ parentId, page: i + 1 })),
      ),
    [parents, pages],
  );
  // `combine` keeps the levels the same object until an answer changes, so the rows are rebuilt
  // only then, not on every scroll.
  const combine = useCallback(
    (results: UseQueryResult<ChemicalLevelResponse>[]) => {
      const levels = new Map<number, Level>();
      requests.forEach((request, i) => {
        const result = results[i]!;
        const level = levels.get(request.parentId) ?? { nodes: [], more: false, state: 'ready' };
        if (result.data) {
          level.nodes = [...level.nodes, ...result.data.nodes];
          level.more = result.data.more;
        }
        if (result.isError) level.state = 'failed';
        else if (result.isPending && level.state === 'ready') level.state = 'loading';
        levels.set(request.parentId, level);
      });
      return {
        levels,
        isFetching: results.some((r) => r.isFetching),
        failed: results.filter((r) => r.isError).map((r) => r.refetch),
      };
    },
    [requests],
  );
  const { levels, isFetching, failed } = useQueries({
    queries: requests.map((r) => chemicalLevelQuery(r.parentId, r.page)),
    combine,
  });

  const toggle = useCallback(
    (value: string, expanded: boolean) => {
      const without = (set: ReadonlySet<string>) => new Set([...set].filter((v) => v !== value));
      setFolded((prev) => (expanded ? new Set(prev).add(value) : without(prev)));
      setOpened((prev) => (expanded ? without(prev) : new Set(prev).add(value)));
    },
    [setFolded, setOpened],
  );
  const showMore = useCallback(
    (parentId: number) => setPages((prev) => new Map(prev).set(parentId, (prev.get(parentId) ?? 1) + 1)),
    [],
  );
  const retry = useCallback(() => {
    for (const refetch of failed) void refetch();
  }, [failed]);

  return {
    levels,
    isExpanded,
    toggle,
    showMore,
    retry,
    top: { isPending: top.isPending, error: top.error, isFetching },
    refetchTop: () => void top.refetch(),
  };
}
