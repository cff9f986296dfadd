import { useQueries, useQuery } from '@tanstack/react-query';
import { actionsQuery } from '@web/features/corrective-actions/api/get-actions';
import { devicesQuery } from '@web/features/devices/api/get-devices';
import { sitePlansQuery } from '@web/features/devices/api/get-site-plans';
import { contactsQuery } from '@web/features/locations/api/get-contacts';
import { locationQuery } from '@web/features/locations/api/get-location';
import { chemicalOptionsQuery } from '@web/features/reports/api/get-chemical-options';
import { myCertificationsQuery } from '@web/features/users/api/get-my-certifications';
import { myVisitsQuery } from '@web/features/visits/api/get-my-visits';
import { useAppConfig } from '@web/lib/app-config';
import { useKeptPlanImages } from './keep-plan-images';
import { OPEN_ACTIONS } from './kept-offline';
import { keptVisitDays } from './kept-week';

/**
 * Asked again at most this often while a technician moves between Today and My jobs: the week
 * changes little within minutes, and each page view would otherwise send some 40 requests.
 */
const FRESH_MS = 5 * 60_000;

/** The queries of one location of the week, by the keys its pages read (app/kept-offline.ts). */
export const keptLocationQueries = (id: number) => [
  locationQuery(id),
  contactsQuery(id),
  devicesQuery(id, 'active'),
  sitePlansQuery(id),
  actionsQuery({ page: 1, location_id: String(id), status: OPEN_ACTIONS }),
];

/**
 * Draws nothing: while a field worker's home is open online, fetches the week's work so the
 * device keeps it (issue 32 item 2): the visits of today and the next 7 days (their jobs come with
 * them), each visit's location (address, contacts), its devices and site plans (their images too,
 * through the service worker) and its open
 * corrective actions, the chemicals an application record picks from (with their label facts and
 * lots) and one's certifications. The templates and their forms come with `KeepStartForms`.
 * `now` is the clock, passed in.
 */
export function KeepWeek({ now = () => new Date() }: { now?: () => Date }) {
  const { timezone } = useAppConfig();
  const days = keptVisitDays(now(), timezone);
  const visits = useQueries({
    queries: days.map((day) => ({ ...myVisitsQuery(day), staleTime: FRESH_MS })),
  });
  const locationIds = [
    ...new Set(visits.flatMap((q) => q.data?.visits.map((v) => v.location.id) ?? [])),
  ].sort((a, b) => a - b);
  useQueries({
    queries: locationIds.flatMap(keptLocationQueries).map((q) => ({ ...q, staleTime: FRESH_MS })),
  });
  // The same queries as above (one request each): their plans' images are kept too.
  const plans = useQueries({
    queries: locationIds.map((id) => ({ ...sitePlansQuery(id), staleTime: FRESH_MS })),
  });
  useKeptPlanImages(plans.flatMap((q) => q.data?.map((plan) => plan.url) ?? []));
  useQuery({ ...chemicalOptionsQuery(), staleTime: FRESH_MS });
  useQuery({ ...myCertificationsQuery(), staleTime: FRESH_MS });
  return null;
}
