import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filter text, active toggle and page live in the URL query, so reload, back and a
 * shared link restore the same view. Changing the filter or the toggle returns to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = params.get('filter') ?? '';
  const activeParam = params.get('active');
  const active = activeParam === 'active' || activeParam === 'inactive' ? activeParam : undefined;

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return {
    page,
    filter,
    active,
    setPage: (p: number) => update({ page: p > 1 ? String(p) : undefined }),
    setFilter: (f: string) => update({ filter: f.trim() || undefined, page: undefined }),
    setActive: (a: 'active' | 'inactive' | undefined) => update({ active: a, page: undefined }),
  };
}
