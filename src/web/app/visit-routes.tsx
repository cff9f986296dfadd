import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Role } from '@shared/constants';
import { lazyPage } from './lazy-route';
import { RequireRole } from './require-auth';
import { onEnterOnly, scheduleLoader } from './route-loaders';
import { SCHEDULE_TEXTS } from '@shared/first-pages';
import { JOB_TEXTS } from './page-texts';
import { title } from './route-title';

/**
 * The pages of visits (issue 18), inside the signed-in routes (router.tsx): Today for whoever is
 * sent on visits, the schedule and a job's page for the office staff (Supervisors see their own
 * jobs, the server decides).
 */
export function visitRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'today',
      // A technician's home (issue 32): its texts come with the first download.
      lazy: lazyPage(() => import('./routes/today-page'), 'TodayPage', 'first'),
      handle: title('today'),
    },
    {
      // A visit's location for whoever is sent there (issue 32 item 2); the server checks they work there.
      path: 'my/locations/:id',
      lazy: lazyPage(() => import('./routes/field-location-page'), 'FieldLocationPage'),
      handle: title('fieldLocation'),
    },
    {
      element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
      children: [
        {
          path: 'schedule',
          lazy: lazyPage(() => import('./routes/schedule-page'), 'SchedulePage', SCHEDULE_TEXTS),
          loader: scheduleLoader(queryClient),
          shouldRevalidate: onEnterOnly,
          handle: title('schedule'),
        },
        {
          path: 'schedule/route/:id/:day',
          lazy: lazyPage(() => import('./routes/day-route-page'), 'DayRoutePage'),
          handle: title('dayRoute'),
        },
        {
          path: 'jobs/:id',
          lazy: lazyPage(() => import('./routes/job-page'), 'JobPage', JOB_TEXTS),
          handle: title('job'),
        },
      ],
    },
  ];
}
