import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { useChangeStatus } from '../../api/change-status';
import { reportStatusLabel } from '../report-status-label';
import { serverErrorText, useSchemaMessage } from '@web/lib/server-errors';
import { FieldInput } from './field-input';
import { useAutosave } from './use-autosave';

/**
 * The footer's honest word on the answers: how many wait to be sent (and why), how many are kept
 * unfinished, or that all is saved. Never "saved" while the device holds something unsent.
 */
function SaveState({
  save,
  onRetry,
}: {
  save: Pick<
    ReturnType<typeof useAutosave>,
    'waiting' | 'incomplete' | 'sending' | 'offline' | 'problem' | 'savedAt' | 'errors'
  >;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const refused = Object.keys(save.errors).length > 0;
  if (save.waiting > 0 || save.incomplete > 0) {
    const lines = [
      save.waiting > 0 && t('reports.form.waiting', { count: save.waiting }),
      save.incomplete > 0 && t('reports.form.incomplete', { count: save.incomplete }),
    ].filter(Boolean);
    const why =
      save.waiting === 0
        ? null
        : save.offline
          ? t('reports.form.offlineKept')
          : save.sending
            ? t('reports.form.sending')
            : save.problem
              ? t('reports.form.notSaved', { reason: message(save.problem) })
              : null;
    return (
      <Group gap="xs" wrap="nowrap">
        <div role="status">
          <Text size="sm" fw={600} c={refused ? 'red' : 'orange.9'}>
            {lines.join(' · ')}
          </Text>
          {why && (
            <Text size="xs" c={save.problem && !save.offline ? 'red' : 'dimmed'} lineClamp={2}>
              {why}
            </Text>
          )}
        </div>
        {save.waiting > 0 && !save.sending && !save.offline && save.problem && (
          <Button size="compact-sm" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      {save.sending ? (
        t('reports.form.sending')
      ) : (
        <>
          {t('reports.form.saved')} <DateDisplay value={save.savedAt} />
        </>
      )}
    </Text>
  );
}

/** `answers.<field>.<record>.<part>` messages, by field, keyed `<record>.<part>`. */
function partErrorsOf(errors: Record<string, string>): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  for (const [key, text] of Object.entries(errors)) {
    const m = /^answers\.(\d+)\.(\d+\.\w+)$/.exec(key);
    if (m) (out[Number(m[1])] ??= {})[m[2]!] = text;
  }
  return out;
}

/** The technician's form: every field of the snapshot, saved as it is filled, then submitted. */
export function ReportForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useSchemaMessage();
  const save = useAutosave(report);
  const submit = useChangeStatus(report.id);
  const [missing, setMissing] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [partErrors, setPartErrors] = useState<Record<number, Record<string, string>>>({});
  const [noConnection, setNoConnection] = useState(false);
  // Fields whose number box shows what is not a number: their stored value is an older one.
  const [badNumbers, setBadNumbers] = useState<ReadonlySet<number>>(new Set());
  const markNumber = (id: number, bad: boolean) =>
    setBadNumbers((prev) => {
      if (prev.has(id) === bad) return prev;
      const next = new Set(prev);
      if (bad) next.add(id);
      else next.delete(id);
      return next;
    });
  const top = useRef<HTMLDivElement>(null);
  // Leaving the form stops the sending (the outbox still keeps it): ask while anything is unsent.
  const guard = useUnsavedChangesGuard(save.waiting > 0 || save.incomplete > 0);
  const fieldName = new Map(
    report.tasks.flatMap((task) => task.fields.map((f) => [f.id, f.field_name] as const)),
  );

  // Submitting without a connection: the connection is the problem, said where it is seen first.
  const offlineProblem = () => {
    setNoConnection(true);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = async () => {
    setMissing([]);
    setRefusal(null);
    setPartErrors({});
    setNoConnection(false);
    if (badNumbers.size > 0) {
      const ids = [...badNumbers];
      setRefusal(t('reports.form.fixNumbers', { fields: ids.map((id) => fieldName.get(id)).join(', ') }));
      document.getElementById(`field-${ids[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (!navigator.onLine) return offlineProblem();
    if (!(await save.flush())) {
      return save.isOffline() ? offlineProblem() : setRefusal(t('reports.form.saveFirst'));
    }
    try {
      await submit.mutateAsync({ action: 'submit' });
      guard.markClean();
      notifySuccess(t('reports.form.submitted'));
      void navigate('/my/reports');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.code === 'report.applicationsInvalid') {
        // Application records incomplete or beyond the label: each message under its part.
        const byField = partErrorsOf(error.errors);
        setPartErrors(byField);
        const ids = Object.keys(byField).map(Number);
        save.setErrors(Object.fromEntries(ids.map((id) => [id, t('errors.report.applicationsInvalid')])));
        setRefusal(t('errors.report.applicationsInvalid'));
        document.getElementById(`field-${ids[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } else if (error instanceof ApiError && error.status === 400) {
        const ids = Object.keys(error.errors).map((k) => Number(k.replace(/^answers\./, '')));
        save.setErrors(Object.fromEntries(ids.map((id) => [id, t('errors.report.required')])));
        setMissing(ids.map((id) => fieldName.get(id) ?? String(id)));
        document.getElementById(`field-${ids[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } else if (error instanceof ApiError && error.status === 0) {
        offlineProblem();
      } else {
        setRefusal(message(serverErrorText(error)));
      }
    }
  };

  return (
    <Stack gap="md" pb={96}>
      <div ref={top} style={{ scrollMarginTop: 80 }}>
        {noConnection && (
          <Alert color="red" title={t('reports.form.offlineTitle')} role="alert" mb="md">
            {t('reports.form.offlineSubmit')}
          </Alert>
        )}
        <Group gap="xs">
          <Title order={1} size="h2">
            {report.template.name}
          </Title>
          <Badge variant="light" color="yellow">
            {reportStatusLabel(t, report.status_id)}
          </Badge>
        </Group>
        <Text fw={600} dir="auto">
          {report.job.name}
        </Text>
        <Text size="sm" c="dimmed" dir="auto">
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
                field={field}
                imageSrc={save.imageSrc}
                value={save.values[field.id] ?? null}
                error={save.errors[field.id] ? message(save.errors[field.id]) : undefined}
                onChange={(value, opts) => save.setValue(field.id, value, opts)}
                onNumberProblem={(bad) => markNumber(field.id, bad)}
                report={report}
                partErrors={partErrors[field.id]}
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
          <SaveState save={save} onRetry={() => void save.flush()} />
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
