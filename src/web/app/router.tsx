import { createBrowserRouter, Navigate } from 'react-router';
import { Role } from '@shared/constants';
import { homePathOf, useAuthUser } from '@web/lib/auth';
import { RequireAuth, RequireRole } from './require-auth';
import { title, TitledRoot } from './route-title';
import { AccountPage } from './routes/account-page';
import { ChemicalCreatePage } from './routes/chemical-create-page';
import { ChemicalDetailPage } from './routes/chemical-detail-page';
import { ChemicalEditPage } from './routes/chemical-edit-page';
import { ChemicalsPage } from './routes/chemicals-page';
import { ErrorPage } from './routes/error-page';
import { GroupAssignPage } from './routes/group-assign-page';
import { GroupCreatePage } from './routes/group-create-page';
import { GroupEditPage } from './routes/group-edit-page';
import { GroupJobsPage } from './routes/group-jobs-page';
import { GroupsPage } from './routes/groups-page';
import { JobAssignPage } from './routes/job-assign-page';
import { JobCreatePage } from './routes/job-create-page';
import { JobEditPage } from './routes/job-edit-page';
import { JobsPage } from './routes/jobs-page';
import { LocationCreatePage } from './routes/location-create-page';
import { LocationEditPage } from './routes/location-edit-page';
import { LocationJobsPage } from './routes/location-jobs-page';
import { LocationsPage } from './routes/locations-page';
import { LoginPage } from './routes/login-page';
import { MyJobsPage } from './routes/my-jobs-page';
import {
  MyReportPage,
  MyReportsPage,
  ReportDeletePage,
  ReportDownloadPage,
  ReportPage,
  ReportPrintPage,
  ReportsPage,
  ReportStartPage,
} from './routes/report-pages';
import { NotFoundPage } from './routes/not-found-page';
import { TemplateCopyPage, TemplateCreatePage, TemplateEditPage } from './routes/template-form-pages';
import { TemplateTasksPage } from './routes/template-tasks-page';
import { TemplatesPage } from './routes/templates-page';
import { TrashPage } from './routes/trash-page';
import { UserCreatePage } from './routes/user-create-page';
import { UserEditPage } from './routes/user-edit-page';
import { UserJobsPage } from './routes/user-jobs-page';
import { UsersPage } from './routes/users-page';

const ADMINS = [Role.SuperAdmin, Role.Admin] as const;

function Home() {
  const user = useAuthUser().data;
  return user ? <Navigate to={homePathOf(user)} replace /> : null;
}

export function createRouter() {
  return createBrowserRouter([
    {
      // Names the browser tab after the page (route-title.tsx).
      element: <TitledRoot />,
      children: [
        { path: '/login', element: <LoginPage />, handle: title('login'), errorElement: <ErrorPage /> },
        // Printing is paper: no shell around it; the page checks the login itself.
        {
          path: '/reports/print/:id',
          element: <ReportPrintPage />,
          handle: title('reportPrint'),
          errorElement: <ErrorPage />,
        },
        {
          element: <RequireAuth />,
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <Home /> },
            { path: 'my/jobs', element: <MyJobsPage />, handle: title('myJobs') },
            // Reports: one's own in the field workflow; a report's page for whoever may read it (the
            // server decides); the list and downloads for office staff; deletes for Admins.
            { path: 'my/reports', element: <MyReportsPage />, handle: title('myReports') },
            { path: 'my/reports/new', element: <ReportStartPage />, handle: title('reportStart') },
            { path: 'my/reports/:id', element: <MyReportPage />, handle: title('report') },
            { path: 'reports/:id', element: <ReportPage />, handle: title('report') },
            {
              element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
              children: [
                { path: 'reports', element: <ReportsPage />, handle: title('reports') },
                {
                  path: 'reports/download/:id',
                  element: <ReportDownloadPage />,
                  handle: title('reportDownload'),
                },
              ],
            },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                { path: 'reports/delete/:id', element: <ReportDeletePage />, handle: title('reportDelete') },
              ],
            },
            // Chemicals: everyone reads the tree and the documents; only Admins create and edit.
            { path: 'chems', element: <ChemicalsPage />, handle: title('chemicals') },
            { path: 'chems/:id', element: <ChemicalDetailPage />, handle: title('chemical') },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                { path: 'chems/create', element: <ChemicalCreatePage />, handle: title('chemicalCreate') },
                { path: 'chems/:id/edit', element: <ChemicalEditPage />, handle: title('chemicalEdit') },
              ],
            },
            // Every user's own name and password.
            { path: 'account', element: <AccountPage />, handle: title('account') },
            {
              // People: users, groups and group membership are Admins' screens.
              element: <RequireRole roles={ADMINS} />,
              children: [
                { path: 'users/create', element: <UserCreatePage />, handle: title('userCreate') },
                { path: 'users/:id/edit', element: <UserEditPage />, handle: title('userEdit') },
                { path: 'groups', element: <GroupsPage />, handle: title('groups') },
                { path: 'groups/create', element: <GroupCreatePage />, handle: title('groupCreate') },
                { path: 'groups/:id/edit', element: <GroupEditPage />, handle: title('groupEdit') },
                { path: 'groups/assign/:id', element: <GroupAssignPage />, handle: title('groupAssign') },
              ],
            },
            {
              // Jobs and locations: Supervisors read (their own jobs), Admins manage.
              element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
              children: [
                { path: 'jobs', element: <JobsPage />, handle: title('jobs') },
                { path: 'locations', element: <LocationsPage />, handle: title('locations') },
                { path: 'locations/:id/jobs', element: <LocationJobsPage />, handle: title('locationJobs') },
              ],
            },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                { path: 'users', element: <UsersPage />, handle: title('users') },
                { path: 'trash', element: <TrashPage />, handle: title('trash') },
                { path: 'jobs/create', element: <JobCreatePage />, handle: title('jobCreate') },
                { path: 'jobs/assign/:id', element: <JobAssignPage />, handle: title('jobAssign') },
                { path: 'jobs/:id/edit', element: <JobEditPage />, handle: title('jobEdit') },
                { path: 'users/:id/jobs', element: <UserJobsPage />, handle: title('userJobs') },
                { path: 'groups/:id/jobs', element: <GroupJobsPage />, handle: title('groupJobs') },
                {
                  path: 'locations/create',
                  element: <LocationCreatePage />,
                  handle: title('locationCreate'),
                },
                { path: 'locations/:id/edit', element: <LocationEditPage />, handle: title('locationEdit') },
              ],
            },
            {
              // Templates: Supervisors read the list and a template's fields; only Admins change them.
              element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
              children: [
                { path: 'templates', element: <TemplatesPage />, handle: title('templates') },
                {
                  path: 'templates/tasks/:id',
                  element: <TemplateTasksPage />,
                  handle: title('templateTasks'),
                },
              ],
            },
            {
              element: <RequireRole roles={ADMINS} />,
              children: [
                {
                  path: 'templates/create',
                  element: <TemplateCreatePage />,
                  handle: title('templateCreate'),
                },
                { path: 'templates/:id/edit', element: <TemplateEditPage />, handle: title('templateEdit') },
                { path: 'templates/:id/copy', element: <TemplateCopyPage />, handle: title('templateCopy') },
              ],
            },
            { path: '*', element: <NotFoundPage />, handle: title('notFound') },
          ],
        },
      ],
    },
  ]);
}
