import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { useChangeStatus } from '../../api/change-status';
import { errorText, useReportMessage } from '../use-report-message';
import { FieldInput } from './field-input';
import { type SaveStatus, useAutosave } from './use-autosave';

function SaveState({
  status,
  problem,
  savedAt,
  onRetry,
}: {
  status: SaveStatus;
  problem: string | null;
  savedAt: string | Date;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message = useReportMessage();
  if (status === 'failed') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="red" role="status" lineClamp={2}>
          {t('reports.form.notSaved', { reason: message(problem) })}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      {status === 'saved' ? (
        <>
          {t('reports.form.saved')} <DateDisplay value={savedAt} />
        </>
      ) : (
        t('reports.form.saving')
      )}
    </Text>
  );
}

/** The technician's form: every field of the snapshot, saved as it is filled, then submitted. */
export function ReportForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useReportMessage();
  const save = useAutosave(report);
  const submit = useChangeStatus(report.id);
  const [missing, setMissing] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(save.status !== 'saved');
  const fieldName = new Map(
    report.tasks.flatMap((task) => task.fields.map((f) => [f.id, f.field_name] as const)),
  );

  const onSubmit = async () => {
    setMissing([]);
    setRefusal(null);
    if (!(await save.flush())) return setRefusal(t('reports.form.saveFirst'));
    try {
      await submit.mutateAsync({ action: 'submit' });
      guard.markClean();
      notifySuccess(t('reports.form.submitted'));
      void navigate('/my/reports');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const ids = Object.keys(error.errors).map((k) => Number(k.replace(/^answers\./, '')));
        save.setErrors(Object.fromEntries(ids.map((id) => [id, t('reports.messages.required')])));
        setMissing(ids.map((id) => fieldName.get(id) ?? String(id)));
        document.getElementById(`field-${ids[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } else {
        setRefusal(message(errorText(error)));
      }
    }
  };

  return (
    <Stack gap="md" pb={96}>
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            {report.template.name}
          </Title>
          <Badge variant="light" color="yellow">
            {report.status.status}
          </Badge>
        </Group>
        <Text fw={600}>{report.job.name}</Text>
        <Text size="sm" c="dimmed">
          {[report.job.location.name, report.job.location.address].filter(Boolean).join(' · ')}
        </Text>
      </div>
      {report.return_reason && (
        <Alert color="orange" title={t('reports.view.returnedTitle')}>
          <Text style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>{report.return_reason}</Text>
        </Alert>
      )}
      {report.tasks.map((task) => (
        <Card key={task.id} withBorder padding="md" component="section" aria-labelledby={`task-${task.id}`}>
          <Title order={2} size="h4" id={`task-${task.id}`} mb="sm">
            {task.task}
          </Title>
          <Stack gap="lg">
            {task.fields.map((field) => (
              <FieldInput
                key={field.id}
                reportId={report.id}
                field={field}
                value={save.values[field.id] ?? null}
                error={save.errors[field.id] ? message(save.errors[field.id]) : undefined}
                onChange={(value, opts) => save.setValue(field.id, value, opts)}
              />
            ))}
          </Stack>
        </Card>
      ))}
      {missing.length > 0 && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {t('reports.form.missing', { fields: missing.join(', ') })}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {refusal}
        </Alert>
      )}
      <Paper
        withBorder
        shadow="md"
        p="sm"
        style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
        aria-label={t('reports.form.actions')}
      >
        <Group justify="space-between" wrap="nowrap">
          <SaveState
            status={save.status}
            problem={save.problem}
            savedAt={save.savedAt}
            onRetry={() => void save.flush()}
          />
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => void onSubmit()}
            loading={submit.isPending}
            style={{ flexShrink: 0 }}
          >
            {t('reports.form.submit')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
