import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router';
import { Role } from '@shared/constants';
import { homePathOf, useAuthUser } from '@web/lib/auth';
import { publicRoutes } from './public-routes';
import { correctiveActionRoutes } from './corrective-action-routes';
import { deviceRoutes } from './device-routes';
import { peopleRoutes } from './people-routes';
import { settingsRoutes } from './settings-routes';
import { visitRoutes } from './visit-routes';
import { reportRoutes } from './report-routes';
import { jobsHomeLoader, onEnterOnly } from './route-loaders';
import { startVisitsOnNavigation } from './router-visits';
import { prepareShell, RequireAuth, RequireRole } from './require-auth';
import { lazyPage, RouteLoading } from './lazy-route';
import * as texts from './page-texts';
import { title, TitledRoot } from './route-title';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found-page';

const ADMINS = [Role.SuperAdmin, Role.Admin] as const;

function Home() {
  const user = useAuthUser().data;
  return user ? <Navigate to={homePathOf(user)} replace /> : null;
}

export function createRouter(queryClient: QueryClient) {
  const router = createBrowserRouter([
    {
      // Names the browser tab after the page (route-title.tsx).
      element: <TitledRoot />,
      // The first page view waits for its page's code (lazy routes below) behind a loader.
      hydrateFallbackElement: <RouteLoading />,
      children: [
        {
          path: '/login',
          lazy: lazyPage(() => import('./routes/login-page'), 'LoginPage', 'first'),
          handle: title('login'),
          errorElement: <ErrorPage />,
        },
        ...publicRoutes(),
        // Printing is paper: no shell around it; the page checks the login itself.
        {
          path: '/reports/print/:id',
          lazy: lazyPage(() => import('./routes/report-pages'), 'ReportPrintPage'),
          handle: title('reportPrint'),
          errorElement: <ErrorPage />,
        },
        {
          element: <RequireAuth />,
          loader: prepareShell(queryClient),
          shouldRevalidate: () => false,
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <Home /> },
            {
              path: 'my/jobs',
              lazy: lazyPage(() => import('./routes/my-jobs-page'), 'MyJobsPage', 'first'),
              handle: title('myJobs'),
            },
            ...reportRoutes(queryClient),
            // Chemicals: everyone reads the tree and the documents; only Admins create and edit.
            {
              path: 'chems',
              lazy: lazyPage(() => import('./routes/chemicals-page'), 'ChemicalsPage', ['chemicals']),
              handle: title('chemicals'),
            },
            {
              path: 'chems/:id',
              lazy: lazyPage(() => import('./routes/chemical-detail-page'), 'ChemicalDetailPage'),
              handle: title('chemical'),
            },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                {
                  path: 'chems/create',
                  lazy: lazyPage(() => import('./routes/chemical-create-page'), 'ChemicalCreatePage'),
                  handle: title('chemicalCreate'),
                },
                {
                  path: 'chems/:id/edit',
                  lazy: lazyPage(() => import('./routes/chemical-edit-page'), 'ChemicalEditPage'),
                  handle: title('chemicalEdit'),
                },
              ],
            },
            ...peopleRoutes(),
            {
              // Jobs and locations: Supervisors read (their own jobs), Admins manage.
              element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
              children: [
                {
                  path: 'dashboard',
                  lazy: lazyPage(
                    () => import('./routes/dashboard-page'),
                    'DashboardPage',
                    texts.DASHBOARD_TEXTS,
                  ),
                  handle: title('dashboard'),
                },
                {
                  path: 'jobs',
                  lazy: lazyPage(() => import('./routes/jobs-page'), 'JobsPage', 'first'),
                  loader: jobsHomeLoader(queryClient),
                  shouldRevalidate: onEnterOnly,
                  handle: title('jobs'),
                },
                {
                  path: 'locations',
                  lazy: lazyPage(
                    () => import('./routes/locations-page'),
                    'LocationsPage',
                    texts.LOCATIONS_TEXTS,
                  ),
                  handle: title('locations'),
                },
                {
                  path: 'applications',
                  lazy: lazyPage(
                    () => import('./routes/applications-page'),
                    'ApplicationsPage',
                    texts.APPLICATIONS_TEXTS,
                  ),
                  handle: title('applications'),
                },
                {
                  path: 'applications/:id',
                  lazy: lazyPage(() => import('./routes/application-page'), 'ApplicationPage'),
                  handle: title('applicationRecord'),
                },
                ...correctiveActionRoutes(),
                {
                  path: 'locations/:id',
                  lazy: lazyPage(
                    () => import('./routes/location-page'),
                    'LocationPage',
                    texts.LOCATION_TEXTS,
                  ),
                  handle: title('location'),
                },
                {
                  path: 'locations/:id/jobs',
                  lazy: lazyPage(() => import('./routes/location-jobs-page'), 'LocationJobsPage'),
                  handle: title('locationJobs'),
                },
              ],
            },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                {
                  path: 'users',
                  lazy: lazyPage(() => import('./routes/users-page'), 'UsersPage', texts.USERS_TEXTS),
                  handle: title('users'),
                },
                {
                  path: 'import/:kind',
                  lazy: lazyPage(() => import('./routes/import-page'), 'ImportPage'),
                  handle: title('import'),
                },
                {
                  path: 'trash',
                  lazy: lazyPage(() => import('./routes/trash-page'), 'TrashPage', ['trash']),
                  handle: title('trash'),
                },
                {
                  path: 'activity',
                  lazy: lazyPage(
                    () => import('./routes/activity-page'),
                    'ActivityPage',
                    texts.ACTIVITY_TEXTS,
                  ),
                  handle: title('activity'),
                },
                {
                  path: 'users/:id/certifications',
                  lazy: lazyPage(() => import('./routes/user-certifications-page'), 'UserCertificationsPage'),
                  handle: title('userCertifications'),
                },
                {
                  path: 'expiring',
                  lazy: lazyPage(() => import('./routes/expiring-page'), 'ExpiringPage', ['expiring']),
                  handle: title('expiring'),
                },
                {
                  path: 'company',
                  lazy: lazyPage(() => import('./routes/company-page'), 'CompanyPage', texts.COMPANY_TEXTS),
                  handle: title('company'),
                },
                {
                  path: 'compliance',
                  lazy: lazyPage(
                    () => import('./routes/compliance-page'),
                    'CompliancePage',
                    texts.COMPLIANCE_TEXTS,
                  ),
                  handle: title('compliance'),
                },
                ...settingsRoutes(),
                {
                  path: 'jobs/create',
                  lazy: lazyPage(() => import('./routes/job-create-page'), 'JobCreatePage'),
                  handle: title('jobCreate'),
                },
                {
                  path: 'jobs/assign/:id',
                  lazy: lazyPage(() => import('./routes/job-assign-page'), 'JobAssignPage'),
                  handle: title('jobAssign'),
                },
                {
                  path: 'jobs/:id/edit',
                  lazy: lazyPage(() => import('./routes/job-edit-page'), 'JobEditPage'),
                  handle: title('jobEdit'),
                },
                {
                  path: 'users/:id/jobs',
                  lazy: lazyPage(() => import('./routes/user-jobs-page'), 'UserJobsPage'),
                  handle: title('userJobs'),
                },
                {
                  path: 'groups/:id/jobs',
                  lazy: lazyPage(() => import('./routes/group-jobs-page'), 'GroupJobsPage'),
                  handle: title('groupJobs'),
                },
                {
                  path: 'locations/create',
                  lazy: lazyPage(() => import('./routes/location-create-page'), 'LocationCreatePage'),
                  handle: title('locationCreate'),
                },
                {
                  path: 'locations/:id/edit',
                  lazy: lazyPage(() => import('./routes/location-edit-page'), 'LocationEditPage'),
                  handle: title('locationEdit'),
                },
              ],
            },
            {
              // Templates: Supervisors read the list and a template's fields; only Admins change them.
              element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
              children: [
                {
                  path: 'templates',
                  lazy: lazyPage(
                    () => import('./routes/templates-page'),
                    'TemplatesPage',
                    texts.TEMPLATES_TEXTS,
                  ),
                  handle: title('templates'),
                },
                {
                  path: 'templates/tasks/:id',
                  lazy: lazyPage(() => import('./routes/template-tasks-page'), 'TemplateTasksPage'),
                  handle: title('templateTasks'),
                },
              ],
            },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                {
                  path: 'templates/create',
                  lazy: lazyPage(() => import('./routes/template-form-pages'), 'TemplateCreatePage'),
                  handle: title('templateCreate'),
                },
                {
                  path: 'templates/:id/edit',
                  lazy: lazyPage(() => import('./routes/template-form-pages'), 'TemplateEditPage'),
                  handle: title('templateEdit'),
                },
                {
                  path: 'templates/:id/copy',
                  lazy: lazyPage(() => import('./routes/template-form-pages'), 'TemplateCopyPage'),
                  handle: title('templateCopy'),
                },
              ],
            },
            ...deviceRoutes(),
            ...visitRoutes(queryClient),
            { path: '*', element: <NotFoundPage />, handle: title('notFound') },
          ],
        },
      ],
    },
  ]);
  startVisitsOnNavigation(router);
  return router;
}
