import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useAssignedJobs } from '../../api/get-assigned-jobs';
import { useStartReport, useStartTemplates } from '../../api/start-report';
import { LoadProblem, PageLoader } from '../page-states';
import { useSchemaMessage } from '@web/lib/server-errors';

/**
 * `/my/reports/new?job_id=&visit_id=`: pick the form (an active template) and start the report,
 * from the visit when Today started it (issue 18). A visit's technician need not be among the
 * job's assignees: the server decides whether they may start it.
 */
export function StartReport({ jobId, visitId }: { jobId: number | undefined; visitId?: number }) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const navigate = useNavigate();
  const jobs = useAssignedJobs();
  const templates = useStartTemplates();
  const start = useStartReport();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const job = jobs.data?.find((j) => j.id === jobId);
  // The server refuses a second report in progress on a job (409) and names the open one.
  const refusedFor = start.error instanceof ApiError ? start.error.body.openReportId : undefined;
  const openId = typeof refusedFor === 'number' ? refusedFor : job?.open_report_id;
  if (jobs.isPending || templates.isPending) return <PageLoader />;
  if (templates.error)
    return <LoadProblem error={templates.error} onRetry={() => void templates.refetch()} />;
  const list = templates.data ?? [];
  const chosen = templateId ?? (list.length === 1 ? String(list[0]!.id) : null);
  const onStart = () => {
    if (!jobId || !chosen) return;
    start.mutate(
      { job_id: jobId, template_id: Number(chosen), ...(visitId ? { visit_id: visitId } : {}) },
      { onSuccess: (report) => void navigate(`/my/reports/${report.id}`, { replace: true }) },
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
          <Text size="sm" c="dimmed" dir="auto">
            {[job.category, job.location.name, job.location.address].filter(Boolean).join(' · ')}
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
      {openId ? (
        <Alert color="blue" role="alert" title={t('reports.start.alreadyOpen', { id: openId })}>
          <Button component={Link} to={`/my/reports/${openId}`} replace mt="xs">
            {t('reports.start.continueOpen')}
          </Button>
        </Alert>
      ) : (
        <>
          {start.error && (
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
