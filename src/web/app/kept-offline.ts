import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MyVisitsResponse } from '@shared/schemas/visits';
import { visitsKeys } from '@web/features/visits/api/visits-keys';
import { authUserKey } from '@web/lib/auth';

/**
 * What a technician's pages show with no connection (lib/kept-queries.ts): who is logged in, the
 * app's settings, Today and the week's days, My jobs, the reports (My reports, each report opened,
 * what starting one offers, the chemicals an application picks from), one's certifications; and,
 * given the cache, for each location of the visits kept (app/kept-week.ts names the days): its details, contacts,
 * devices, site plans and open corrective actions. The office's lists, pages and other locations
 * are not kept.
 */
export const keptOffline = (key: QueryKey, queryClient?: QueryClient) =>
  key[0] === authUserKey[0] ||
  key[0] === 'app-config' ||
  key[0] === 'reports' ||
  ((key[0] === 'visits' || key[0] === 'jobs') && key[1] === 'mine') ||
  (key[0] === 'users' && key[1] === 'my-certifications') ||
  (queryClient !== undefined && ofKeptLocation(key, queryClient));

/** The location a key reads for a technician's week, if it is one of those (else undefined). */
function locationOf(key: QueryKey): number | undefined {
  const [entity, kind, id, part] = key;
  if (entity === 'locations' && (kind === 'detail' || kind === 'contacts')) return Number(id);
  if (entity === 'devices' && kind === 'location' && (part === 'list' || part === 'plans')) return Number(id);
  if (entity === 'correctiveActions' && kind === 'list' && typeof id === 'object' && id !== null) {
    const query = id as { location_id?: string; status?: string };
    if (query.status === OPEN_ACTIONS && query.location_id) return Number(query.location_id);
  }
  return undefined;
}

/** The statuses of the actions a technician's week keeps: those still to do. */
export const OPEN_ACTIONS = 'open,in_progress';

function ofKeptLocation(key: QueryKey, queryClient: QueryClient): boolean {
  const id = locationOf(key);
  return id !== undefined && keptLocationIds(queryClient).has(id);
}

/**
 * The locations of the visits the device holds (Today and each day of the week): whose details,
 * contacts, devices, site plans and open corrective actions are kept with them, and no others.
 * Here rather than in kept-week.ts, whose date module no first screen should download.
 */
function keptLocationIds(queryClient: QueryClient): Set<number> {
  const ids = new Set<number>();
  for (const [, data] of queryClient.getQueriesData<MyVisitsResponse>({
    queryKey: [...visitsKeys.all, 'mine'],
  })) {
    for (const visit of data?.visits ?? []) ids.add(visit.location.id);
  }
  return ids;
}
