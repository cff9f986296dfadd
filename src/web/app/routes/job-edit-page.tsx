import { Alert, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { useJob } from '@web/features/jobs/api/get-job';
import { JobForm } from '@web/features/jobs/components/job-form';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';
import { LoadingSpinner } from '@web/components/loading-spinner';

export function JobEditPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <JobEdit key={id} id={id} />;
}

function JobEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const job = useJob(id);
  if (job.isPending) {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  if (job.error) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {job.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <JobForm job={job.data} />
      <RecordHistory entity="jobs" id={id} />
    </Stack>
  );
}
