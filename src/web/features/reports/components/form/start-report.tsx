import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useAssignedJobs } from '../../api/get-assigned-jobs';
import { startFormQuery } from '../../api/get-start-form';
import { reportsKeys } from '../../api/reports-keys';
import { useStartReport, useStartTemplates } from '../../api/start-report';
import { LoadProblem, PageLoader } from '../page-states';
import { useSchemaMessage } from '@web/lib/schema-message';
import { useAuthUser } from '@web/lib/auth';
import { draftReport } from './offline-draft';
import { listStarts, newClientKey, newLocalId, putStart } from './offline-starts';
import { DataParts } from '@web/components/data-parts';

/** The reports started on this device (IndexedDB): read with or without a connection. */
const useOfflineStarts = () =>
  useQuery({
    queryKey: reportsKeys.offlineStarts(),
    queryFn: listStarts,
    networkMode: 'always',
    gcTime: 0,
  });

/**
 * `/my/reports/new?job_id=&visit_id=`: pick the form (an active template) and start the report,
 * from the visit when Today started it (issue 18). A visit's technician need not be among the
 * job's assignees: the server decides whether they may start it.
 */
export function StartReport({ jobId, visitId }: { jobId: number | undefined; visitId?: number }) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthUser().data;
  const jobs = useAssignedJobs();
  const templates = useStartTemplates();
  const start = useStartReport();
  const starts = useOfflineStarts();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [notOnDevice, setNotOnDevice] = useState(false);
  const job = jobs.data?.find((j) => j.id === jobId);
  // The server refuses a second report in progress on a job (409) and names the open one.
  const refusedFor = start.error instanceof ApiError ? start.error.body.openReportId : undefined;
  const openId = typeof refusedFor === 'number' ? refusedFor : job?.open_report_id;
  // A report of this job started on the device and not sent yet is continued, not started twice.
  const startedHere = starts.data?.find((s) => s.job_id === jobId && s.reportId === undefined);
  // With no connection and nothing kept, a query waits (paused): the page says so instead.
  const waiting = (q: { isPending: boolean; fetchStatus: string }) =>
    q.isPending && q.fetchStatus !== 'paused';
  if (waiting(jobs) || waiting(templates) || starts.isPending) return <PageLoader />;
  if (templates.isPending) return <Alert color="orange">{t('reports.offline.noForms')}</Alert>;
  if (templates.error)
    return <LoadProblem error={templates.error} onRetry={() => void templates.refetch()} />;
  const list = templates.data ?? [];
  const chosen = templateId ?? (list.length === 1 ? String(list[0]!.id) : null);
  /** No connection: the report starts on the device, from the template's form kept there. */
  const startHere = async (template: number) => {
    const form = queryClient.getQueryData(startFormQuery(template).queryKey);
    if (!jobId || !form || !user) return setNotOnDevice(true);
    const localId = newLocalId(Date.now());
    const made = await putStart({
      key: newClientKey(),
      localId,
      job_id: jobId,
      template_id: template,
      ...(visitId ? { visit_id: visitId } : {}),
      draft: draftReport({
        localId,
        form,
        job: job ?? {
          id: jobId,
          name: t('reports.offline.jobName', { id: jobId }),
          category: '',
          location: { name: '', address: '' },
        },
        user,
        now: new Date(),
      }),
      startedAt: new Date().toISOString(),
    });
    void navigate(`/my/reports/offline/${made.key}`, { replace: true });
  };
  const onStart = () => {
    if (!jobId || !chosen) return;
    setNotOnDevice(false);
    if (!navigator.onLine) return void startHere(Number(chosen));
    start.mutate(
      { job_id: jobId, template_id: Number(chosen), ...(visitId ? { visit_id: visitId } : {}) },
      {
        onSuccess: (report) => void navigate(`/my/reports/${report.id}`, { replace: true }),
        // The connection went on the way: started on the device (its key makes the server's copy one).
        onError: (error) => {
          if (error instanceof ApiError && error.status === 0) void startHere(Number(chosen));
        },
      },
    );
  };
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('reports.start.title')}
      </Title>
      {job ? (
        <Card withBorder padding="sm">
          <Text fw={600} dir="auto">
            {job.name}
          </Text>
          <Text size="sm" c="dimmed">
            <DataParts parts={[job.category, job.location.name, job.location.address]} />
          </Text>
        </Card>
      ) : (
        !visitId && <Alert color="orange">{t('reports.start.noJob')}</Alert>
      )}
      {list.length === 0 ? (
        <Alert color="orange">{t('reports.start.noTemplates')}</Alert>
      ) : (
        <Radio.Group
          label={t('reports.start.chooseForm')}
          value={chosen}
          onChange={setTemplateId}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {list.map((tpl) => (
              <Radio.Card key={tpl.id} value={String(tpl.id)} p="sm" radius="md" withBorder>
                <Stack gap={2}>
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <Text fw={600}>{tpl.name}</Text>
                  </Group>
                  <Text size="sm" c="dimmed" ps={32}>
                    {t('reports.start.formInfo', { company: tpl.company_name, count: tpl.field_count })}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {notOnDevice && (
        <Alert color="orange" role="alert">
          {t('reports.offline.noForm')}
        </Alert>
      )}
      {startedHere ? (
        <Alert color="blue" role="alert" title={t('reports.offline.startedHere')}>
          <Button component={Link} to={`/my/reports/offline/${startedHere.key}`} replace mt="xs">
            {t('reports.start.continueOpen')}
          </Button>
        </Alert>
      ) : openId ? (
        <Alert color="blue" role="alert" title={t('reports.start.alreadyOpen', { id: openId })}>
          <Button component={Link} to={`/my/reports/${openId}`} replace mt="xs">
            {t('reports.start.continueOpen')}
          </Button>
        </Alert>
      ) : (
        <>
          {start.error && !(start.error instanceof ApiError && start.error.status === 0) && (
            <Alert color="red" role="alert" title={t('reports.start.failed')}>
              {message(start.error.message)}
            </Alert>
          )}
          <Button
            onClick={onStart}
            disabled={(!job && !visitId) || !chosen}
            loading={start.isPending}
            w="fit-content"
          >
            {t('reports.start.start')}
          </Button>
        </>
      )}
    </Stack>
  );
}
