import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyJob } from '@shared/schemas/jobs';
import { DateDisplay } from '@web/components/date-display';
import { LoadState } from '@web/components/load-state';
import { useMyJobs } from '../api/get-my-jobs';

/**
 * One job as a card that fits a phone, its address in full. A job with the user's report in
 * progress offers to continue that report, never to start a second one (issue 11).
 */
function JobCard({ job }: { job: MyJob }) {
  const { t } = useTranslation();
  const open = job.open_report_id;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Stack gap={6} h="100%">
        {/* Names and addresses are data: they read in their own direction in Arabic and Persian pages. */}
        <Title order={2} size="h4" id={`job-${job.id}`} dir="auto">
          {job.name}
        </Title>
        <Text size="sm" c="dimmed">
          {job.category} · <DateDisplay value={job.created_at} />
        </Text>
        <div>
          <Text size="sm" fw={600} dir="auto">
            {job.location.name}
          </Text>
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {job.location.address}
          </Text>
        </div>
        <Button
          component={Link}
          mt="auto"
          fullWidth
          variant={open ? 'filled' : 'light'}
          // Issue 8: the field workflow starts here, in the reports pages.
          to={open ? `/my/reports/${open}` : `/my/reports/new?job_id=${job.id}`}
          leftSection={open ? <IconArrowRight size={16} /> : <IconPlus size={16} />}
          aria-label={t(open ? 'reports.myJobs.continueReportFor' : 'reports.myJobs.startReportFor', {
            name: job.name,
          })}
        >
          {t(open ? 'reports.myJobs.continueReport' : 'reports.myJobs.startReport')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Where technicians land: the active jobs assigned to them, as cards. */
export function MyJobsList() {
  const { t } = useTranslation();
  const query = useMyJobs();
  const jobs = query.data ?? [];
  return (
    <Stack>
      <Title order={1}>{t('myJobs.title')}</Title>
      <Text c="dimmed">{t('myJobs.intro')}</Text>
      <LoadState
        isLoading={query.isPending}
        error={query.error}
        isEmpty={query.isSuccess && jobs.length === 0}
        emptyText={t('myJobs.empty')}
        onRetry={() => void query.refetch()}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
