import { createBrowserRouter, Navigate } from 'react-router';
import { Role } from '@shared/constants';
import { homePathOf, useAuthUser } from '@web/lib/auth';
import { RequireAuth, RequireRole } from './require-auth';
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
    { path: '/login', element: <LoginPage />, errorElement: <ErrorPage /> },
    // Printing is paper: no shell around it; the page checks the login itself.
    { path: '/reports/print/:id', element: <ReportPrintPage />, errorElement: <ErrorPage /> },
    {
      element: <RequireAuth />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <Home /> },
        { path: 'my/jobs', element: <MyJobsPage /> },
        // Reports: one's own in the field workflow; a report's page for whoever may read it (the
        // server decides); the list and downloads for office staff; deletes for Admins.
        { path: 'my/reports', element: <MyReportsPage /> },
        { path: 'my/reports/new', element: <ReportStartPage /> },
        { path: 'my/reports/:id', element: <MyReportPage /> },
        { path: 'reports/:id', element: <ReportPage /> },
        {
          element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
          children: [
            { path: 'reports', element: <ReportsPage /> },
            { path: 'reports/download/:id', element: <ReportDownloadPage /> },
          ],
        },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [{ path: 'reports/delete/:id', element: <ReportDeletePage /> }],
        },
        // Chemicals: everyone reads the tree and the documents; only Admins create and edit.
        { path: 'chems', element: <ChemicalsPage /> },
        { path: 'chems/:id', element: <ChemicalDetailPage /> },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'chems/create', element: <ChemicalCreatePage /> },
            { path: 'chems/:id/edit', element: <ChemicalEditPage /> },
          ],
        },
        // Every user's own name and password.
        { path: 'account', element: <AccountPage /> },
        {
          // People: users, groups and group membership are Admins' screens.
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'users/create', element: <UserCreatePage /> },
            { path: 'users/:id/edit', element: <UserEditPage /> },
            { path: 'groups', element: <GroupsPage /> },
            { path: 'groups/create', element: <GroupCreatePage /> },
            { path: 'groups/:id/edit', element: <GroupEditPage /> },
            { path: 'groups/assign/:id', element: <GroupAssignPage /> },
          ],
        },
        {
          // Jobs and locations: Supervisors read (their own jobs), Admins manage.
          element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
          children: [
            { path: 'jobs', element: <JobsPage /> },
            { path: 'locations', element: <LocationsPage /> },
            { path: 'locations/:id/jobs', element: <LocationJobsPage /> },
          ],
        },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'users', element: <UsersPage /> },
            { path: 'trash', element: <TrashPage /> },
            { path: 'jobs/create', element: <JobCreatePage /> },
            { path: 'jobs/assign/:id', element: <JobAssignPage /> },
            { path: 'jobs/:id/edit', element: <JobEditPage /> },
            { path: 'users/:id/jobs', element: <UserJobsPage /> },
            { path: 'groups/:id/jobs', element: <GroupJobsPage /> },
            { path: 'locations/create', element: <LocationCreatePage /> },
            { path: 'locations/:id/edit', element: <LocationEditPage /> },
          ],
        },
        {
          // Templates: Supervisors read the list and a template's fields; only Admins change them.
          element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
          children: [
            { path: 'templates', element: <TemplatesPage /> },
            { path: 'templates/tasks/:id', element: <TemplateTasksPage /> },
          ],
        },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'templates/create', element: <TemplateCreatePage /> },
            { path: 'templates/:id/edit', element: <TemplateEditPage /> },
            { path: 'templates/:id/copy', element: <TemplateCopyPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
