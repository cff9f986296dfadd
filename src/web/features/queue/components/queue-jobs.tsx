import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredSelect } from '@web/components/deferred-select';
import { formatDateTime } from '@web/lib/date-style';
import { JOB_STATES, type JobState, QUEUE_NAMES } from '@shared/queue-names';
import type { QueueJob } from '@shared/schemas/queue';
import { ListPage } from '@web/components/list-page';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useAppConfig } from '@web/lib/app-config';
import { useListParams } from '@web/lib/use-list-params';
import { useQueueJobs } from '../api/get-queue-jobs';
import { useQueueSummary } from '../api/get-queue-summary';
import { useRetryQueueJob } from '../api/retry-queue-job';

const STATE_COLORS: Record<JobState, string> = {
  created: 'yellow',
  retry: 'orange',
  active: 'blue',
  completed: 'teal',
  cancelled: 'gray',
  failed: 'red',
};

/** What a job is about, linked where the app shows it. */
function JobSubject({ job }: { job: QueueJob }) {
  const { t } = useTranslation();
  const mailId = job.queue === 'mail' ? Number(job.data.mailId) : NaN;
  if (Number.isInteger(mailId)) {
    return (
      <Anchor component={Link} to={`/mail/${mailId}`}>
        {t('queue.mailSubject', { id: mailId })}
      </Anchor>
    );
  }
  const reportId = job.queue === 'report-pdf' ? Number(job.data.reportId) : NaN;
  if (Number.isInteger(reportId)) {
    return (
      <Anchor component={Link} to={`/reports/${reportId}`}>
        {t('queue.reportPdfSubject', { id: reportId })}
      </Anchor>
    );
  }
  return (
    <Text size="sm" ff="monospace">
      {JSON.stringify(job.data)}
    </Text>
  );
}

/** Each queue's counts: what waits, what will be tried again, what failed for good. */
function QueueCounts() {
  const { t } = useTranslation();
  const { data } = useQueueSummary();
  if (!data) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {data.queues.map((q) => (
        <Paper key={q.name} withBorder p="sm">
          <Text fw={600}>{t(`queue.names.${q.name}`)}</Text>
          <Text size="sm">
            {t('queue.counts', { waiting: q.counts.created, retry: q.counts.retry, failed: q.counts.failed })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The Admin's Background jobs page (issue 36): mail and the other work the server does out of a
 * request, from pg-boss's tables; a failed job can be tried once more.
 */
export function QueueJobs() {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const { page, get, set } = useListParams();
  const queue = get('queue') as QueueJob['queue'] | undefined;
  const state = get('state') as JobState | undefined;
  const query = useQueueJobs({ page, queue, state });
  const retry = useRetryQueueJob();
  const rows = query.data?.jobs ?? [];
  const when = (value: QueueJob['created_at'] | null) => (value ? formatDateTime(value, timezone) : '');

  return (
    <ListPage
      title={t('queue.title')}
      intro={
        <>
          <Text c="dimmed">{t('queue.intro')}</Text>
          <QueueCounts />
        </>
      }
      filters={
        <Group align="flex-end" gap="sm">
          <DeferredSelect
            label={t('queue.queueFilter')}
            data={QUEUE_NAMES.map((n) => ({ value: n, label: t(`queue.names.${n}`) }))}
            value={queue ?? null}
            onChange={(v) => set({ queue: v ?? undefined })}
            clearable
            w={200}
          />
          <DeferredSelect
            label={t('queue.stateFilter')}
            data={JOB_STATES.map((s) => ({ value: s, label: t(`queue.states.${s}`) }))}
            value={state ?? null}
            onChange={(v) => set({ state: v ?? undefined })}
            clearable
            w={200}
          />
        </Group>
      }
      query={query}
      minWidth={900}
      columns={7}
      head={
        <>
          <Table.Th>{t('common.created')}</Table.Th>
          <Table.Th>{t('queue.what')}</Table.Th>
          <Table.Th>{t('common.status')}</Table.Th>
          <Table.Th>{t('queue.tries')}</Table.Th>
          <Table.Th>{t('queue.when')}</Table.Th>
          <Table.Th>{t('queue.error')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t(queue || state ? 'queue.emptyFiltered' : 'queue.empty')}
    >
      {rows.map((job) => (
        <Table.Tr key={job.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(job.created_at)}</Table.Td>
          <Table.Td>
            <JobSubject job={job} />
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={STATE_COLORS[job.state]}>
              {t(`queue.states.${job.state}`)}
            </Badge>
          </Table.Td>
          <Table.Td>{t('queue.triesOf', { tries: job.attempts, max: job.max_attempts })}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {job.completed_at ? when(job.completed_at) : when(job.start_after)}
          </Table.Td>
          <Table.Td>{job.error}</Table.Td>
          <Table.Td>
            {job.state === 'failed' && (
              <Button
                size="xs"
                variant="light"
                loading={retry.isPending && retry.variables?.id === job.id}
                aria-label={t('queue.retryNamed', { what: t(`queue.names.${job.queue}`) })}
                onClick={() =>
                  retry.mutate(job, {
                    onSuccess: () => notifySuccess(t('queue.retried')),
                    onError: (e) => notifyError(t('queue.retryFailed'), e),
                  })
                }
              >
                {t('queue.retry')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
