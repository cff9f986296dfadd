/**
 * useListParams: a list's filter text, Active | Inactive toggle and page live in the URL query, so
 * reload, back and a shared link restore the same view (issue 3, spec section 4).
 *
 *   const { page, filter, active, setPage, setFilter, setActive } = useListParams();
 *   <FilterBox value={filter} onChange={setFilter} />
 *   <ActiveToggle value={active} onChange={setActive} />
 *   useJobs({ page, filter, active })
 * Sorting: `sort` is `name`, `-name` or undefined, set by the header cells (components/sort-th.tsx).
 * Other filters (a job filter, dates): `get('start_date')` and `set({ start_date: '2026-03-01' })`.
 * Any change other than the page returns to page 1; setting a value it already has changes nothing.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

export type ActiveFilter = 'active' | 'inactive';

type Changes = Record<string, string | undefined>;

/** `?page=` as the list's page: a whole number from 1; anything else is page 1. */
export function pageFrom(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function activeFrom(value: string | null): ActiveFilter | undefined {
  return value === 'active' || value === 'inactive' ? value : undefined;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const filter = params.get('filter') ?? '';
  const active = activeFrom(params.get('active'));
  // `name` or `-name` (issue 18); the server refuses a column the list does not sort by.
  const sort = params.get('sort') ?? undefined;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();

  const set = useCallback(
    (changes: Changes) => {
      // A link clicked on this list is on its way to another page whose code may still be loading
      // (decision 0017): a filter typed just before must not replace that navigation with this
      // list. Read from the router when called: its render of the pending navigation is a React
      // transition and can lag behind a filter's timer on a busy machine.
      const pending = router?.state.navigation;
      if (pending?.location && pending.location.pathname !== router?.state.location.pathname) return;
      // Or it has arrived there, and this list is still on the screen until React draws the next
      // page: the filter would land on that page's address (seen on a loaded CI machine).
      if (router && router.state.location.pathname !== pathname) return;
      // The address as it is now, not as this list was last drawn: a toggle clicked within the
      // filter's pause, before React redraws on a busy machine, must survive the filter's change
      // (locations.spec lost `active=` so on a loaded CI run).
      const current = router ? new URLSearchParams(router.state.location.search) : params;
      const next = new URLSearchParams(current);
      let changed = false;
      for (const [key, raw] of Object.entries(changes)) {
        const value = raw || undefined;
        if ((current.get(key) ?? undefined) === value) continue;
        changed = true;
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // Nothing new: no history entry, and the page stays where it is.
      if (!changed) return;
      // A new filter means a new list: back to its first page.
      if (!('page' in changes)) next.delete('page');
      setParams(next);
    },
    [params, setParams, router, pathname],
  );

  return {
    page,
    filter,
    active,
    sort,
    get: (key: string) => params.get(key) ?? '',
    set,
    setPage: useCallback((p: number) => set({ page: p > 1 ? String(p) : undefined }), [set]),
    setFilter: useCallback((f: string) => set({ filter: f.trim() || undefined }), [set]),
    setActive: useCallback((a: ActiveFilter | undefined) => set({ active: a }), [set]),
    setSort: useCallback((s: string | undefined) => set({ sort: s }), [set]),
  };
}
