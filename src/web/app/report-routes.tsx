import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Role } from '@shared/constants';
import { lazyPage } from './lazy-route';
import { RequireRole } from './require-auth';
import { FIELD_REPORT_TEXTS, MY_REPORTS_TEXTS } from '@shared/first-pages';
import { REPORT_TEXTS, REPORTS_LIST_TEXTS } from './page-texts';
import { title } from './route-title';
import { onEnterOnly, reportLoader } from './route-loaders';

const ADMINS = [Role.SuperAdmin, Role.Admin] as const;

/** The reports' routes, inside the shell (router.tsx). */
export function reportRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // Reports: one's own in the field workflow; a report's page for whoever may read it (the
    // server decides); the list and downloads for office staff; deletes for Admins.
    {
      path: 'my/reports',
      lazy: lazyPage(() => import('./routes/my-reports-page'), 'MyReportsPage', MY_REPORTS_TEXTS),
      handle: title('myReports'),
    },
    {
      path: 'my/reports/new',
      lazy: lazyPage(() => import('./routes/field-report-pages'), 'ReportStartPage', FIELD_REPORT_TEXTS),
      handle: title('reportStart'),
    },
    {
      // A report started on the device with no connection (issue 32), until the server names it.
      path: 'my/reports/offline/:key',
      lazy: lazyPage(() => import('./routes/field-report-pages'), 'OfflineReportPage', FIELD_REPORT_TEXTS),
      handle: title('report'),
    },
    {
      path: 'my/reports/:id',
      lazy: lazyPage(() => import('./routes/field-report-pages'), 'MyReportPage', FIELD_REPORT_TEXTS),
      loader: reportLoader(queryClient),
      shouldRevalidate: onEnterOnly,
      handle: title('report'),
    },
    {
      path: 'reports/:id',
      lazy: lazyPage(() => import('./routes/report-page'), 'ReportPage', REPORT_TEXTS),
      loader: reportLoader(queryClient),
      shouldRevalidate: onEnterOnly,
      handle: title('report'),
    },
    {
      element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
      children: [
        {
          path: 'reports',
          lazy: lazyPage(() => import('./routes/reports-page'), 'ReportsPage', REPORTS_LIST_TEXTS),
          handle: title('reports'),
        },
        {
          path: 'reports/download/:id',
          lazy: lazyPage(() => import('./routes/report-pages'), 'ReportDownloadPage'),
          handle: title('reportDownload'),
        },
      ],
    },
    {
      element: <RequireRole roles={ADMINS} />,
      children: [
        {
          path: 'reports/delete/:id',
          lazy: lazyPage(() => import('./routes/report-pages'), 'ReportDeletePage'),
          handle: title('reportDelete'),
        },
      ],
    },
  ];
}
