import type { DataRouter } from 'react-router';
import { startVisit } from '@web/lib/query-client';

/**
 * Each navigation is a new visit (lib/query-client.ts): as it begins, before its loaders ask for
 * anything, or as it ends when it had nothing to load. The first page's load is the first visit.
 */
export function startVisitsOnNavigation(router: DataRouter) {
  let visiting = router.state.location.key;
  return router.subscribe((state) => {
    const key = state.navigation.state === 'idle' ? state.location.key : state.navigation.location.key;
    if (key === visiting) return;
    visiting = key;
    startVisit();
  });
}
