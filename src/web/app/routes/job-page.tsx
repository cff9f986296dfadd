import { Alert, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayIn } from '@shared/dates';
import { useJobOverview } from '@web/features/jobs/api/get-job-overview';
import { JobHeader } from '@web/features/jobs/components/job-page/job-header';
import { JobRecords } from '@web/features/jobs/components/job-page/job-records';
import { JobVisits } from '@web/features/visits/components/job-visits/job-visits';
import { RecurrenceSection } from '@web/features/visits/components/recurrence/recurrence-section';
import { ApiError } from '@web/lib/api-client';
import { useAppConfig } from '@web/lib/app-config';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** `/jobs/:id` (issue 18): everything about one job; Supervisors reach their own jobs only. */
export function JobPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <Job key={id} id={id} />;
}

function Job({ id }: { id: number }) {
  const { t } = useTranslation();
  const job = useJobOverview(id);
  const user = useAuthUser().data;
  const { timezone } = useAppConfig();
  if (job.isPending) {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  if (job.error) {
    if (job.error instanceof ApiError && job.error.status === 404) return <NotFoundPage />;
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {job.error.message}
      </Alert>
    );
  }
  const manage = user ? permissionsOf(user).manage : false;
  // The page is the clock's one reader: the recurrence form's preview starts at the office's today.
  const today = dayIn(new Date(), timezone);
  return (
    <Stack gap="md" maw={1000}>
      <JobHeader job={job.data} canManage={manage} />
      <RecurrenceSection jobId={id} canEdit={manage} today={today} />
      {/* Supervisors see only their own jobs here (the server answers 404 otherwise): they may add visits. */}
      <JobVisits jobId={id} canAdd people={job.data.assignees} />
      <JobRecords job={job.data} />
    </Stack>
  );
}
