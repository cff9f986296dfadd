import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { scoreReport, visibility } from '@shared/checklist-logic';
import { followupId } from '@shared/schemas/checklist-values';
import type { ReportDetail, ReportField } from '@shared/schemas/reports';
import { notifySuccess } from '@web/components/undo-notification';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { useChangeStatus } from '../../api/change-status';
import { ReportScoreLine } from '../report-score';
import { reportStatusLabel } from '../report-status-label';
import { serverErrorText, useSchemaMessage } from '@web/lib/server-errors';
import { FieldInput } from './field-input';
import { FlagFollowup } from './flag-followup';
import { partErrorsOf, submitProblems, submitRefusalOf } from './form-checks';
import { SaveState } from './save-state';
import { useAutosave } from './use-autosave';

const FOLLOWUP_TEXT = {
  note: 'reports.logic.noteRequired',
  photo: 'reports.logic.photoRequired',
  action: 'reports.logic.actionRequired',
} as const;

const scrollToFirst = (ids: string[]) => {
  const first = ids.map((id) => document.getElementById(id)).find(Boolean);
  first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  // A message of its own (the devices still to inspect) takes the focus: read out, and in view
  // rather than under the sticky header above a field taller than the screen (issue 32).
  if (first?.getAttribute('tabindex') === '-1') first.focus({ preventScroll: true });
};

/**
 * The technician's form: every shown field of the snapshot, saved as it is filled, then submitted.
 * A question whose rule is not met hides at once; its answer stays (here and on the device) and
 * shows again with it. `actionSlot` and `hasAction` are the corrective actions' part under a
 * flagged answer that requires one (without `hasAction`, the server alone checks it).
 */
export function ReportForm({
  report,
  actionSlot,
  hasAction,
}: {
  report: ReportDetail;
  actionSlot?: (field: ReportField, value: unknown) => ReactNode;
  hasAction?: (fieldId: number) => boolean;
}) {
  const logic: ReportDetail = report;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useSchemaMessage();
  const save = useAutosave(report);
  const submit = useChangeStatus(report.id);
  const [missing, setMissing] = useState<string[]>([]);
  const [followupsMissing, setFollowupsMissing] = useState<string[]>([]);
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
  const nameOf = (id: number) => fieldName.get(id) ?? String(id);
  // Recomputed on every answer, as the server will on submit: what shows is what is asked for.
  const seen = useMemo(() => visibility(report.tasks, save.values), [report.tasks, save.values]);
  // The score and the flagged answers as the technician answers, the same count the reviewer
  // reads (issue 32), not only once the report is submitted.
  const score = useMemo(
    () => scoreReport(report.tasks, save.values, report.pass_mark, seen),
    [report.tasks, report.pass_mark, save.values, seen],
  );
  const shownBadNumbers = [...badNumbers].filter((id) => !seen.hiddenFields.has(id));

  // Submitting without a connection: the connection is the problem, said where it is seen first.
  const offlineProblem = () => {
    setNoConnection(true);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = async () => {
    setMissing([]);
    setFollowupsMissing([]);
    setRefusal(null);
    setPartErrors({});
    setNoConnection(false);
    if (shownBadNumbers.length > 0) {
      const ids = shownBadNumbers;
      setRefusal(t('reports.form.fixNumbers', { fields: ids.map((id) => fieldName.get(id)).join(', ') }));
      document.getElementById(`field-${ids[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (!navigator.onLine) return offlineProblem();
    const problems = submitProblems(logic, save.values, seen, hasAction);
    if (problems.missing.length + problems.followups.length + problems.coverage.length > 0) {
      // Drawn at once: the coverage message scrolled to below is one of these.
      flushSync(() =>
        save.setErrors({
          ...Object.fromEntries(problems.missing.map((id) => [id, t('errors.report.required')])),
          ...Object.fromEntries(
            problems.coverage.map((c) => [
              c.fieldId,
              t('deviceInspection.coverage', { numbers: c.numbers.join(', ') }),
            ]),
          ),
          ...Object.fromEntries(
            problems.followups.map((f) => [followupId(f.fieldId), t(FOLLOWUP_TEXT[f.requires])]),
          ),
        }),
      );
      setMissing(problems.missing.map(nameOf));
      setFollowupsMissing(problems.followups.map((f) => nameOf(f.fieldId)));
      return scrollToFirst([
        ...problems.missing.map((id) => `field-${id}`),
        ...problems.coverage.map((c) => `field-${c.fieldId}-error`),
        ...problems.followups.map((f) => `followup-${f.fieldId}`),
      ]);
    }
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
        // Each message on its question: a required answer's, or a flagged answer's follow-up's.
        const refused = submitRefusalOf(error.errors, error.body.fieldCodes);
        save.setErrors(refused.errors);
        // A device's findings refused (`answers.<field>.<index>.<part>`) show on that device.
        setPartErrors(partErrorsOf(error.errors));
        setMissing(refused.missing.map(nameOf));
        setFollowupsMissing(refused.followups.map(nameOf));
        if (refused.missing.length + refused.followups.length === 0) setRefusal(error.message);
        scrollToFirst([
          ...refused.missing.map((id) => `field-${id}`),
          ...refused.followups.map((id) => `followup-${id}`),
        ]);
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
      {logic.tasks.map((task) => {
        const fields = task.fields.filter((f) => !seen.hiddenFields.has(f.id));
        // A hidden task, or one whose every question is hidden, is left out whole.
        if (seen.hiddenTasks.has(task.id) || (task.fields.length > 0 && fields.length === 0)) return null;
        return (
          <Card key={task.id} withBorder padding="md" component="section" aria-labelledby={`task-${task.id}`}>
            <Title order={2} size="h4" id={`task-${task.id}`} mb="sm">
              {task.task}
            </Title>
            <Stack gap="lg">
              {fields.map((field) => (
                <div key={field.id}>
                  <FieldInput
                    field={field}
                    imageSrc={save.imageSrc}
                    value={save.values[field.id] ?? null}
                    error={save.errors[field.id] ? message(save.errors[field.id]) : undefined}
                    onChange={(value, opts) => save.setValue(field.id, value, opts)}
                    onNumberProblem={(bad) => {
                      markNumber(field.id, bad);
                      save.holdUnanswered(field.id, bad);
                    }}
                    report={report}
                    partErrors={partErrors[field.id]}
                  />
                  <FlagFollowup
                    report={report}
                    field={field}
                    value={save.values[field.id]}
                    followup={save.values[followupId(field.id)]}
                    onChange={(value, opts) => save.setValue(followupId(field.id), value, opts)}
                    imageSrc={save.imageSrc}
                    error={message(save.errors[followupId(field.id)]) || undefined}
                    actionSlot={actionSlot?.(field, save.values[field.id])}
                  />
                </div>
              ))}
            </Stack>
          </Card>
        );
      })}
      {missing.length > 0 && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {t('reports.form.missing', { fields: missing.join(', ') })}
        </Alert>
      )}
      {followupsMissing.length > 0 && (
        <Alert color="red" title={t('reports.form.cannotSubmit')} role="alert">
          {t('reports.logic.followupsMissing', { fields: followupsMissing.join(', ') })}
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
        <ReportScoreLine score={score} />
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
